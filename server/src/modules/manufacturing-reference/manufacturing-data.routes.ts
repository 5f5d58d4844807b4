import { ManufacturingDataDeleteResultSchema, ManufacturingDataImportResultSchema, ManufacturingDataListSchema, ManufacturingDataViewSchema } from './manufacturing-reference.view.js';
import { AppError, badInput } from '../../platform/errors.js';
import { IdParamSchema } from '../../platform/params.js';
import { defineRoute } from '../../platform/rest/route.js';
import { streamUpload } from '../../platform/rest/upload.js';
import { ExportQuerySchema, ManufacturingDataCreateSchema, ManufacturingDataListQuerySchema, ManufacturingDataUpdateSchema } from './manufacturing-data.input.js';
import type { ManufacturingDataService } from './manufacturing-data.service.js';
import { TRANSFER_COLUMNS, type ManufacturingDataTransfer } from './manufacturing-data.transfer.js';

const MAX_IMPORT_BYTES = 5 * 1024 * 1024;


/** Dane produkcyjne (SPEC.md section 7), all role 4. */
export function manufacturingDataRoutes(service: ManufacturingDataService, transfer: ManufacturingDataTransfer) {
  return [
    defineRoute({
      method: 'get',
      path: '/manufacturing-data/data',
      operation: 'manufacturingDataList',
      tags: ['manufacturing-data'],
      summary: 'Manufacturing data rows: page, limit (default 10, max 100), search (index and name, case- and accent-insensitive), sort, order (ASC | DESC), active',
      query: ManufacturingDataListQuerySchema,
      response: ManufacturingDataListSchema,
      handle: (ctx, { query }) => service.list(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: '/manufacturing-data/export',
      operation: 'manufacturingDataExport',
      tags: ['manufacturing-data'],
      summary: `The whole table as ?format=xlsx (default) or csv (UTF-8, ";"): columns ${TRANSFER_COLUMNS.map((c) => c.header).join(', ')}; the import reads it back`,
      query: ExportQuerySchema,
      produces: 'application/octet-stream',
      handle: async (ctx, { query }, { res }) => {
        const file = await transfer.export(ctx, query.format);
        res.status(200).setHeader('Content-Type', file.contentType);
        res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(file.body);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/manufacturing-data/import',
      errors: { 413: 'The file is too large, or has too many rows or cells', 422: 'Some rows are invalid (`rows` lists each: line, field, reason); nothing was imported' },
      operation: 'manufacturingDataImport',
      tags: ['manufacturing-data'],
      summary:
        'Import the table from a CSV or XLSX `file` (multipart; the export\'s columns, first row the header), all rows or none: new indexes are created, existing ones updated, rows missing from the file stay. `dryRun=true` only validates. 422 lists every bad row: { rows: [{ line, field, reason }] }',
      multipart: true,
      response: ManufacturingDataImportResultSchema,
      handle: async (ctx, _input, { req, res }) => {
        if (!req.is('multipart/form-data')) throw badInput('Send the file as multipart/form-data', { file: 'is required (multipart field "file")' });
        const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB', { file: `must be at most ${MAX_IMPORT_BYTES} bytes` });
        const { value: file, fields } = await streamUpload(req, res, MAX_IMPORT_BYTES, tooLarge, (upload) => transfer.readFile(upload));
        const dryRun = String(fields.dryRun ?? '').toLowerCase() === 'true';
        return transfer.import(ctx, file, dryRun);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/manufacturing-data/:id',
      operation: 'manufacturingDataGet',
      tags: ['manufacturing-data'],
      summary: 'One manufacturing data row',
      params: IdParamSchema,
      response: ManufacturingDataViewSchema,
      handle: (ctx, { params }) => service.get(ctx, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/manufacturing-data',
      errors: { 409: 'The index is taken (`fields.index`)' },
      operation: 'manufacturingDataCreate',
      tags: ['manufacturing-data'],
      summary: 'Create a row; weightKg null or absent: computed from the glass (m² x t x 2.5 kg). 409 naming `index` when the index has a row',
      body: ManufacturingDataCreateSchema,
      response: ManufacturingDataViewSchema,
      successStatus: 201,
      handle: (ctx, { body }) => service.create(ctx, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/manufacturing-data/:id',
      errors: { 404: 'No such row', 409: 'The index is taken (`fields.index`)' },
      operation: 'manufacturingDataUpdate',
      tags: ['manufacturing-data'],
      summary: 'Change the given fields; weightKg null goes back to the computed weight',
      params: IdParamSchema,
      body: ManufacturingDataUpdateSchema,
      response: ManufacturingDataViewSchema,
      handle: (ctx, { params, body }) => service.update(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/manufacturing-data/:id',
      operation: 'manufacturingDataDelete',
      tags: ['manufacturing-data'],
      summary: 'Delete a row; one still used by manufacturing records is deactivated instead: { deleted, deactivated, references, message }',
      params: IdParamSchema,
      response: ManufacturingDataDeleteResultSchema,
      handle: (ctx, { params }) => service.delete(ctx, params.id),
    }),
  ];
}
