import type { z } from 'zod';
import { badInput, type FieldErrors } from './errors.js';

/** Parses adapter input with a zod schema; a failure becomes a 400 naming every invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    // An unknown key is reported under its own name, not its parent's.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of paths) {
      const key = [prefix, ...path.map(String)].filter(Boolean).join('.') || '_';
      fields[key] ??= issue.code === 'unrecognized_keys' ? 'is not a known field' : issue.message;
    }
  }
  const names = Object.keys(fields);
  throw badInput(`Invalid ${names.join(', ')}: ${Object.values(fields)[0]}`, fields);
}
