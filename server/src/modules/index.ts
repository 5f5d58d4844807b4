import type { Config } from '../platform/config.js';
import type { AppPubSub } from '../platform/pubsub.js';
import type { ResolverClass } from '../platform/graphql/schema.js';
import type { RestRoute } from '../platform/rest/route.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { authRoutes } from './auth/auth.routes.js';
import { AuthService } from './auth/auth.service.js';
import { OperationResolver } from './operations/operation.resolver.js';
import { OperationService } from './operations/operation.service.js';
import { HistoryRecorder } from './history/history.recorder.js';

/** The composition root of the modules: one service per module, shared by both adapters. */
export function createServices(config: Config, pubSub: AppPubSub) {
  const operations = new OperationService(pubSub);
  const auth = new AuthService(config);
  const history = new HistoryRecorder();
  return { config, auth, operations, history, pubSub };
}
export type Services = ReturnType<typeof createServices>;

export function createResolvers(s: Services): Map<ResolverClass, object> {
  return new Map<ResolverClass, object>([
    [AuthResolver, new AuthResolver(s.auth)],
    [OperationResolver, new OperationResolver()],
  ]);
}

export function createRoutes(s: Services): RestRoute[] {
  return [...authRoutes(s.auth)];
}
