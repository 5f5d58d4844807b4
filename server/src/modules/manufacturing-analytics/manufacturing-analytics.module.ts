import { minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { manufacturingCustomModule } from '../manufacturing-custom/index.js';
import { manufacturingStandardModule } from '../manufacturing-standard/index.js';
import { ANALYTICS_ENTITIES, AnalyticsWarsawOffset } from './analytics.entity.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { analyticsRoutes } from './analytics.routes.js';
import { ManufacturingAnalyticsService } from './analytics.service.js';

/**
 * Analityka: what the workshop made, where it went wrong. Reads custom and standard
 * manufacturing only through the aggregate functions their index.ts exports (SQL GROUP BY in the
 * database), and its daily rollups (analytics.entity.ts): tables only database
 * triggers on those modules' tables write. Role 3+ (the manufacturing menu's level).
 */
export const manufacturingAnalyticsModule = defineModule({
  name: 'manufacturing-analytics',
  requires: [manufacturingCustomModule, manufacturingStandardModule],
  entities: ANALYTICS_ENTITIES,
  constantEntities: [AnalyticsWarsawOffset],
  policies: {
    manufacturingAnalytics: minRole(3),
    manufacturingAnalyticsExport: minRole(3),
  },
  setup({ platform }) {
    const service = new ManufacturingAnalyticsService(platform.config.database.kind);
    return { api: { analytics: service }, resolvers: [new AnalyticsResolver(service)], routes: analyticsRoutes(service) };
  },
});
