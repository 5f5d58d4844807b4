import { minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { historyConfigSchema } from './history.config.js';
import { HistoryResolver } from './history.resolver.js';
import { historyRoutes } from './history.routes.js';
import { HistoryService } from './history.service.js';

/** Historia zamówień (admin): reading and exporting the audit trail the platform records. */
export const historyModule = defineModule({
  name: 'history',
  config: historyConfigSchema,
  policies: {
    historyList: minRole(4),
    historyGet: minRole(4),
    historyExport: minRole(4),
  },
  setup({ config, platform }) {
    const history = new HistoryService(platform.operations, platform.config.database.kind, config.exports.concurrency);
    return { api: { history }, resolvers: [new HistoryResolver(history)], routes: historyRoutes(history) };
  },
});
