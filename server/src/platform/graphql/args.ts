/** GraphQL hands an optional argument or input field that was not sent as null (or leaves it
 *  undefined); the zod schemas want it absent. This is the one conversion every resolver uses:
 *  nulls and undefined are dropped at every depth (list items are kept as sent).
 *  `keepTopNulls`: for edits, where a top-level null clears a field on purpose. */
export function stripNulls<T extends object>(value: T, options: { keepTopNulls?: boolean } = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined && (v !== null || options.keepTopNulls))
      .map(([k, v]) => [k, deep(v)]),
  );
}

function deep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item !== null && typeof item === 'object' ? deep(item) : item));
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  return stripNulls(value);
}

/** For edits: keeps explicit nulls (a field cleared on purpose), drops what was not sent. */
export const withoutUndefined = (value: object) => stripNulls(value, { keepTopNulls: true });
