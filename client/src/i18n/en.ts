import { analyticsEn } from '../features/manufacturing-analytics/i18n/en';
import { standardManufacturingEn } from '../features/manufacturing-standard/i18n/en';
import { usersEn } from '../features/users/i18n/en';
import { manufacturingDataEn } from '../features/manufacturing-data/i18n/en';
import { schemasEn } from '../features/manufacturing/i18n/en';
import { customEn } from '../features/manufacturing/i18n/custom-en';
import { labelPrintingEn } from '../features/label-printing/i18n/en';
import { packingEn } from '../features/packing/i18n/en';
import { apiKeysEn } from '../features/api-keys/i18n/en';
import { inventoriesEn } from '../features/inventories/i18n/en';
import { orderHistoryEn } from '../features/order-history/i18n/en';
import { accountEn } from '../features/auth/i18n/account-en';
import { manufacturingDomainEn } from '../../../domain/manufacturing/i18n/en';
import type { Translation } from './translation.type';

/** English texts. Same keys as pl.ts (the type checker enforces it). */
export const en: Translation = {
  app: {
    name: 'Glass Back Office',
    tagline: 'Back office',
    loading: 'Loading…',
  },
  scan: {
    fieldRefused: 'Scanned {{code}} into a field that takes no scans: ignored',
    labelUnknown: 'Label {{code}} does not exist',
    labelOpening: 'Opening record {{id}} (label {{code}})',
  },
  nav: {
    packing: 'Packing',
    manufacturing: 'Manufacturing',
    inventories: 'Inventories',
    labelPrinting: 'Label printing',
    orderHistory: 'Order history',
    users: 'Users',
    manufacturingData: 'Manufacturing data',
    home: 'Home',
    mainMenu: 'Main menu',
    searchPlaceholder: 'Search the menu',
    searchLabel: 'Search the menu',
    noResults: 'No menu entries match the search',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    breadcrumb: 'Breadcrumb',
  },
  header: {
    profile: 'User profile',
    employeeNumber: 'Employee no. {{number}}',
    sessionSince: 'Signed in: {{date}}',
    role: 'Role: {{role}}',
    themeDark: 'Switch to dark mode',
    themeLight: 'Switch to light mode',
    navTypeTop: 'Top navigation',
    navTypeSide: 'Side navigation',
    language: 'Language',
    signOut: 'Sign out',
  },
  roles: {
    '1': 'Customer',
    '2': 'Office staff',
    '3': 'Warehouse staff',
    '4': 'Administrator',
  },
  languages: {
    pl: 'Polski',
    en: 'English',
  },
  auth: {
    signInTitle: 'Sign in',
    signInSubtitle: 'Enter your account details to open the back office.',
    username: 'Username',
    usernamePlaceholder: 'john.smith@company.com',
    password: 'Password',
    signIn: 'Sign in',
    forgotPasswordLink: 'Forgot your password?',
    registerLink: 'No account yet? Register',
    registerTitle: 'Registration',
    registerSubtitle: 'Accounts are created by an administrator. Contact them to get access.',
    forgotPasswordTitle: 'Password recovery',
    forgotPasswordSubtitle: 'To regain access to your account, contact an administrator.',
    backToLogin: 'Back to sign-in',
    validation: {
      usernameRequired: 'Please enter your username',
      usernameEmail: 'Please enter a valid e-mail!',
      passwordRequired: 'Please enter your password',
    },
    errors: {
      invalidCredentials: 'Invalid credentials',
      generic: 'Something went wrong, please try again later',
    },
  },
  manufacturing: {
    tabsLabel: 'Manufacturing views',
    tabStandard: 'Standard manufacturing',
    tabCustom: 'Custom manufacturing',
    tabSchemas: 'Drilling schemas',
    schemas: schemasEn,
    standard: standardManufacturingEn,
    custom: customEn,
    tabAnalytics: 'Analytics',
    analytics: analyticsEn,
  },
  placeholder: {
    description: 'This module will be available in a future version of the application.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page does not exist or you do not have access to it.',
    action: 'Go to the start page',
  },
  message: {
    successTitle: 'Success',
    errorTitle: 'Error',
    close: 'Close',
  },
  errors: {
    chunkLoad: 'Loading chunk {{chunk}} failed',
    reload: 'Reload the page',
    unexpected: 'An unexpected error occurred',
  },
  users: usersEn,
  manufacturingData: manufacturingDataEn,
  packing: packingEn,
  inventories: inventoriesEn,
  orderHistory: orderHistoryEn,
  account: accountEn,
  labelPrinting: labelPrintingEn,
  apiKeys: apiKeysEn,
  // The shared manufacturing domain's texts (I18N_NAMESPACE in domain/manufacturing/messages.ts).
  manufacturingDomain: manufacturingDomainEn,
};
