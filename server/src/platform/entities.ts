import { User } from '../modules/users/user.entity.js';
import { LoginAttempt } from '../modules/auth/login-attempt.entity.js';
import { HistoryEntry } from '../modules/history/history-entry.entity.js';

/** Every entity of the application. A module adds its entities here (and a migration for both dialects). */
export const entities = [User, LoginAttempt, HistoryEntry];
