import { z } from 'zod';
import { httpExportSink } from '../../platform/export/table-export.js';
import { IdParamSchema } from '../../platform/params.js';
import { defineRoute, type RouteHeader } from '../../platform/rest/route.js';
import {
  StandardActionSchema,
  StandardCreateSchema,
  StandardErrorLogsExportSchema,
  StandardErrorLogsSchema,
  StandardLabelDeleteSchema,
  StandardListQuerySchema,
  StandardPreviewQuerySchema,
  StandardPrintSchema,
  StandardProductQuerySchema,
  StandardUpdateSchema,
} from './standard-manufacturing.input.js';
import type { StandardServices } from './standard.services.js';
import {
  StandardCheckResultSchema,
  StandardEntryListSchema,
  StandardEntryViewSchema,
  StandardErrorLogListSchema,
  StandardLabelDeleteResultSchema,
  StandardPersistResultSchema,
  StandardPrintResultSchema,
  StandardProductListSchema,
} from './standard-manufacturing.view.js';

/** Beside the custom paths, in their shape (SPEC.md section 7: the id of an action in the body). */
const STANDARD_BASE = '/manufacturing/standard-manufacturing';
const tags = ['manufacturing-standard'];
/** As the custom station actions: optional, once per key. */
const IDEMPOTENCY: RouteHeader[] = [
  {
    name: 'Idempotency-Key',
    description: 'Optional: a unique value per station action; a repeat with the same key does nothing again and answers the first result (the same key with another body: 422; while the first still runs: 409)',
    schema: z.string().max(255),
  },
];
const IDEM_409 = 'a request with this Idempotency-Key is still being processed';
const IDEM_422 = 'This Idempotency-Key was used with a different request';
const keyOf = (req: { get(name: string): string | undefined }) => req.get('idempotency-key');

