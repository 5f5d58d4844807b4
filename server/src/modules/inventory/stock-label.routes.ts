import { z } from 'zod';
import { IdParamSchema } from '../../platform/params.js';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_HEADER } from '../../platform/idempotency/idempotency.js';
import { defineRoute } from '../../platform/rest/route.js';
import { PrintQueuedSchema } from '../printing/index.js';

import { StockPreviewQuerySchema, StockPrintSchema } from './stock-label.input.js';
import type { StockLabelService } from './stock-label.service.js';

export function stockLabelRoutes(labels: StockLabelService) {
  return [
    defineRoute({
      method: 'post',
      path: '/stocks/print',
      operation: 'stocksPrint',
      tags: ['stocks'],
      summary: 'Print a stock label: { id, quantity, printer, documentSize: small (50x30 mm) | large (100x150 mm) | a4 }; answers the queued job at once (202)',
      headers: [IDEMPOTENCY_KEY_HEADER],
      body: StockPrintSchema,
      response: PrintQueuedSchema.extend({ message: z.string().describe('What to show while the label prints') }),
      successStatus: 202,
      errors: { 404: 'No such stock item or printer', ...IDEMPOTENCY_ERRORS, 409: `The printer is disabled (\`reason: PRINTER_DISABLED\`), or ${IDEMPOTENCY_ERRORS[409]}` },
      examples: {
        request: { id: 12, quantity: 2, printer: 1, documentSize: 'small' },
        response: { jobId: 88, operationId: 'print-88-3f2a9c', status: 'QUEUED', message: 'Drukowanie w toku' },
      },
      handle: (ctx, { body }, { req }) => labels.printStock(ctx, body, req.get('idempotency-key')),
    }),
    defineRoute({
      method: 'get',
      path: '/stocks/:id/label-preview',
      operation: 'stocksPrint',
      tags: ['stocks'],
      summary: 'The stock label as SVG (?documentSize=small|large|a4)',
      params: IdParamSchema,
      query: StockPreviewQuerySchema,
      produces: 'image/svg+xml',
      handle: async (ctx, { params, query }, { res }) => {
        const svg = await labels.stockPreview(ctx, params.id, query.documentSize);
        res.status(200).setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(svg);
      },
    }),
  ];
}
