/** GraphQL sends null for omitted optional arguments; the zod schemas expect them absent. */
export function stripNulls<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

/** For edits: keeps explicit nulls (a field cleared on purpose), drops what was not sent. */
export function withoutUndefined(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
