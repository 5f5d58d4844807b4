import type { z } from 'zod';
import { badInput, type FieldErrors } from './errors.js';

/** Parses adapter input with a zod schema; a failure becomes a 400 naming every invalid field.
 *  Every string in the input is checked first (checkStrings): control characters and oversized
 *  text never reach a service or the database. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.infer<S> {
  const unsafe = checkStrings(value, prefix);
  if (unsafe) throw badInput(`Invalid ${Object.keys(unsafe).join(', ')}: ${Object.values(unsafe)[0]}`, unsafe);
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

/** The longest string any input field may carry (free text included); fields with a shorter
 *  rule keep theirs. README "Limits". */
export const MAX_STRING_LENGTH = 10_000;

/** C0 control characters except TAB, LF and CR (multi-line text: label lines, notes, reasons),
 *  DEL, and UTF-16 surrogates that are not part of a pair (no database stores them). */
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string of an input (object keys included), walked without recursion: the fields that
 *  hold a control character or are longer than MAX_STRING_LENGTH, or nothing when all are fine. */
export function checkStrings(value: unknown, prefix = ''): FieldErrors | undefined {
  let fields: FieldErrors | undefined;
  const report = (path: string, reason: string) => {
    fields ??= {};
    fields[path || '_'] ??= reason;
  };
  const reasonOf = (s: string) =>
    s.length > MAX_STRING_LENGTH ? `must be at most ${MAX_STRING_LENGTH} characters`
    : FORBIDDEN_CHARACTERS.test(s) ? 'must not contain control characters'
    : undefined;
  const stack: Array<[unknown, string]> = [[value, prefix]];
  let visited = 0;
  while (stack.length && visited++ < 1_000_000) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const reason = reasonOf(v);
      if (reason) report(path, reason);
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, path ? `${path}.${i}` : String(i)]));
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        const name = k.replace(new RegExp(FORBIDDEN_CHARACTERS.source, 'g'), '?').slice(0, 100);
        const at = path ? `${path}.${name}` : name;
        const reason = reasonOf(k);
        if (reason) report(at, `name ${reason}`);
        stack.push([x, at]);
      }
    }
  }
  return fields;
}
