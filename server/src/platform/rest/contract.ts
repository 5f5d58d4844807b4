/** The REST contract of a route (every status it may answer, with its body) and, in tests, the
 *  check of each real answer against it. OpenAPI is built from `documentedResponses`,
 *  so what the document promises and what the contract check enforces are one list. */
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import type { Rule } from '../authorization/rules.js';
import { ErrorBodySchema } from './error-body.js';
import type { ErrorStatus, RestRoute } from './route.js';

interface DocumentedResponse {
  description: string;
  /** JSON answers: the schema of the body (the shared error body for statuses >= 400). */
  schema?: z.ZodType;
  /** Binary answers: their content type. */
  contentType?: string;
}

const DEFAULT_ERRORS: Record<ErrorStatus | 500, string> = {
  400: 'Invalid input: `fields` names each invalid field',
  401: 'No token, or an invalid, revoked or outdated one (also sent with `WWW-Authenticate: Bearer`)',
  403: 'The role (or the integration key scope) does not allow this operation',
  404: 'No such record',
  409: 'Conflicts with the current state of the record',
  413: 'The body is too large',
  422: 'Well-formed, but refused by a business rule',
  429: 'Too many requests: wait Retry-After seconds',
  503: 'Unavailable for now; try again later',
  500: 'Unexpected error (logged; the body tells nothing of the internals)',
};

/** Every status a route may answer: its success (with the declared schema), then the errors its
 *  kind gets (input -> 400, not public -> 401/403, an id in the path -> 404, 500 always) and the
 *  ones it names in `errors`. */
export function documentedResponses(route: RestRoute, rule: Rule | undefined): Map<number, DocumentedResponse> {
  const out = new Map<number, DocumentedResponse>();
  // The router answers 204 when a route without a declared body returns nothing.
  const success = route.successStatus ?? (route.response || route.produces ? 200 : 204);
  if (route.produces) out.set(success, { description: 'OK', contentType: route.produces });
  else if (route.response) out.set(success, { description: success === 201 ? 'Created' : success === 202 ? 'Accepted' : 'OK', schema: route.response });
  else out.set(success, { description: success === 204 ? 'Done; no body' : 'OK' });
  const error = (status: ErrorStatus | 500, description?: string) => out.set(status, { description: description ?? DEFAULT_ERRORS[status], schema: ErrorBodySchema });
  if (route.params || route.query || route.body || route.multipart || route.headers?.some((h) => h.required)) error(400);
  if (rule !== 'public') {
    error(401);
    error(403);
  }
  if (route.params) error(404);
  for (const [status, description] of Object.entries(route.errors ?? {})) error(Number(status) as ErrorStatus, description);
  error(500);
  return new Map([...out.entries()].sort(([a], [b]) => a - b));
}

/** What an answer broke: which route, which status, and why. */
interface ContractViolation {
  route: string;
  status: number;
  problem: string;
}

const violations: ContractViolation[] = [];

/** The violations recorded in this process since the last call (the test setup fails a file on any). */
export function takeContractViolations(): ContractViolation[] {
  return violations.splice(0, violations.length);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}${i.code === 'unrecognized_keys' ? ` (${(i as { keys: string[] }).keys.join(', ')})` : ''}`)
    .join('; ');
}

/** Checks one answer. `route` is undefined for a path no route matched (then only an error body fits). */
export function checkAnswer(route: RestRoute | undefined, rule: Rule | undefined, status: number, body: unknown, json: boolean): ContractViolation[] {
  const name = route ? `${route.method.toUpperCase()} /api${route.path}` : 'no route';
  const found: ContractViolation[] = [];
  const fail = (problem: string) => found.push({ route: name, status, problem });
  if (!route) {
    if (status >= 400 && json) {
      const parsed = ErrorBodySchema.safeParse(body);
      if (!parsed.success) fail(`the error body does not match the shared error body: ${describeIssues(parsed.error)}`);
    }
    return found;
  }
  const documented = documentedResponses(route, rule).get(status);
  if (!documented) {
    fail(`status ${status} is not documented (declare it in the route's errors)`);
    return found;
  }
  if (!json) {
    if (documented.schema && status !== 204) fail('answered without a JSON body, but a JSON body is declared');
    return found;
  }
  if (!documented.schema) {
    fail('answered JSON, but the route declares no response schema for this status');
    return found;
  }
  // What went over the wire (dates as ISO strings), parsed as a client would.
  const wire = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const parsed = documented.schema.safeParse(wire);
  if (!parsed.success) fail(`the body does not match the declared schema: ${describeIssues(parsed.error)}`);
  else if (status >= 400 && (wire as { statusCode?: number }).statusCode !== status) fail(`statusCode ${(wire as { statusCode?: number }).statusCode} differs from the HTTP status`);
  return found;
}

/** Express middleware (tests only): wraps `res.json` and the end of every answer, and records each
 *  answer that breaks the contract of the route that served it (`res.locals.restRoute`). */
export function contractCheck(ruleOf: (operation: string) => Rule | undefined) {
  return (_req: Request, res: Response, next: NextFunction) => {
    let checked = false;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      checked = true;
      const route = res.locals.restRoute as RestRoute | undefined;
      violations.push(...checkAnswer(route, route && ruleOf(route.operation), res.statusCode, body, true));
      return json(body);
    };
    res.on('finish', () => {
      const route = res.locals.restRoute as RestRoute | undefined;
      if (!checked && route) violations.push(...checkAnswer(route, ruleOf(route.operation), res.statusCode, undefined, false));
    });
    next();
  };
}
