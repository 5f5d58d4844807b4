/** What other features may use of the standard manufacturing feature (its public API). */
export { StandardManufacturingTab } from './pages/standard-manufacturing-tab';
