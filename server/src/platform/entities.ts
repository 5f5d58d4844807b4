import { User } from '../modules/users/user.entity.js';
import { LoginAttempt } from '../modules/auth/login-attempt.entity.js';

/** Every entity of the application. A module adds its entities here (and a migration for both dialects). */
export const entities = [User, LoginAttempt];
