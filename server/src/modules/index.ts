import { apiKeysModule } from './api-keys/index.js';
import { documentsModule } from './documents/index.js';
import { historyModule } from './history/index.js';
import { inventoryModule } from './inventory/index.js';
import { labelsModule } from './labels/index.js';
import { manufacturingAnalyticsModule } from './manufacturing-analytics/index.js';
import { manufacturingCustomModule } from './manufacturing-custom/index.js';
import { manufacturingReferenceModule } from './manufacturing-reference/index.js';
import { manufacturingStandardModule } from './manufacturing-standard/index.js';
import { printingModule } from './printing/index.js';
import { usersModule } from './users/index.js';

/** THE list of the app's modules. Adding a module is its folder plus one line here; the platform
 *  sets them up in dependency order (a module after the ones it `requires`). */
export const MODULES = [
  apiKeysModule,
  usersModule,
  documentsModule,
  printingModule,
  inventoryModule,
  labelsModule,
  manufacturingReferenceModule,
  manufacturingStandardModule,
  manufacturingCustomModule,
  manufacturingAnalyticsModule,
  historyModule,
] as const;