/** Produkcja standardowa (SPEC.md section 7), all role 2+. */
export function standardManufacturingRoutes(services: StandardServices) {
  // SPEC.md's "POST create": served at .../create and at the collection path, the same call.
  const create = (path: string, summary: string) =>
    defineRoute({
      method: 'post',
      path,
      operation: 'standardManufacturingCreate',
      tags,
      summary,
      headers: IDEMPOTENCY,
      body: StandardCreateSchema,
      response: StandardEntryViewSchema,
      successStatus: 201,
      errors: { 404: 'No such manufacturing data row (`fields.manufacturingDataId`)', 409: `The Idempotency-Key: ${IDEM_409}`, 422: IDEM_422 },
      handle: (ctx, { body }, { req }) => services.entries.create(ctx, body, keyOf(req)),
    });
  const CREATE_SUMMARY = 'Record what was made: manufacturingDataId (Dane produkcyjne row), quantity (pieces, 1..500), numer_pracownika (default: the caller). Each piece gets a unique label code; status DRAFT';
  return [
    create(STANDARD_BASE, CREATE_SUMMARY),
    create(`${STANDARD_BASE}/create`, `${CREATE_SUMMARY}. The same call as POST ${'/api' + STANDARD_BASE} (SPEC.md names it "create")`),
    defineRoute({
      method: 'get',
      path: `${STANDARD_BASE}/entries`,
      operation: 'standardManufacturingList',
      tags,
      summary: 'Entries, newest first: numer_pracownika (a worker\'s recent ones), status, page, limit (default 24)',
      query: StandardListQuerySchema,
      response: StandardEntryListSchema,
      handle: (ctx, { query }) => services.entries.list(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: `${STANDARD_BASE}/products`,
      operation: 'standardManufacturingProducts',
      tags,
      summary: 'Active products a station may pick: search (index or name) or ean (the stock item\'s EAN, a scan); at most 20',
      query: StandardProductQuerySchema,
      response: StandardProductListSchema,
      handle: (ctx, { query }) => services.entries.products(ctx, query),
    }),
    defineRoute({
      method: 'post',
      path: `${STANDARD_BASE}/label-delete`,
      operation: 'standardManufacturingLabelDelete',
      tags,
      summary: 'Void the labels whose codes are in `data` (pieces broke after labelling); `numer_pracownika` records who. All or nothing: unknown codes are named (404, `unknown`) and nothing changes',
      headers: IDEMPOTENCY,
      body: StandardLabelDeleteSchema,
      response: StandardLabelDeleteResultSchema,
      errors: { 404: 'Unknown codes (`unknown` lists them); nothing changed', 409: `Codes of entries already persisted, or ${IDEM_409}`, 422: IDEM_422 },
      handle: (ctx, { body }, { req }) => services.station.labelDelete(ctx, body, keyOf(req)),
    }),
    defineRoute({
      method: 'post',
      path: `${STANDARD_BASE}/check`,
      operation: 'standardManufacturingCheck',
      tags,
      summary: 'A dry run of persist { id }: what it would do (stockBefore, stockAfter) or every reason it cannot, at once. Writes no stock or change; a pass marks the entry CHECKED, a refusal is logged in the error log',
      body: StandardActionSchema,
      response: StandardCheckResultSchema,
      handle: (ctx, { body }) => services.persist.check(ctx, body),
    }),
    defineRoute({
      method: 'post',
      path: `${STANDARD_BASE}/persist`,
      operation: 'standardManufacturingPersist',
      tags,
      summary:
        'Raise the stock of the index by the pieces made { id, operationId? }, as a stock change through the ERP connector; exactly once however often or concurrently it is called. An ERROR entry is retried. Progress on operationStatus',
      headers: IDEMPOTENCY,
      body: StandardActionSchema,
      response: StandardPersistResultSchema,
      errors: {
        409: `Already persisted or persisting (\`reason: ALREADY_PERSISTED\`; a repeat with the first call's Idempotency-Key answers the first result instead), another change holds the item, or ${IDEM_409}`,
        422: `The check refuses: \`reasons\` lists every one (logged in the error log); or: ${IDEM_422}`,
      },
      handle: (ctx, { body }, { req }) => services.persist.persist(ctx, body, keyOf(req)),
    }),
    defineRoute({
      method: 'post',
      path: `${STANDARD_BASE}/load-error-logs`,
      operation: 'standardManufacturingErrorLogs',
      tags,
      summary:
        'Dziennik błędów of one worker { numer_pracownika, startDate, endDate } (YYYY-MM-DD, Europe/Warsaw days, both included; at most 366 days, endDate not before startDate), page, limit (default 25): failed checks and ERP errors with the message and the entry, newest first',
      body: StandardErrorLogsSchema,
      response: StandardErrorLogListSchema,
      handle: (ctx, { body }) => services.errorLogs.errorLogs(ctx, body),
    }),
    defineRoute({
      method: 'get',
      path: `${STANDARD_BASE}/error-logs/export`,
      operation: 'standardManufacturingErrorLogsExport',
      tags,
      summary: 'The error log as a file: numer_pracownika, startDate, endDate (as load-error-logs), format xlsx (default) or csv',
      query: StandardErrorLogsExportSchema,
      produces: 'application/octet-stream',
      handle: async (ctx, { query }, { res }) => {
        await services.errorLogs.exportErrorLogs(ctx, query, httpExportSink(res));
      },
    }),
    defineRoute({
      method: 'post',
      path: `${STANDARD_BASE}/print`,
      operation: 'standardManufacturingPrint',
      tags,
      summary: 'Print the labels of the entry\'s pieces { id, printer, onlyUnprinted (default true), operationId? } through the print queue, one label layout (the preview\'s); progress on operationStatus',
      headers: IDEMPOTENCY,
      body: StandardPrintSchema,
      response: StandardPrintResultSchema,
      errors: { 409: `Nothing to print, the printer is disabled, or ${IDEM_409}`, 422: IDEM_422 },
      handle: (ctx, { body }, { req }) => services.station.print(ctx, body, keyOf(req)),
    }),
    defineRoute({
      method: 'get',
      path: `${STANDARD_BASE}/:id/preview`,
      operation: 'standardManufacturingPreview',
      tags,
      summary: 'The SVG of a piece\'s label (code, default the first active piece): exactly what the print queue prints',
      params: IdParamSchema,
      query: StandardPreviewQuerySchema,
      produces: 'image/svg+xml',
      handle: async (ctx, { params, query }, { res }) => {
        const svg = await services.station.preview(ctx, params.id, query.code);
        res.status(200).setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(svg);
      },
    }),
    defineRoute({
      method: 'get',
      path: `${STANDARD_BASE}/:id`,
      operation: 'standardManufacturingGet',
      tags,
      summary: 'One entry with its pieces, status and the stock change it produced',
      params: IdParamSchema,
      response: StandardEntryViewSchema,
      handle: (ctx, { params }) => services.entries.get(ctx, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: `${STANDARD_BASE}/:id`,
      operation: 'standardManufacturingUpdate',
      tags,
      summary: 'Change product or quantity (the active pieces follow; printed ones stay until voided). A CHECKED entry goes back to DRAFT; 409 once persisting started',
      params: IdParamSchema,
      body: StandardUpdateSchema,
      response: StandardEntryViewSchema,
      errors: { 409: 'Already persisted, changed meanwhile, or printed labels of another product' },
      handle: (ctx, { params, body }) => services.entries.update(ctx, params.id, body),
    }),
  ];
}
