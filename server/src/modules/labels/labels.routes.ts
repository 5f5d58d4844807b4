import { z } from 'zod';
import { OperationIdSchema } from '../../platform/params.js';
import { IdParamSchema } from '../../platform/params.js';
import { AppError } from '../../platform/errors.js';
import { defineRoute } from '../../platform/rest/route.js';
import { parseInput } from '../../platform/validation.js';
import { LabelListQuerySchema, LabelUpdateSchema, PreviewQuerySchema, QuickPrintManySchema, QuickPrintSchema } from './labels.input.js';
import type { LabelsService } from './labels.service.js';
import { LabelImportResultSchema, LabelListSchema, LabelPrintQueuedSchema, LabelViewSchema } from './labels.view.js';
import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_HEADER } from '../../platform/idempotency/idempotency.js';
import { streamUpload } from '../../platform/rest/upload.js';

const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export function labelRoutes(labels: LabelsService) {
  return [
    defineRoute({
      method: 'get',
      path: '/quick-print',
      operation: 'quickPrintList',
      tags: ['quick-print'],
      summary: 'Quick-print labels: page, limit, search (name, lines, EAN, code)',
      query: LabelListQuerySchema,
      response: LabelListSchema,
      handle: (ctx, { query }) => labels.list(ctx, query),
    }),
    defineRoute({
      method: 'post',
      path: '/quick-print/print',
      operation: 'quickPrintPrint',
      tags: ['quick-print'],
      summary: 'Print a label: { id, quantity, type: "normal", printer }; answers the queued job and its operationId at once (202)',
      headers: [IDEMPOTENCY_KEY_HEADER],
      body: QuickPrintSchema,
      response: LabelPrintQueuedSchema,
      successStatus: 202,
      errors: { 404: 'No such label or printer', ...IDEMPOTENCY_ERRORS, 409: `The printer is disabled (\`reason: PRINTER_DISABLED\`), or ${IDEMPOTENCY_ERRORS[409]}` },
      examples: {
        request: { id: 5, quantity: 3, type: 'normal', printer: 1 },
        response: { jobId: 89, operationId: 'print-89-8be1d0', status: 'QUEUED', message: 'Drukowanie w toku' },
      },
      handle: (ctx, { body }, { req }) => labels.print(ctx, body, req.get('idempotency-key')),
    }),
    defineRoute({
      method: 'post',
      path: '/quick-print/print-many',
      operation: 'quickPrintPrintMany',
      tags: ['quick-print'],
      summary: 'Print several labels at once: { ids, quantity, type: "normal", printer } -> ONE queued job whose document holds every label (ZPL formats one after another, a PDF page per label), each `quantity` times (202)',
      headers: [IDEMPOTENCY_KEY_HEADER],
      body: QuickPrintManySchema,
      response: LabelPrintQueuedSchema,
      successStatus: 202,
      errors: { 404: 'No such label (`ids` names them) or printer', ...IDEMPOTENCY_ERRORS, 409: `The printer is disabled (\`reason: PRINTER_DISABLED\`), or ${IDEMPOTENCY_ERRORS[409]}` },
      examples: {
        request: { ids: [5, 7, 9], quantity: 1, type: 'normal', printer: 1 },
        response: { jobId: 90, operationId: 'print-90-1c2d3e', status: 'QUEUED', message: 'Drukowanie w toku' },
      },
      handle: (ctx, { body }, { req }) => labels.printMany(ctx, body, req.get('idempotency-key')),
    }),
    defineRoute({
      method: 'post',
      path: '/quick-print/import',
      operation: 'quickPrintImport',
      errors: { 413: 'The file is larger than 5 MB, or has too many rows or cells', 422: 'Some rows are invalid (`rows` lists each: line, field, reason); nothing was imported' },
      tags: ['quick-print'],
      summary:
        'Import labels, all rows or none: JSON { data: [{ name, lines | line1..line6, ean, code, size, id? }], operationId? } or multipart with a CSV or XLSX `file` (header row: name;line1;line2;...;ean;code;size). 422 lists every bad row: { rows: [{ line, field, reason }] }',
      multipart: {
        fields: z.object({ operationId: OperationIdSchema.optional() }),
        file: { name: 'file', description: 'A CSV (semicolons, UTF-8) or XLSX file; header row name;line1;...;line6;ean;code;size', required: true },
      },
      // The same import as JSON: { data: [rows], operationId? }.
      openapi: {
        'x-json-alternative': { data: [{ name: 'Szyba 8 mm', lines: ['hartowana', '1000 x 500'], ean: '5901234123457', code: 'SZ8', size: 'small' }], operationId: 'import-2025-03-14' },
      },
      response: LabelImportResultSchema,
      handle: async (ctx, _input, { req, res }) => {
        if (req.is('multipart/form-data')) {
          const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB', { file: `must be at most ${MAX_IMPORT_BYTES} bytes` });
          const { value: file, fields } = await streamUpload(req, res, MAX_IMPORT_BYTES, tooLarge, (upload) => labels.readFile(upload));
          const opId = fields.operationId ? fields.operationId.slice(0, 64) : undefined;
          return labels.import(ctx, { kind: 'file', ...file }, opId);
        }
        const body = parseInput(z.object({ data: z.array(z.unknown(), { message: 'must be an array of rows' }), operationId: OperationIdSchema.optional() }), req.body ?? {});
        return labels.import(ctx, { kind: 'json', data: body.data }, body.operationId);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/quick-print/:id',
      operation: 'quickPrintLabelUpdate',
      tags: ['quick-print'],
      summary: 'Edit a label: any of { name, lines, ean, code, size }',
      params: IdParamSchema,
      body: LabelUpdateSchema,
      response: LabelViewSchema,
      errors: { 404: 'No such label' },
      handle: (ctx, { params, body }) => labels.update(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/quick-print/:id',
      operation: 'quickPrintLabelDelete',
      tags: ['quick-print'],
      summary: 'Delete a label (its print jobs keep its name)',
      params: IdParamSchema,
      response: LabelViewSchema,
      errors: { 404: 'No such label' },
      handle: (ctx, { params }) => labels.delete(ctx, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/quick-print/:id/preview',
      operation: 'quickPrintPreview',
      tags: ['quick-print'],
      summary: 'The label as SVG (?size=small|large)',
      params: IdParamSchema,
      query: PreviewQuerySchema,
      produces: 'image/svg+xml',
      handle: async (ctx, { params, query }, { res }) => {
        const svg = await labels.preview(ctx, params.id, query.size);
        res.status(200).setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(svg);
      },
    }),
  ];
}
