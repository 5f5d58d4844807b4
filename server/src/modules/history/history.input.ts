import { z } from 'zod';
import { OperationIdSchema } from '../../platform/params.js';
import { limitParam, pageParam } from '../../platform/pagination.js';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'is not a real calendar date');

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

const FILTERS = ['reference', 'entityType', 'action', 'user', 'dateFrom', 'dateTo'] as const;

const filterShape = {
  reference: text(128),
  entityType: text(40),
  action: text(40),
  user: text(201),
  dateFrom: day.optional(),
  dateTo: day.optional(),
};

function rejectUnknown(allowed: Set<string>) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const key of Object.keys(v)) {
      if (!allowed.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: `is not a known filter (use ${FILTERS.join(', ')})` });
    }
    if (typeof v.dateFrom === 'string' && typeof v.dateTo === 'string' && v.dateFrom > v.dateTo) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'must not be before dateFrom' });
    }
  };
}

const cleanFilters = (v: Record<string, unknown>): HistoryFilters => ({
  reference: (v.reference as string) || undefined,
  entityType: (v.entityType as string) || undefined,
  action: (v.action as string) || undefined,
  user: (v.user as string) || undefined,
  dateFrom: (v.dateFrom as string) || undefined,
  dateTo: (v.dateTo as string) || undefined,
});

export interface HistoryFilters {
  reference?: string;
  entityType?: string;
  action?: string;
  user?: string;
  /** Warsaw calendar days, inclusive. */
  dateFrom?: string;
  dateTo?: string;
}

/** Where a page starts: the (createdAt, id) of the last row of the page before. */
export interface Cursor {
  createdAt: Date;
  id: number;
}

/** "<createdAt ms>.<id>" of the last row of a page: `after` for the next one. */
export function encodeCursor(k: Cursor): string {
  return `${k.createdAt.getTime()}.${k.id}`;
}

const cursorParam = z
  .string()
  .regex(/^\d{1,15}\.\d{1,15}$/, 'must be the nextCursor of a page')
  .transform((v): Cursor => {
    const [ms, id] = v.split('.').map(Number);
    return { createdAt: new Date(ms), id };
  })
  .optional();

const NUMBER_MESSAGES = { type: 'must be a whole number', int: 'must be a whole number', min: 'must be 1 or more' };

/** GET /api/history: page, limit (1..100, default 25) and filters; newest first. `after` (optional,
 *  a page's nextCursor) starts the page after that row instead of skipping (page - 1) * limit rows. */
export const HistoryListQuerySchema = z
  .looseObject({
    page: pageParam({ max: 10_000_000, messages: NUMBER_MESSAGES }),
    limit: limitParam(25, { ...NUMBER_MESSAGES, max: 'must be at most 100' }),
    after: cursorParam,
    ...filterShape,
  })
  .superRefine(rejectUnknown(new Set(['page', 'limit', 'after', ...FILTERS])))
  .transform((v) => ({ page: v.page, limit: v.limit, after: v.after, filters: cleanFilters(v) }));
export type HistoryListQuery = z.output<typeof HistoryListQuerySchema>;

/** GET /api/history/export: the same filters, format csv (default) or xlsx, optional operationId. */
export const HistoryExportQuerySchema = z
  .looseObject({
    ...filterShape,
    format: z.enum(['csv', 'xlsx'], { message: 'must be csv or xlsx' }).default('csv'),
    operationId: OperationIdSchema.optional(),
  })
  .superRefine(rejectUnknown(new Set(['format', 'operationId', ...FILTERS])))
  .transform((v) => ({ format: v.format, operationId: v.operationId, filters: cleanFilters(v) }));
export type HistoryExportQuery = z.output<typeof HistoryExportQuerySchema>;

