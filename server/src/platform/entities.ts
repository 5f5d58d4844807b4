import { User } from '../modules/users/user.entity.js';
import { LoginAttempt } from '../modules/auth/login-attempt.entity.js';
import { HistoryEntry } from '../modules/history/history-entry.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { Document, DocumentFile, IdempotencyKey } from '../modules/documents/document.entity.js';
import { ApiKey } from '../modules/api-keys/api-key.entity.js';
import { Job } from './jobs/job.entity.js';
import { Computer, Printer, PrintJob } from '../modules/printing/printing.entity.js';
import { QuickPrintLabel } from '../modules/labels/quick-print-label.entity.js';
import { StockItem } from '../modules/stocks/stock-item.entity.js';
import { Change } from '../modules/changes/change.entity.js';

/** Every entity of the application. A module adds its entities here (and a migration for both dialects). */
export const entities = [User, LoginAttempt, HistoryEntry, PasswordResetToken, Job, Document, DocumentFile, IdempotencyKey, ApiKey, StockItem, Change, Computer, Printer, PrintJob, QuickPrintLabel];
