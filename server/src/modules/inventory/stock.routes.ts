import { defineRoute } from '../../platform/rest/route.js';
import { SetAvailabilitySchema, StockFileSchema, StockListQuerySchema } from './stock.input.js';
import type { StockService } from './stock.service.js';
import { SetAvailabilityResultSchema, StockListSchema } from './inventory.view.js';

/** How many not-found indexes the answer header carries (the file's second sheet has them all). */
const NOT_FOUND_HEADER_MAX = 50;

export function stockRoutes(stocks: StockService) {
  return [
    defineRoute({
      method: 'get',
      path: '/stocks',
      operation: 'stockList',
      tags: ['stocks'],
      summary:
        'Stock items: page, limit (1..100, default 10), filters index, name, ean, location (case- and accent-insensitive substring), availabilityCheck (true|false), sort (index, name, ean, location, quantity, unit, availabilityCheck, updatedAt) and order (ASC, otherwise DESC)',
      query: StockListQuerySchema,
      filters: {},
      response: StockListSchema,
      examples: {
        response: {
          data: [
            {
              id: 12,
              index: 'KAB-SZ-0001',
              name: 'Szyba hartowana 8 mm',
              ean: '5901234123457',
              location: 'A-01-02',
              quantity: 40,
              unit: 'szt',
              availabilityCheck: false,
              updatedAt: '2025-03-14T09:26:53.120Z',
              hasErrorChanges: false,
              hasPendingChange: false,
            },
          ],
          page: 1,
          limit: 10,
          totalPages: 1,
          count: 1,
        },
      },
      handle: (ctx, { query }) => stocks.list(ctx, query),
    }),
    defineRoute({
      method: 'post',
      path: '/stocks/set-availability-check',
      operation: 'stockSetAvailability',
      errors: { 404: 'Unknown ids (`missing` lists them)' },
      tags: ['stocks'],
      summary: 'Set ({ ids, availabilityCheck: true }) or clear the availability check of items; 404 names unknown ids',
      body: SetAvailabilitySchema,
      response: SetAvailabilityResultSchema,
      handle: (ctx, { body }) => stocks.setAvailability(ctx, body),
    }),
    defineRoute({
      method: 'post',
      path: '/stocks/file',
      operation: 'stockFile',
      tags: ['stocks'],
      summary:
        'An XLSX file of the items named by { indeksyKatalogowe: [...] } (index, name, EAN, location, quantity, unit). Headers X-Not-Found-Count and X-Not-Found (JSON list, percent-encoded, first 50); the file lists all of them on a second sheet. Optional operationId: progress on operationStatus.',
      body: StockFileSchema,
      produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      handle: async (ctx, { body }, { res }) => {
        const file = await stocks.file(ctx, body);
        res.status(200);
        res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
        res.setHeader('Content-Length', String(file.content.length));
        res.setHeader('X-Found-Count', String(file.found));
        res.setHeader('X-Not-Found-Count', String(file.notFound.length));
        res.setHeader('X-Not-Found', encodeURIComponent(JSON.stringify(file.notFound.slice(0, NOT_FOUND_HEADER_MAX))));
        res.setHeader('X-Message', encodeURIComponent(file.message));
        res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, X-Found-Count, X-Not-Found-Count, X-Not-Found, X-Message');
        res.end(file.content);
      },
    }),
  ];
}
