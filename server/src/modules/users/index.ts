/** The users module's public API. */
export { usersModule, type UsersApi } from './users.module.js';
