import { z } from 'zod';
import { doc } from '../../platform/graphql/from-zod.js';
import { OperationIdSchema } from '../../platform/params.js';
import { limitParam, pageParam } from '../../platform/pagination.js';

/** The columns a list may sort by (the whitelist: nothing else reaches SQL), mapped to entity properties. */
export const STOCK_SORT_COLUMNS = {
  index: 'catalogueIndex',
  name: 'name',
  ean: 'ean',
  location: 'location',
  quantity: 'quantity',
  unit: 'unit',
  availabilityCheck: 'availabilityCheck',
  updatedAt: 'updatedAt',
} as const;
export type StockSortColumn = keyof typeof STOCK_SORT_COLUMNS;
const SORT_NAMES = Object.keys(STOCK_SORT_COLUMNS) as [StockSortColumn, ...StockSortColumn[]];

export const STOCK_FILTERS = ['index', 'name', 'ean', 'location', 'availabilityCheck'] as const;
const KNOWN_PARAMS = new Set<string>(['page', 'limit', 'sort', 'order', ...STOCK_FILTERS]);

const NUMBER_MESSAGES = { type: 'must be a whole number', int: 'must be a whole number', min: 'must be 1 or more' };

const filterText = z.string().trim().max(255, 'must be at most 255 characters').optional();

/** GET /api/stocks: page, limit (1..100, default 10), filters as name=value pairs, sort + order
 *  (SPEC.md section 5: ASC, anything else DESC). An unknown parameter is a 400 naming it. */
export const StockListQuerySchema = z
  .looseObject({
    page: pageParam({ max: 10_000_000, messages: NUMBER_MESSAGES }),
    limit: limitParam(10, { ...NUMBER_MESSAGES, max: 'must be at most 100' }),
    sort: z.enum(SORT_NAMES, { message: `must be one of ${SORT_NAMES.join(', ')}` }).optional(),
    order: z.string().max(10).optional(),
    index: filterText,
    name: filterText,
    ean: filterText,
    location: filterText,
    availabilityCheck: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  })
  .superRefine((v, ctx) => {
    for (const key of Object.keys(v)) {
      if (!KNOWN_PARAMS.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: `is not a known filter (use ${STOCK_FILTERS.join(', ')})` });
    }
  })
  .transform((v) => ({
    page: v.page,
    limit: v.limit,
    sort: v.sort ?? ('index' as StockSortColumn),
    // No sort given: catalogue order. A sort given: ASC only when asked for, otherwise DESC.
    order: (v.sort === undefined && v.order === undefined ? 'ASC' : v.order?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC') as 'ASC' | 'DESC',
    filters: {
      index: v.index || undefined,
      name: v.name || undefined,
      ean: v.ean || undefined,
      location: v.location || undefined,
      availabilityCheck: v.availabilityCheck === undefined ? undefined : v.availabilityCheck === 'true',
    },
  }));
export type StockListQuery = z.output<typeof StockListQuerySchema>;

export const SetAvailabilitySchema = z.strictObject({
  ids: doc(z.array(z.number().int().positive(), { message: 'must be a list of stock item ids' }).min(1, 'name at least one item').max(1000, 'at most 1000 items at once'), 'The stock items'),
  availabilityCheck: doc(z.boolean({ message: 'must be true or false' }), 'true marks them for an availability check, false clears it'),
});
export type SetAvailabilityInput = z.output<typeof SetAvailabilitySchema>;

export const StockFileSchema = z.strictObject({
  indeksyKatalogowe: z
    .array(z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'), { message: 'must be a list of catalogue indexes' })
    .min(1, 'name at least one catalogue index')
    .max(10_000, 'at most 10000 indexes at once'),
  /** Optional: an operation id the caller subscribed to (operationStatus) before asking. */
  operationId: OperationIdSchema.optional(),
});
export type StockFileInput = z.output<typeof StockFileSchema>;

/** The location suggestions: part of a location, at most 50. */
export const StockLocationQuerySchema = z.strictObject({
  search: z.string().trim().max(32, 'must be at most 32 characters').optional(),
  limit: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(50, 'must be at most 50').default(20),
});
export type StockLocationQuery = z.output<typeof StockLocationQuerySchema>;
