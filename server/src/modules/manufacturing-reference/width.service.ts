import { computeWidthSpec, manufacturingTypeSchema, toFieldIssues, widthSpecInputSchema, widthSpecInputSchemaFor, type WidthSpec } from '../../../../domain/manufacturing/index.js';
import { badInput } from '../../platform/errors.js';

/**
 * The width calculation (SPEC.md section 9): the shared domain function, so the screen's live
 * figure and the server's agree. A type makes its required lists required. Bad input is a 400
 * whose fields are keyed by their path (`fixedDim[1].value`), the paths the records will use.
 */
export function calculateWidth(body: Record<string, unknown>): WidthSpec {
  const { type: rawType, ...spec } = body;
  let schema = widthSpecInputSchema();
  if (rawType !== undefined) {
    const type = manufacturingTypeSchema.safeParse(rawType);
    if (!type.success) throw badInput('type is not a manufacturing type', { type: type.error.issues[0]?.message ?? 'unknown type' });
    schema = widthSpecInputSchemaFor(type.data);
  }
  const parsed = schema.safeParse(spec);
  if (!parsed.success) {
    throw badInput('The width specification is not valid', Object.fromEntries(toFieldIssues(parsed.error.issues).map((i) => [i.path || 'body', i.message])));
  }
  return computeWidthSpec(parsed.data);
}
