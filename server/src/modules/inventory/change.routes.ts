import { z } from 'zod';
import { IdParamSchema } from '../../platform/params.js';
import { defineRoute } from '../../platform/rest/route.js';
import { ChangeCreateSchema, ChangeListQuerySchema, ChangeRetrySchema } from './change.input.js';
import { ChangeResultSchema, ChangeViewSchema } from './inventory.view.js';
import type { ChangeService } from './change.service.js';

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
      errors: {
        404: 'No stock item has this reference',
        409: 'The old values no longer hold (`reason: STALE`, `current` has the values now) or a change of the item waits for the ERP (`reason: PENDING_CHANGE`)',
        422: 'The new value equals the old one: nothing to change',
      },
      examples: {
        request: { type: 'stock', reference: 'KAB-SZ-0001', data: { stary_stan: 40, nowy_stan: 35, powod_zmiany: 'Inwentaryzacja' }, operationId: '7d4f1c1e-5b0a-4c1e-9a53-0b6a8f1d2c11' },
        response: {
          id: 301,
          type: 'stock',
          reference: 'KAB-SZ-0001',
          stockItemId: 12,
          data: { stary_stan: 40, nowy_stan: 35, powod_zmiany: 'Inwentaryzacja' },
          status: 'SUCCESS',
          errorMessage: null,
          attempt: 1,
          createdById: 3,
          createdByName: 'Anna Biuro',
          numer_pracownika: 1003,
          createdAt: '2025-03-14T09:30:00.000Z',
          updatedAt: '2025-03-14T09:30:00.000Z',
          appliedAt: '2025-03-14T09:30:00.000Z',
          operationId: '7d4f1c1e-5b0a-4c1e-9a53-0b6a8f1d2c11',
          message: 'Stan zmieniono pomyślnie',
        },
      },
      handle: (ctx, { body }) => changes.create(ctx, body),
    }),
    defineRoute({
      method: 'get',
      path: '/changes',
      operation: 'changeList',
      tags: ['changes'],
      summary: 'Changes by reference and status (e.g. ?reference=KAB-SZ-0001&status=ERROR), newest first, at most 500',
      query: ChangeListQuerySchema,
      response: z.array(ChangeViewSchema),
      handle: (ctx, { query }) => changes.list(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: '/changes/:id',
      operation: 'changeGet',
      tags: ['changes'],
      summary: 'One change with its status and the ERP message',
      params: IdParamSchema,
      response: ChangeViewSchema,
      handle: (ctx, { params }) => changes.get(ctx, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/changes/:id',
      operation: 'changeRetry',
      errors: { 409: 'The change is PENDING or already SUCCESS, or the item moved meanwhile (`STALE`)', 422: 'The corrected value equals the old one' },
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
      errors: { 409: 'A change that succeeded (`SUCCEEDED`) or waits for the ERP (`PENDING`) cannot be dismissed' },
      tags: ['changes'],
      summary: 'Dismiss a change that did not succeed; a SUCCESS change cannot be deleted (409)',
      params: IdParamSchema,
      response: ChangeViewSchema,
      handle: (ctx, { params }) => changes.remove(ctx, params.id),
    }),
  ];
}
