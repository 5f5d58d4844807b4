import { Extensions } from 'type-graphql';

/** Declares which operation (a module manifest's `policies`) guards a root field. Read before
 *  execution by enforce-policies.ts for HTTP and WebSocket alike. */
export const Allow = (operation: string) => Extensions({ policy: operation });
