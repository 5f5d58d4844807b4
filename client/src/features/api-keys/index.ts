/** What other features may use of the API keys feature (its public API). */
export { ApiKeysAdmin } from './components/api-keys-admin';
