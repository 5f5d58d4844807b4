import {
  checkSchema,
  drillingSchemaSchema,
  toFieldIssues,
  type DrillingRules,
  type DrillingSchema,
  type DrillingViolation,
} from '../../../../domain/manufacturing/index.js';
import { AppError, badInput, type FieldErrors } from '../../platform/errors.js';
import { checkStrings } from '../../platform/validation.js';

/**
 * Parses a schema and checks it against the workshop's tempered-glass rules. Every problem is a
 * 400 whose `fields` are keyed by the domain's paths (`holes[1]`, `holes[1].diameter`,
 * `cutouts[0].cornerRadius`, `thicknessMin`), Polish messages that name the hole
 * ("Otwór H2 za blisko narożnika: 40 mm < 52 mm"), and `violations` (code, path, elementId,
 * measured, limit, key, values) for a client that renders them in its own language.
 * `prefix` (GraphQL: `input`) goes before every field name.
 */
export function validateDrillingSchema(value: unknown, rules: DrillingRules, prefix = ''): DrillingSchema {
  const name = (path: string) => (prefix ? `${prefix}.${path}` : path);
  const unsafe = checkStrings(value);
  if (unsafe) {
    const fields = Object.fromEntries(Object.entries(unsafe).map(([k, v]) => [name(k), v]));
    throw badInput(`Invalid ${Object.keys(fields).join(', ')}: ${Object.values(fields)[0]}`, fields);
  }
  const parsed = drillingSchemaSchema.safeParse(value);
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of toFieldIssues(parsed.error.issues, 'pl')) fields[name(issue.path || '_')] ??= issue.message;
    throw badInput(`Niepoprawny schemat: ${Object.values(fields)[0]}`, fields);
  }
  const violations = checkSchema(parsed.data, parsed.data.thicknessMax, rules);
  if (violations.length) throw violationsError(violations, prefix);
  return parsed.data;
}

function violationsError(violations: DrillingViolation[], prefix = '') {
  const fields: FieldErrors = {};
  for (const v of violations) {
    const key = prefix ? `${prefix}.${v.path}` : v.path;
    fields[key] = fields[key] ? `${fields[key]}; ${v.message}` : v.message;
  }
  return new AppError('BAD_USER_INPUT', violations.map((v) => v.message).join('; '), fields, {
    violations: violations.map(({ code, path, elementId, otherId, measured, limit, key, values, message }) => ({ code, path, elementId, otherId, measured, limit, key, values, message })),
  });
}
