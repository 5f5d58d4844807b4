import { Extensions } from 'type-graphql';
import type { OperationName } from '../authorization/policies.js';

/** Declares which policy (authorization/policies.ts) guards a root field. Read before execution
 *  by enforce-policies.ts for HTTP and WebSocket alike. */
export const Allow = (operation: OperationName) => Extensions({ policy: operation });
