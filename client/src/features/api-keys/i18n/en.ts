import type { apiKeysPl } from './pl';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** API keys (Users, administrator): keys of the shop integration and of print agents. */
export const apiKeysEn: DeepStrings<typeof apiKeysPl> = {
  tab: 'API keys',
  intro: 'A "Shop" key may push documents to Packing, a "Print agent" key may register a computer and print labels. A key only works within its scope.',
  add: 'New API key',
  empty: 'There are no API keys yet',
  loadError: 'The API keys could not be loaded',
  never: 'never',
  columns: {
    name: 'Name',
    scope: 'Scope',
    prefix: 'Key starts with',
    createdAt: 'Created',
    lastUsedAt: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  scopes: {
    shop: 'Shop',
    'print-agent': 'Print agent',
  },
  status: {
    active: 'Active',
    revoked: 'Revoked {{date}}',
  },
  revoke: 'Revoke',
  create: {
    title: 'New API key',
    name: 'Name',
    namePlaceholder: 'e.g. Online shop',
    scope: 'Scope',
    submit: 'Create key',
    cancel: 'Cancel',
    nameRequired: 'This field is required',
    nameTooLong: 'The name may have at most 100 characters',
    createdTitle: 'The API key has been created',
    warning: 'Copy the key now and keep it somewhere safe. This key is shown only once: after you close this window it cannot be shown again.',
    keyLabel: 'API key ({{name}})',
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
  },
  confirmRevoke: {
    title: 'Revoke the API key?',
    body: 'The key "{{name}}" ({{prefix}}…) stops working at once. This cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Revoke',
  },
  messages: {
    revoked: 'The API key "{{name}}" has been revoked',
    failed: 'The operation failed',
  },
};
