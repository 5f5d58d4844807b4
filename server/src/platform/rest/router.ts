import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { authorize } from '../authorization/authorize.js';
import type { RequestContext } from '../context.js';
import { AppError, badInput, restErrorBody } from '../errors.js';
import type { Logger } from '../logger.js';
import { normalizeError } from '../normalize-error.js';
import { parseInput } from '../validation.js';
import type { RestRoute } from './route.js';
import type { PolicyTable } from '../authorization/policies.js';
import { contractCheck } from './contract.js';
import { renameFilterErrors, spreadFilters } from './filters-param.js';
import { INVALID_UTF8, jsonBody } from '../http/json-body.js';
import type { Admission } from '../http/admission.js';

interface RestDeps {
  contextFor(req: Request): Promise<RequestContext>;
  logger: Logger;
  policies: PolicyTable;
  /** Tests: check every answer against its route's declared responses and record drift. */
  contractCheck?: boolean;
  /** Turns for the routes that answer JSON (a stream, `produces` or `multipart`, keeps no turn). */
  admission?: Admission;
}

/**
 * Routes with fewer path parameters first (stable otherwise), so a fixed path such as
 * `/manufacturing/analytics` is not taken by `/manufacturing/:id` of a module set up earlier.
 */
function bySpecificity(routes: RestRoute[]): RestRoute[] {
  const params = (r: RestRoute) => (r.path.match(/\/:/g) ?? []).length;
  return routes.map((r, i) => ({ r, i })).sort((a, b) => params(a.r) - params(b.r) || a.i - b.i).map((x) => x.r);
}

/** Mounts every route: context (actor + forked EntityManager) -> authorize -> parse -> service. */
export function createRestRouter(routes: RestRoute[], deps: RestDeps): Router {
  const router = express.Router();
  if (deps.contractCheck) router.use(contractCheck((operation) => deps.policies.ruleOf(operation)));
  router.use(jsonBody());
  for (const route of bySpecificity(routes)) {
    const takesTurn = deps.admission && !route.produces && !route.multipart;
    router[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      res.locals.restRoute = route;
      const leave = takesTurn ? await deps.admission!.admit(req) : undefined;
      if (leave === null) return; // the client went away while the request waited
      try {
        const ctx = await deps.contextFor(req);
        authorize(deps.policies, route.operation, ctx.actor);
        const input = {
          params: route.params ? parseInput(route.params, req.params) : undefined,
          query: route.query ? parseQuery(route, req.query ?? {}) : undefined,
          body: route.body ? parseInput(route.body, req.body ?? {}) : undefined,
        };
        const result = await route.handle(ctx, input as never, { req, res });
        if (!res.headersSent) {
          if (result === undefined) res.status(route.successStatus ?? 204).end();
          else res.status(route.successStatus ?? 200).json(result);
        }
      } catch (err) {
        next(err);
      } finally {
        leave?.();
      }
    });
  }
  router.use((req: Request, _res: Response, next: NextFunction) => {
    next(new AppError('NOT_FOUND', `No such API path: ${req.method} ${req.baseUrl}${req.path}`));
  });
  router.use(restErrorHandler(deps.logger));
  return router;
}

/** The query through the route's schema; a list route also takes SPEC.md's `filters` parameter. */
function parseQuery(route: RestRoute, raw: Record<string, unknown>): unknown {
  if (!route.filters) return parseInput(route.query!, raw);
  const { query, fromFilters } = spreadFilters(raw, route.filters);
  try {
    return parseInput(route.query!, query);
  } catch (err) {
    throw renameFilterErrors(err, fromFilters);
  }
}

export function restErrorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    let appError: AppError;
    const bodyParserError = err as { type?: string; status?: number };
    if (err instanceof AppError) appError = err;
    else if (bodyParserError?.type === 'entity.parse.failed') appError = badInput('The body is not valid JSON', { body: 'invalid JSON' });
    else if (bodyParserError?.type === INVALID_UTF8) appError = badInput('The body is not valid UTF-8', { body: 'is not valid UTF-8 (send the JSON as UTF-8)' });
    else if (bodyParserError?.type === 'entity.too.large') appError = new AppError('PAYLOAD_TOO_LARGE', 'The body is too large');
    else if (bodyParserError?.status === 404) appError = new AppError('NOT_FOUND', 'Not found'); // static files
    else if (err instanceof URIError || bodyParserError?.status === 400) appError = badInput('The URL is not valid (a broken %-escape)', { path: 'malformed URL encoding' });
    else {
      const normalized = normalizeError(err);
      appError = normalized.error;
      if (normalized.unexpected) logger.error(`REST ${req.method} ${req.originalUrl} failed`, err);
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (appError.code === 'UNAUTHENTICATED') res.setHeader('WWW-Authenticate', 'Bearer');
    // Every 429 says when to come back (seconds); a service may name it in details.retryAfter.
    if (appError.status === 429) res.setHeader('Retry-After', String(Number(appError.details?.retryAfter) > 0 ? Math.ceil(Number(appError.details?.retryAfter)) : 60));
    res.status(appError.status).json(restErrorBody(appError));
  };
}
