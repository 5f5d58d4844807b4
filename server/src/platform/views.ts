/** The building blocks of a view: the one declaration of a shape that a service returns, REST
 *  answers (its JSON form) and OpenAPI describes. A service's view type is
 *  `z.output<typeof XViewSchema>`; the route declares `response: XViewSchema`; in tests every JSON
 *  answer is parsed with it (platform/rest/contract.ts), so the two cannot drift. */
import { z } from 'zod';

/** A moment: a `Date` in the service, an ISO 8601 UTC string (`toISOString()`) on the wire. */
export const isoDateTime = () =>
  z.codec(z.iso.datetime({ message: 'must be an ISO 8601 UTC date-time' }), z.date(), {
    decode: (s) => new Date(s),
    encode: (d) => d.toISOString(),
  });

/** A view object: closed (strict), so an answer with an undeclared key fails the contract check
 *  and OpenAPI says `additionalProperties: false`. */
export const view = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);

/** A positive row id. */
export const rowId = () => z.number().int().positive();

/** A view filled from a row: every key of the view is read from the row under the same name,
 *  except those `computed` gives (renamed, counted or derived). The type asks `computed` for every
 *  key the row lacks, so a field added to the view and the entity needs no mapper edit. */
export function viewOf<S extends z.ZodObject, R extends object>(schema: S, row: R, computed: Omit<z.output<S>, keyof R> & Partial<z.output<S>>): z.output<S> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) out[key] = key in computed ? (computed as Record<string, unknown>)[key] : (row as Record<string, unknown>)[key];
  return out as z.output<S>;
}
