import { z } from 'zod';
import { limitParam, orderParam, pageParam, sortParam } from '../../platform/pagination.js';
import { MAX_SCHEMA_CODE_LENGTH, schemaTypeSchema } from '../../../../domain/manufacturing/index.js';

/** SPEC 3: the manufacturing slice's default page size is 24 (a card grid: 2, 3, 4 or 6 across). */
const SCHEMA_DEFAULT_LIMIT = 24;
const SCHEMA_SORT_COLUMNS = ['name', 'code', 'thicknessMax', 'updatedAt', 'id'] as const;

const NUMBER_MESSAGES = { type: 'must be a number', int: 'must be a whole number', min: 'must be at least 1' };

/** GET /api/schema?type=drilling: an unknown type is a 400 naming `type`. `archived`: false
 *  (default, the usable ones), true (only archived), all. */
export const SchemaListQuerySchema = z.object({
  type: schemaTypeSchema.default('drilling'),
  page: pageParam({ max: 1_000_000, messages: { ...NUMBER_MESSAGES, max: 'is too large' } }),
  limit: limitParam(SCHEMA_DEFAULT_LIMIT, { ...NUMBER_MESSAGES, max: 'must be at most 100' }),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional().transform((v) => v || undefined),
  sort: sortParam(SCHEMA_SORT_COLUMNS, 'name'),
  order: orderParam('ASC'),
  archived: z.enum(['false', 'true', 'all'], { message: 'must be false, true or all' }).default('false'),
});
export type SchemaListQuery = z.output<typeof SchemaListQuerySchema>;

export const DrawingQuerySchema = z.object({
  detail: z.enum(['full', 'thumbnail'], { message: 'must be full or thumbnail' }).default('full'),
  lang: z.enum(['pl', 'en'], { message: 'must be pl or en' }).default('pl'),
});

export { MAX_SCHEMA_CODE_LENGTH };
