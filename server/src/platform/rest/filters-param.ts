import { AppError, badInput, type FieldErrors } from '../errors.js';

/** A list route that takes SPEC.md's `filters` parameter (and what its names may also be called). */
export interface FiltersParam {
  /** Other names a spec client may use for a filter: alias -> the list's own name. */
  aliases?: Record<string, string>;
}

/** The list's own controls: parameters of their own, never inside `filters`. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'order', 'after', 'complete', 'format', 'operationId', 'filters']);

export const MAX_FILTERS_LENGTH = 2000;

export const FILTERS_PARAM_DESCRIPTION =
  "SPEC.md's form of the filters: name=value pairs joined by `&`, URL-encoded as one parameter (`filters=worker%3D1003%26type%3Ddach`); empty (`filters=`) is no filter. The names are the list's filter parameters, which may also be sent one by one; both ways together must agree";

/**
 * SPEC.md section 5: "Filters are sent as filter=value pairs joined by &", and section 7 lists them
 * as one `filters` parameter. Spreads the pairs among the query's own parameters, so the list's
 * schema checks them as it checks the separate ones; a refusal of a pair names it as
 * `filters.<name>`. Returns the query to parse and the names that came from `filters`.
 */
export function spreadFilters(query: Record<string, unknown>, spec: FiltersParam): { query: Record<string, unknown>; fromFilters: Map<string, string> } {
  const { filters, ...rest } = query;
  const fromFilters = new Map<string, string>();
  if (filters === undefined) return { query, fromFilters };
  if (typeof filters !== 'string') throw badInput('Invalid filters: give it once, as name=value pairs joined by &', { filters: 'must be one parameter: name=value pairs joined by & (URL-encoded)' });
  if (filters.length > MAX_FILTERS_LENGTH) throw badInput('Invalid filters: too long', { filters: `must be at most ${MAX_FILTERS_LENGTH} characters` });
  const fields: FieldErrors = {};
  for (const [given, value] of new URLSearchParams(filters)) {
    const name = spec.aliases?.[given] ?? given;
    const at = `filters.${given}`;
    if (!given) fields['filters'] = 'must be name=value pairs joined by &';
    else if (NOT_FILTERS.has(name)) fields[at] = `is not a filter (send ${name} as its own parameter)`;
    else if (fromFilters.has(name)) fields[at] = 'is given twice';
    else if (rest[name] !== undefined && rest[name] !== value) fields[at] = `differs from the parameter ${name}`;
    else {
      rest[name] = value;
      fromFilters.set(name, given);
    }
  }
  if (Object.keys(fields).length) throw badInput(`Invalid ${Object.keys(fields).join(', ')}: ${Object.values(fields)[0]}`, fields);
  return { query: rest, fromFilters };
}

/** The list's refusal of a pair that came from `filters`, named as the caller wrote it. */
export function renameFilterErrors(err: unknown, fromFilters: Map<string, string>): unknown {
  if (!(err instanceof AppError) || err.code !== 'BAD_USER_INPUT' || !err.fields || fromFilters.size === 0) return err;
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(err.fields)) {
    const given = fromFilters.get(key);
    fields[given !== undefined ? `filters.${given}` : key] = message;
  }
  return badInput(`Invalid ${Object.keys(fields).join(', ')}: ${Object.values(fields)[0]}`, fields);
}
