import { accessibilitySuite } from '../support/accessibility.mjs';

/** Issue 15: 0 serious or critical axe-core violations on the main screens and dialogs in the light
 *  theme (ADR 0864); the checks are in e2e/support/accessibility.mjs, the dark theme is
 *  accessibility-dark.test.mjs (one file per theme balances the e2e shards). */
accessibilitySuite('light');
