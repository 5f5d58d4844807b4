import { authFeature } from './auth/auth.feature';
import { inventoriesFeature } from './inventories/inventories.feature';
import { labelPrintingFeature } from './label-printing/label-printing.feature';
import { manufacturingDataFeature } from './manufacturing-data/manufacturing-data.feature';
import { manufacturingFeature } from './manufacturing/manufacturing.feature';
import { orderHistoryFeature } from './order-history/order-history.feature';
import { packingFeature } from './packing/packing.feature';
import { usersFeature } from './users/users.feature';
import type { FeatureManifest } from '../shared/feature/feature';

/**
 * THE list of features the shell shows, in menu order. The shell (client/src/app) reads their
 * screens, menu entries and icons from here and imports nothing else of a feature; features without
 * a screen of their own (api-keys, manufacturing-standard, manufacturing-analytics) are parts of
 * another feature's screen and are not listed.
 */
export const FEATURES: readonly FeatureManifest[] = [
  packingFeature,
  manufacturingFeature,
  inventoriesFeature,
  labelPrintingFeature,
  orderHistoryFeature,
  usersFeature,
  manufacturingDataFeature,
  authFeature,
];
