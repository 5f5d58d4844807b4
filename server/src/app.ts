import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { WebSocketServer } from 'ws';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './platform/config.js';
import type { RequestContext } from './platform/context.js';
import { closeDatabase, openDatabase, type Orm } from './platform/database.js';
import { HistoryRecorder } from './platform/audit/history.recorder.js';
import { OperationService } from './platform/operations/operation.service.js';
import { Idempotency } from './platform/idempotency/idempotency.js';
import { assembleModules, collectDeclarations, databaseIsEmpty, seedModules } from './platform/modules/assemble.js';
import type { AppModule, PlatformServices } from './platform/modules/module.js';
import { PLATFORM_CONSTANT_ENTITIES, PLATFORM_ENTITIES, PLATFORM_POLICIES, platformResolvers } from './platform/platform.module.js';
import type { PolicyTable } from './platform/authorization/policies.js';
import { bearerToken } from './platform/http/bearer.js';
import { MODULES } from './modules/index.js';
import { JobRunner } from './platform/jobs/job-runner.js';
import { createLogger, type Logger } from './platform/logger.js';
import { createAppPubSub, SESSION_REVOKED } from './platform/pubsub.js';
import { buildAppSchema, type ResolverClass } from './platform/graphql/schema.js';
import { createGraphqlServer } from './platform/graphql/server.js';
import { createRestRouter, restErrorHandler } from './platform/rest/router.js';
import { buildOpenApi } from './platform/rest/openapi.js';
import type { RestRoute } from './platform/rest/route.js';
import { mountDocs } from './platform/http/docs.js';
import { createServerRender } from './platform/http/server-render.js';
import { mountClient } from './platform/http/static-client.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { Admission } from './platform/http/admission.js';
import { jsonBody } from './platform/http/json-body.js';
import { warmLazyLibraries } from './platform/lazy.js';
import { CpuPool } from './platform/workers/cpu-pool.js';

const APP_VERSION = '0.1.0';

/** Every entity of the app: the platform's tables and each module's. */
export const APP_ENTITIES = collectDeclarations(MODULES, PLATFORM_ENTITIES).entities;

/** The app's database with every module's entities (migrations applied unless `migrate: false`). */
export function openAppDatabase(config: Pick<Config, 'database'>, opts: { migrate?: boolean } = {}): Promise<Orm> {
  return openDatabase(config, APP_ENTITIES, opts);
}

/** The demo environment: each module's seeder, in module order. */
export function seedDemoData(orm: Orm): Promise<void> {
  return seedModules(orm, MODULES);
}

/** The demo environment seeds itself only on an empty embedded database, never in production. */
export async function seedIfEmptyEmbedded(orm: Orm, config: Pick<Config, 'env' | 'database'>): Promise<boolean> {
  if (config.env === 'production' || config.database.kind !== 'sqlite') return false;
  const constants = [...PLATFORM_CONSTANT_ENTITIES, ...MODULES.flatMap((m) => m.constantEntities ?? [])];
  const dataEntities = APP_ENTITIES.filter((e) => !constants.includes(e));
  if (!(await databaseIsEmpty(orm, dataEntities))) return false;
  await seedDemoData(orm);
  return true;
}

/** One process: database, GraphQL (HTTP + WebSocket), REST, the client, and their shutdown. */
export class App {
  private constructor(
    readonly config: Config,
    readonly logger: Logger,
    readonly orm: Orm,
    /** The shared services the platform hands every module. */
    readonly platform: PlatformServices,
    private readonly apis: Map<string, unknown>,
    readonly policies: PolicyTable,
    readonly schema: GraphQLSchema,
    readonly routes: RestRoute[],
    readonly httpServer: HttpServer,
    private readonly closers: Array<() => Promise<void>>,
  ) {}

  /** A module's public API in this running app (tests and tools). */
  api<A>(module: AppModule<A, unknown>): A {
    return this.apis.get(module.name) as A;
  }

