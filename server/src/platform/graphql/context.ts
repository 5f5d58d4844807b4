import type { RequestContext } from '../context.js';

export type GraphqlContext = RequestContext;
