import type { Request, Response } from 'express';
import type { z } from 'zod';

import type { RequestContext } from '../context.js';
import type { FiltersParam } from './filters-param.js';

type AnySchema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Error statuses a route may answer besides the ones every route of its kind gets (400 when it
 *  parses input, 401/403 when it is not public, 404 when its path has an id, 500). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** A request header the route reads (Authorization is the security scheme, not listed here). */
export interface RouteHeader {
  name: string;
  description: string;
  required?: boolean;
  /** The header's value, e.g. a zod string with its limits. */
  schema?: AnySchema;
}

/** A multipart body: its text fields (zod, as the service parses them) and its file part. */
interface MultipartBody {
  fields: AnySchema;
  file: { name: string; description: string; required: boolean; contentType?: string };
}

/** One REST path: which operation (policy) it serves, how its input parses, and a handler that
 *  calls a service. The same definition feeds the router, the OpenAPI document, the contract
 *  check of every answer in tests and the role matrix test. */
export interface RestRoute<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema | undefined = AnySchema | undefined,
> {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** Express-style path under /api, e.g. `/users/:id`. */
  path: string;
  /** The operation (policy) it serves: declared in its module's manifest. */
  operation: string;
  summary: string;
  /** A longer explanation (OpenAPI `description`). */
  description?: string;
  tags: string[];
  params?: P;
  query?: Q;
  /** A list that also takes SPEC.md's `filters` parameter (name=value pairs in one parameter). */
  filters?: FiltersParam;
  body?: B;
  /** The JSON answer: the same schema the service's view type is the output of (a strict object),
   *  so OpenAPI, the contract check and the service cannot disagree. */
  response?: R;
  /** Content type of a binary answer (the handler writes it itself). */
  produces?: string;
  /** Accepts multipart/form-data (the handler reads it): `true`, or its fields and file part. */
  multipart?: boolean | MultipartBody;
  successStatus?: number;
  /** Request headers the route reads. */
  headers?: RouteHeader[];
  /** Headers of the success answer: name -> description. */
  responseHeaders?: Record<string, string>;
  /** Further error answers with what causes them. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** An example request (JSON body, or the multipart fields) and the answer to it. */
  examples?: { request?: unknown; response?: unknown };
  /** Anything else for the OpenAPI operation object (merged last). */
  openapi?: Record<string, unknown>;
  handle(
    ctx: RequestContext,
    input: { params: Out<P>; query: Out<Q>; body: Out<B> },
    http: { req: Request; res: Response },
  ): Promise<R extends z.ZodType ? z.output<R> | void : unknown>;
}

export function defineRoute<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema | undefined = undefined,
>(route: RestRoute<P, Q, B, R>): RestRoute {
  return route as unknown as RestRoute;
}