  static async create(config: Config, logger: Logger = createLogger(config.logLevel), modules: readonly AppModule<unknown, unknown>[] = MODULES): Promise<App> {
    const entities = collectDeclarations(modules, PLATFORM_ENTITIES).entities;
    const orm = await openDatabase(config, entities);
    const pubsub = createAppPubSub(config.redisUrl, logger);
    const jobs = new JobRunner(orm, config.database.kind, logger, { leaseMs: config.jobs.leaseMs, pollIntervalMs: config.jobs.pollMs, crossNode: config.redisUrl ? pubsub.pubSub : undefined });
    const cpu = new CpuPool({ threads: config.cpuThreads, logger });
    const platform: PlatformServices = { config, logger, pubSub: pubsub.pubSub, jobs, audit: new HistoryRecorder(), operations: new OperationService(pubsub.pubSub), idempotency: new Idempotency(logger), cpu };
    let assembled;
    try {
      assembled = assembleModules(modules, platform, { policies: PLATFORM_POLICIES, resolvers: platformResolvers() });
    } catch (err) {
      await orm.close(true);
      await pubsub.close();
      await cpu.close();
      throw err;
    }
    const { policies, routes, apis, authenticate } = assembled;
    const schema = await buildAppSchema(new Map(assembled.resolvers.map((r) => [r.constructor as ResolverClass, r])), pubsub.pubSub);

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxy);
    app.use(securityHeaders(config.clientDist));
    const httpServer = createServer(app);
    // Idle keep-alive connections stay open longer than any client or proxy keeps them (Node's
    // 5 s default closes sockets a busy client is just reusing: ECONNRESET on its next request).
    httpServer.keepAliveTimeout = 65_000;
    httpServer.headersTimeout = 66_000;
    const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });

    const forkEm = () => orm.em.fork();
    const contextFor = async (req: Request): Promise<RequestContext> => {
      const em = forkEm();
      const actor = await authenticate(em, bearerToken(req.headers.authorization));
      return { em, actor, ip: req.ip ?? req.socket.remoteAddress ?? '' };
    };

    const graphql = await createGraphqlServer({
      schema,
      httpServer,
      wsServer,
      logger,
      forkEm,
      policies,
      actorFromToken: authenticate,
      bearer: bearerToken,
      production: config.env === 'production',
    });

    // A revoked session (role change, password reset, deactivation) ends its WebSockets on every node.
    const revoked = platform.pubSub.subscribe(SESSION_REVOKED);
    void (async () => {
      for await (const event of revoked) graphql.closeSocketsOf(event.userId);
    })();

    app.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    app.get('/readyz', async (_req, res) => {
      try {
        await orm.em.getConnection('read').execute('select 1');
        res.json({ status: 'ready', database: config.database.kind });
      } catch (err) {
        logger.warn('readiness check failed', err);
        res.status(503).json({ status: 'unavailable', database: config.database.kind });
      }
    });
    mountDocs(app, buildOpenApi(routes, policies, { version: APP_VERSION }));
    // One queue of turns for REST and GraphQL: under overload a request waits before it starts.
    const admission = new Admission(config.apiConcurrency);
    app.use('/api', createRestRouter(routes, { contextFor, logger, policies, contractCheck: config.restContractCheck, admission }));
    app.use(
      '/graphql',
      admission.handler(),
      jsonBody(),
      expressMiddleware(graphql.apollo, { context: ({ req }) => contextFor(req) }),
      // A body the parser refused (not JSON, not UTF-8, too large): the REST error body, not the
      // static client's path errors further down.
      restErrorHandler(logger),
    );
    // The landing screens' first paint, rendered here for a signed-in page load.
    const renderPage = createServerRender({
      clientDist: config.clientDist,
      logger,
      authenticate: (token) => authenticate(forkEm(), token, 'page'),
      execute: async (actor, ip, query, variables) => {
        const response = await graphql.apollo.executeOperation({ query, variables }, { contextValue: { em: forkEm(), actor, ip } });
        return response.body.kind === 'single' ? response.body.singleResult : { errors: [new Error('incremental delivery is not rendered on the server')] };
      },
    });
    mountClient(app, config.clientDist, renderPage);
    app.use(restErrorHandler(logger));

    const closers = [
      () => jobs.stop(),
      async () => {
        await revoked.return?.();
      },
      () => graphql.apollo.stop(),
      // After the jobs and the HTTP drain: a print or a sheet still rendering finishes first.
      () => cpu.close(),
      () => pubsub.close(),
      () => closeDatabase(orm, config.database),
    ];
    return new App(config, logger, orm, platform, apis, policies, schema, routes, httpServer, closers);
  }

  /** Listens on config.port (0: any free port); rejects on EADDRINUSE instead of hanging. */
  listen(port = this.config.port, host = this.config.host): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      warmLazyLibraries();
      this.httpServer.once('error', onError);
      this.httpServer.listen(port, host, () => {
        this.httpServer.off('error', onError);
        // Workers start with the server: a node that serves also works the queue.
        if (this.config.workers) this.platform.jobs.start();
        resolve((this.httpServer.address() as AddressInfo).port);
      });
    });
  }

  /** Drains HTTP and WebSocket connections, then closes the database. Bounded by SHUTDOWN_TIMEOUT_MS. */
  async stop(): Promise<void> {
    const force = setTimeout(() => this.httpServer.closeAllConnections(), this.config.shutdownTimeoutMs - 500);
    force.unref();
    try {
      for (const [i, close] of this.closers.entries()) {
        try {
          const t0 = Date.now();
          await close();
          this.logger.debug(`shutdown step ${i} took ${Date.now() - t0} ms`);
        } catch (err) {
          this.logger.warn('error while shutting down', err);
        }
      }
    } finally {
      clearTimeout(force);
      this.httpServer.closeAllConnections();
    }
  }
}
