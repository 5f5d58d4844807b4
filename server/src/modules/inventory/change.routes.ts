import { z } from 'zod';
import { IdParamSchema } from '../../platform/params.js';
import { defineRoute } from '../../platform/rest/route.js';
import { ChangeCreateSchema, ChangeListQuerySchema, ChangeRetrySchema } from './change.input.js';
import type { ChangeService } from './change.service.js';

const ChangeSchema = z.object({
  id: z.number().int(),
  type: z.enum(['location', 'stock']),
  reference: z.string(),
  stockItemId: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  status: z.enum(['PENDING', 'SUCCESS', 'ERROR']),
  errorMessage: z.string().nullable(),
  attempt: z.number().int(),
  createdByName: z.string().nullable(),
  numer_pracownika: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  appliedAt: z.string().nullable(),
});
const ChangeResultSchema = ChangeSchema.extend({ operationId: z.string(), message: z.string() });

export function changeRoutes(changes: ChangeService) {
  return [
    defineRoute({
      method: 'post',
      path: '/changes',
      operation: 'changeCreate',
      tags: ['changes'],
      summary:
        'Change a location ({ type: "location", reference, data: { stara_lokalizacja, nowa_lokalizacja } }) or stock level ({ type: "stock", reference, data: { stary_stan, nowy_stan, powod_zmiany } }). The old values are a guard: 409 with the current values when the item moved meanwhile.',
      body: ChangeCreateSchema,
      response: ChangeResultSchema,
      successStatus: 201,
      handle: (ctx, { body }) => changes.create(ctx, body),
    }),
    defineRoute({
      method: 'get',
      path: '/changes',
      operation: 'changeList',
      tags: ['changes'],
      summary: 'Changes by reference and status (e.g. ?reference=KAB-SZ-0001&status=ERROR), newest first, at most 500',
      query: ChangeListQuerySchema,
      response: z.array(ChangeSchema),
      handle: (ctx, { query }) => changes.list(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: '/changes/:id',
      operation: 'changeGet',
      tags: ['changes'],
      summary: 'One change with its status and the ERP message',
      params: IdParamSchema,
      response: ChangeSchema,
      handle: (ctx, { params }) => changes.get(ctx, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/changes/:id',
      operation: 'changeRetry',
      tags: ['changes'],
      summary: 'Retry an ERROR change ({} or { data: corrected data }); 409 for PENDING or SUCCESS changes',
      params: IdParamSchema,
      body: ChangeRetrySchema,
      response: ChangeResultSchema,
      handle: (ctx, { params, body }) => changes.retry(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/changes/:id',
      operation: 'changeDelete',
      tags: ['changes'],
      summary: 'Dismiss a change that did not succeed; a SUCCESS change cannot be deleted (409)',
      params: IdParamSchema,
      response: ChangeSchema,
      handle: (ctx, { params }) => changes.remove(ctx, params.id),
    }),
  ];
}
