/** The labels (Wydruk etykiet) module's public API. */
export { labelsModule } from './labels.module.js';
