import { accessibilitySuite } from '../support/accessibility.mjs';

/** Issue 15: 0 serious or critical axe-core violations on the main screens and dialogs in the dark
 *  theme (ADR 0864); the checks are in e2e/support/accessibility.mjs, the light theme is
 *  accessibility-light.test.mjs (one file per theme balances the e2e shards). */
accessibilitySuite('dark');
