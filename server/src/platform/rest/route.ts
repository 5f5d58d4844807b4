import type { Request, Response } from 'express';
import type { z } from 'zod';

import type { RequestContext } from '../context.js';

type AnySchema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One REST path: which operation (policy) it serves, how its input parses, and a handler that
 *  calls a service. The same definition feeds the router, the OpenAPI document and the role matrix test. */
export interface RestRoute<P extends AnySchema | undefined = AnySchema | undefined, Q extends AnySchema | undefined = AnySchema | undefined, B extends AnySchema | undefined = AnySchema | undefined> {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** Express-style path under /api, e.g. `/users/:id`. */
  path: string;
  /** The operation (policy) it serves: declared in its module's manifest. */
  operation: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Shape of a JSON answer, for the OpenAPI document. */
  response?: AnySchema;
  /** Content type of a binary answer (the handler writes it itself). */
  produces?: string;
  /** Accepts multipart/form-data (the handler reads it). */
  multipart?: boolean;
  successStatus?: number;
  handle(
    ctx: RequestContext,
    input: { params: Out<P>; query: Out<Q>; body: Out<B> },
    http: { req: Request; res: Response },
  ): Promise<unknown>;
}

export function defineRoute<P extends AnySchema | undefined = undefined, Q extends AnySchema | undefined = undefined, B extends AnySchema | undefined = undefined>(
  route: RestRoute<P, Q, B>,
): RestRoute {
  return route as unknown as RestRoute;
}
