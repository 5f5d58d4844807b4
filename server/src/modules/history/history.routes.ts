import { IdParamSchema } from '../../platform/params.js';
import { defineRoute } from '../../platform/rest/route.js';
import { HistoryExportQuerySchema, HistoryListQuerySchema } from './history.input.js';
import type { HistoryService } from './history.service.js';
import { HistoryEntryViewSchema, HistoryListSchema } from './history.view.js';
import { httpExportSink } from '../../platform/export/table-export.js';

const FILTERS_DOC = 'filters reference (any part of it), entityType, action, user (numer_pracownika or part of the name), dateFrom and dateTo (YYYY-MM-DD, Europe/Warsaw days, inclusive)';

export function historyRoutes(history: HistoryService) {
  return [
    defineRoute({
      method: 'get',
      path: '/history',
      operation: 'historyList',
      tags: ['history'],
      summary: `The history, newest first: page, limit (1..100, default 25), ${FILTERS_DOC}`,
      query: HistoryListQuerySchema,
      filters: {},
      response: HistoryListSchema,
      handle: (ctx, { query }) => history.list(ctx, query),
    }),
    // Before /history/:id, which would otherwise take "export" for an id.
    defineRoute({
      method: 'get',
      path: '/history/export',
      operation: 'historyExport',
      tags: ['history'],
      summary: `A streamed file of the filtered entries, newest first: format csv (default; UTF-8 with BOM, semicolons) or xlsx; ${FILTERS_DOC}. X-Total-Count tells how many rows follow; optional operationId reports progress on operationStatus.`,
      query: HistoryExportQuerySchema,
      produces: 'text/csv',
      handle: async (ctx, { query }, { res }) => {
        await history.exportTo(ctx, query, httpExportSink(res));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/history/:id',
      operation: 'historyGet',
      tags: ['history'],
      summary: 'One history entry with its before/after',
      params: IdParamSchema,
      response: HistoryEntryViewSchema,
      handle: (ctx, { params }) => history.get(ctx, params.id),
    }),
  ];
}
