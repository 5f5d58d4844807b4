import { minRole, signedIn } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { seedStockItems } from '../../../../seed/stock-items.seeder.js';
import { printingModule } from '../printing/index.js';
import { Change } from './change.entity.js';
import { ChangeResolver } from './change.resolver.js';
import { changeRoutes } from './change.routes.js';
import { ChangeService } from './change.service.js';
import { createErpConnector } from './erp-connector.js';
import { inventoryConfigSchema } from './inventory.config.js';
import { STOCK_ITEM_UPDATED } from './inventory.events.js';
import { StockItem } from './stock-item.entity.js';
import { StockLabelResolver } from './stock-label.resolver.js';
import { stockLabelRoutes } from './stock-label.routes.js';
import { StockLabelService } from './stock-label.service.js';
import { StockResolver } from './stock.resolver.js';
import { stockRoutes } from './stock.routes.js';
import { StockService } from './stock.service.js';

/** Stany magazynowe: stock items and their changes (location, level) with the ERP sync job, and
 *  stock labels. The one writer of `stock_items`. */
export const inventoryModule = defineModule({
  name: 'inventory',
  requires: [printingModule],
  entities: [StockItem, Change],
  topics: [STOCK_ITEM_UPDATED.name],
  config: inventoryConfigSchema,
  policies: {
    // every signed-in role reads; staff 2+ change
    stockList: signedIn,
    stockItemUpdated: signedIn,
    stockLocations: signedIn,
    stockSettings: signedIn,
    stockSetAvailability: minRole(2),
    stockFile: signedIn,
    changeCreate: minRole(2),
    changeGet: signedIn,
    changeList: signedIn,
    changeRetry: minRole(2),
    changeDelete: minRole(2),
    // stock labels (POST /api/stocks/print): 3+, like label printing
    stocksPrint: minRole(3),
  },
  seed: (em) => seedStockItems(em),
  setup({ config, platform, use }) {
    const { audit: history, operations, pubSub, jobs } = platform;
    const stocks = new StockService(history, operations, pubSub, config.stock, platform.config.database.kind);
    const changes = new ChangeService({ history, pubSub, jobs, operations, connector: createErpConnector(config.erp), rules: config.stock });
    changes.setup();
    const labels = new StockLabelService(use(printingModule).printing, platform.idempotency);
    return {
      api: { stocks, changes },
      resolvers: [new StockResolver(stocks), new ChangeResolver(changes), new StockLabelResolver(labels)],
      routes: [...stockRoutes(stocks), ...changeRoutes(changes), ...stockLabelRoutes(labels)],
    };
  },
});
