import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { WebSocketServer } from 'ws';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './platform/config.js';
import type { RequestContext } from './platform/context.js';
import { closeDatabase, openDatabase, type Orm } from './platform/database.js';
import { JobRunner } from './platform/jobs/job-runner.js';
import { createLogger, type Logger } from './platform/logger.js';
import { createAppPubSub, Topic } from './platform/pubsub.js';
import { buildAppSchema } from './platform/graphql/schema.js';
import { createGraphqlServer } from './platform/graphql/server.js';
import { createRestRouter, restErrorHandler } from './platform/rest/router.js';
import { buildOpenApi } from './platform/rest/openapi.js';
import type { RestRoute } from './platform/rest/route.js';
import { mountDocs } from './platform/http/docs.js';
import { mountClient } from './platform/http/static-client.js';
import { bearerToken } from './modules/auth/tokens.js';
import { createResolvers, createRoutes, createServices, type Services } from './modules/index.js';

export const APP_VERSION = '0.1.0';

/** One process: database, GraphQL (HTTP + WebSocket), REST, the client, and their shutdown. */
export class App {
  private constructor(
    readonly config: Config,
    readonly logger: Logger,
    readonly orm: Orm,
    readonly services: Services,
    readonly schema: GraphQLSchema,
    readonly routes: RestRoute[],
    readonly httpServer: HttpServer,
    private readonly closers: Array<() => Promise<void>>,
  ) {}

  static async create(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<App> {
    const orm = await openDatabase(config);
    const pubsub = createAppPubSub(config.redisUrl);
    const jobs = new JobRunner(orm, config.database.kind, logger, { leaseMs: config.jobs.leaseMs, pollIntervalMs: config.jobs.pollMs });
    const services = createServices({ config, pubSub: pubsub.pubSub, jobs });
    const schema = await buildAppSchema(createResolvers(services), pubsub.pubSub);
    const routes = createRoutes(services);

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxy);
    const httpServer = createServer(app);
    const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });

    const forkEm = () => orm.em.fork();
    const contextFor = async (req: Request): Promise<RequestContext> => {
      const em = forkEm();
      const actor = await services.auth.actorFromToken(em, bearerToken(req.headers.authorization));
      return { em, actor, ip: req.ip ?? req.socket.remoteAddress ?? '' };
    };

    const graphql = await createGraphqlServer({
      schema,
      httpServer,
      wsServer,
      logger,
      forkEm,
      actorFromToken: (em, token) => services.auth.actorFromToken(em, token),
      bearer: bearerToken,
    });

    // A revoked session (role change, password reset, deactivation) ends its WebSockets on every node.
    const revoked = services.pubSub.subscribe(Topic.SESSION_REVOKED);
    void (async () => {
      for await (const event of revoked) graphql.closeSocketsOf(event.userId);
    })();

    app.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    app.get('/readyz', async (_req, res) => {
      try {
        await orm.em.getConnection().execute('select 1');
        res.json({ status: 'ready', database: config.database.kind });
      } catch (err) {
        logger.warn('readiness check failed', err);
        res.status(503).json({ status: 'unavailable', database: config.database.kind });
      }
    });
    mountDocs(app, buildOpenApi(routes, { version: APP_VERSION }));
    app.use('/api', createRestRouter(routes, { contextFor, logger }));
    app.use(
      '/graphql',
      express.json({ limit: '2mb' }),
      expressMiddleware(graphql.apollo, { context: ({ req }) => contextFor(req) }),
    );
    mountClient(app, config.clientDist);
    app.use(restErrorHandler(logger));

    const closers = [
      () => jobs.stop(),
      async () => {
        await revoked.return?.();
      },
      () => graphql.apollo.stop(),
      () => pubsub.close(),
      () => closeDatabase(orm, config.database),
    ];
    return new App(config, logger, orm, services, schema, routes, httpServer, closers);
  }

  /** Listens on config.port (0: any free port); rejects on EADDRINUSE instead of hanging. */
  listen(port = this.config.port, host = this.config.host): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      this.httpServer.once('error', onError);
      this.httpServer.listen(port, host, () => {
        this.httpServer.off('error', onError);
        // Workers start with the server: a node that serves also works the queue.
        if (this.config.workers) this.services.jobs.start();
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
