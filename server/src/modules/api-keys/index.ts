/** The api-keys module's public API. */
export { apiKeysModule, type ApiKeysApi } from './api-keys.module.js';
