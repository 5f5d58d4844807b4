import type { RoleLevel } from './roles.js';

/** What an integration API key is for, chosen when an admin creates it (ADR 0203):
 *  `shop` pushes documents, `print-agent` registers a computer and prints as its agent. */
export const INTEGRATION_SCOPES = ['shop', 'print-agent'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** Who may call an operation. `public`: anyone, even without a token.
 *  `{ minRole }`: a signed-in, active user whose role is at least that level.
 *  `integration`: besides those users, an API key of exactly this scope (any other key: 403). */
export type Rule = 'public' | { minRole: RoleLevel; integration?: IntegrationScope };

const PUBLIC: Rule = 'public';
const signedIn: Rule = { minRole: 1 };
const minRole = (level: RoleLevel): Rule => ({ minRole: level });

/**
 * THE policy table: every operation of the API, REST and GraphQL alike, with its rule
 * (DESIGN.md section 2, mirroring SPEC.md section 6). Adapters name the operation they serve;
 * an adapter operation without an entry here is refused (and fails the role matrix test).
 */
export const POLICIES = {
  // auth
  login: PUBLIC,
  logout: signedIn,
  me: signedIn,
  userCheck: signedIn,
  authSettings: PUBLIC,
  register: PUBLIC,
  passwordResetRequest: PUBLIC,
  passwordResetConfirm: PUBLIC,
  // users (admin)
  userList: minRole(4),
  userCreate: minRole(4),
  userUpdate: minRole(4),
  userDelete: minRole(4),
  userResetPassword: minRole(4),
  // operation statuses (each user only sees their own)
  operationStatus: signedIn,
  // documents (packing): staff 2+; the shop integration (API key of scope shop) may push documents
  documentCreate: { minRole: 2, integration: 'shop' },
  documentList: minRole(2),
  documentFile: minRole(2),
  documentLock: minRole(2),
  documentShip: minRole(2),
  documentMissingParts: minRole(2),
  documentDelete: minRole(2),
  documentUpdated: minRole(2),
  // integration API keys (admin)
  apiKeyCreate: minRole(4),
  apiKeyList: minRole(4),
  apiKeyRevoke: minRole(4),
  // printing: printers and computers (admin), the print queue, print agents (API key of scope print-agent, or admin)
  quickPrintPrinters: minRole(3),
  printerList: minRole(4),
  printerCreate: minRole(4),
  printerUpdate: minRole(4),
  printerDelete: minRole(4),
  computerList: minRole(4),
  printJobList: minRole(4),
  printJobGet: minRole(3),
  printJobResend: minRole(4),
  printJobCancel: minRole(4),
  printJobUpdated: minRole(3),
  printAgentRegister: { minRole: 4, integration: 'print-agent' },
  printAgentJobs: { minRole: 4, integration: 'print-agent' },
  printAgentReport: { minRole: 4, integration: 'print-agent' },
  // quick-print labels (Wydruk etykiet): 3+
  quickPrintList: minRole(3),
  quickPrintPreview: minRole(3),
  quickPrintPrint: minRole(3),
  quickPrintImport: minRole(3),
  // stock labels (POST /api/stocks/print): 3+, like label printing
  stocksPrint: minRole(3),
  // stocks and changes (inventories: every signed-in role reads; staff 2+ change)
  stockList: signedIn,
  stockItemUpdated: signedIn,
  stockSetAvailability: minRole(2),
  stockFile: signedIn,
  changeCreate: minRole(2),
  changeGet: signedIn,
  changeList: signedIn,
  changeRetry: minRole(2),
  changeDelete: minRole(2),
  // history (Historia zamówień, admin)
  historyList: minRole(4),
  historyGet: minRole(4),
  historyExport: minRole(4),
} as const satisfies Record<string, Rule>;

export type OperationName = keyof typeof POLICIES;

export function ruleOf(operation: string): Rule | undefined {
  return Object.prototype.hasOwnProperty.call(POLICIES, operation)
    ? POLICIES[operation as OperationName]
    : undefined;
}
