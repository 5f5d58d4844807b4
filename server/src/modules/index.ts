import type { Config } from '../platform/config.js';
import type { AppPubSub } from '../platform/pubsub.js';
import type { JobRunner } from '../platform/jobs/job-runner.js';
import type { ResolverClass } from '../platform/graphql/schema.js';
import type { RestRoute } from '../platform/rest/route.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { authRoutes } from './auth/auth.routes.js';
import { AuthService } from './auth/auth.service.js';
import { OperationResolver } from './operations/operation.resolver.js';
import { OperationService } from './operations/operation.service.js';
import { HistoryRecorder } from './history/history.recorder.js';
import { DocumentService } from './documents/document.service.js';
import { DocumentResolver } from './documents/document.resolver.js';
import { documentRoutes } from './documents/document.routes.js';
import { ApiKeyService } from './api-keys/api-key.service.js';
import { ApiKeyResolver } from './api-keys/api-key.resolver.js';
import { apiKeyRoutes } from './api-keys/api-key.routes.js';
import { createLogger } from '../platform/logger.js';
import { UserService } from './users/user.service.js';
import { UserResolver } from './users/user.resolver.js';
import { userRoutes } from './users/user.routes.js';
import { AccountService } from './auth/account.service.js';
import { AccountResolver } from './auth/account.resolver.js';
import { accountRoutes } from './auth/account.routes.js';
import { createMailer } from './auth/mailer.js';
import { PrintingService } from './printing/printing.service.js';
import { PrintingResolver } from './printing/printing.resolver.js';
import { printingRoutes } from './printing/printing.routes.js';
import { LabelsService } from './labels/labels.service.js';
import { LabelsResolver } from './labels/labels.resolver.js';
import { labelRoutes } from './labels/labels.routes.js';
import { StockService } from './stocks/stock.service.js';
import { StockResolver } from './stocks/stock.resolver.js';
import { stockRoutes } from './stocks/stock.routes.js';
import { ChangeService } from './changes/change.service.js';
import { ChangeResolver } from './changes/change.resolver.js';
import { changeRoutes } from './changes/change.routes.js';
import { createErpConnector } from './changes/erp-connector.js';
import { HistoryService } from './history/history.service.js';
import { HistoryResolver } from './history/history.resolver.js';
import { historyRoutes } from './history/history.routes.js';

/** The composition root of the modules: one service per module, shared by both adapters. */
export interface PlatformDeps {
  config: Config;
  pubSub: AppPubSub;
  /** Background work: modules register their queues here and enqueue in their transactions. */
  jobs: JobRunner;
}

export function createServices({ config, pubSub, jobs }: PlatformDeps) {
  const operations = new OperationService(pubSub);
  const auth = new AuthService(config, pubSub);
  const history = new HistoryRecorder();
  const documents = new DocumentService(config, history, pubSub);
  const apiKeys = new ApiKeyService(history);
  const users = new UserService({ history, pubSub, bcryptCost: config.bcryptCost, dialect: config.database.kind });
  const accounts = new AccountService({ config, history, users, tokens: auth.tokens, mailer: createMailer(config.mail), logger: createLogger(config.logLevel) });
  const stocks = new StockService(history, operations, pubSub);
  const changes = new ChangeService({ history, pubSub, jobs, operations, connector: createErpConnector(config.erp) });
  changes.setup();
  const historyLog = new HistoryService(operations, config.database.kind, config.exports.concurrency);
  const printing = new PrintingService({ config, history, pubSub, jobs, operations });
  const labels = new LabelsService({ history, operations, printing });
  return { config, auth, operations, history, pubSub, jobs, stocks, changes, historyLog, users, accounts, documents, apiKeys, printing, labels };
}
export type Services = ReturnType<typeof createServices>;

export function createResolvers(s: Services): Map<ResolverClass, object> {
  return new Map<ResolverClass, object>([
    [AuthResolver, new AuthResolver(s.auth)],
    [OperationResolver, new OperationResolver()],
    [DocumentResolver, new DocumentResolver(s.documents)],
    [ApiKeyResolver, new ApiKeyResolver(s.apiKeys)],
    [UserResolver, new UserResolver(s.users)],
    [AccountResolver, new AccountResolver(s.accounts)],
    [PrintingResolver, new PrintingResolver(s.printing)],
    [LabelsResolver, new LabelsResolver(s.labels)],
    [StockResolver, new StockResolver(s.stocks)],
    [ChangeResolver, new ChangeResolver(s.changes)],
    [HistoryResolver, new HistoryResolver(s.historyLog)],
  ]);
}

export function createRoutes(s: Services): RestRoute[] {
  return [...authRoutes(s.auth), ...accountRoutes(s.accounts), ...userRoutes(s.users), ...documentRoutes(s.documents, s.config.documents.maxBytes), ...apiKeyRoutes(s.apiKeys), ...stockRoutes(s.stocks), ...changeRoutes(s.changes), ...historyRoutes(s.historyLog), ...printingRoutes(s.printing), ...labelRoutes(s.labels)];
}
