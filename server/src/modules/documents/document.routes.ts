import { IdParamSchema } from '../../platform/params.js';
import { defineRoute } from '../../platform/rest/route.js';
import { DocumentCreateFieldsSchema, DocumentListQuerySchema, DocumentLockSchema, DocumentShipSchema, DocumentTakeOverSchema, MissingPartsSchema } from './document.input.js';
import { IdempotencyKeySchema } from '../../platform/idempotency/idempotency.js';
import { DocumentActionResultSchema, DocumentListSchema, DocumentViewSchema } from './document.view.js';
import type { DocumentService } from './document.service.js';
import { readUpload } from '../../platform/rest/upload.js';

/** The PDF's file name: the order number with `/` and anything unsafe in a file name as `_`
 *  (`ZAM/2026/0001` -> `ZAM_2026_0001.pdf`), what a packer saving it expects to find. */
export function documentFileName(number: string): string {
  return `${number.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9.-]+/g, '_')}.pdf`;
}

/** The headers SPEC.md puts on the file answer; the browser may read them (CORS expose). */
const FILE_HEADERS = ['wantsInvoice', 'paymentsCod', 'is_pickup', 'pickup_place'];

export function documentRoutes(documents: DocumentService, maxBytes: number) {
  return [
    defineRoute({
      method: 'post',
      path: '/documents',
      operation: 'documentCreate',
      tags: ['documents'],
      summary:
        'Push an order document (multipart: file = the PDF, number, externalId, customer, shippingMethod, wantsInvoice, paymentsCod, is_pickup, pickup_place). Requires an Idempotency-Key header; a retry with the same key and payload answers the first answer.',
      description:
        'The push every shop integration starts with (an API key of scope `shop`, or a signed-in user). Send `multipart/form-data` with the text fields and the PDF in the part `file`. ' +
        'The `Idempotency-Key` header makes a retry safe: the same key with the same fields and file answers the first answer again (with `Idempotent-Replayed: true`) and creates nothing; ' +
        'the same key with another payload is refused (422); while the first request still runs a retry gets 409. Booleans are sent as `true`/`false` (or `1`/`0`).',
      multipart: {
        fields: DocumentCreateFieldsSchema,
        file: { name: 'file', description: 'The order as a PDF (it must start with `%PDF-`), at most DOCUMENT_MAX_BYTES (default 10 MB)', required: true, contentType: 'application/pdf' },
      },
      headers: [
        {
          name: 'Idempotency-Key',
          required: true,
          description: 'Any unique printable ASCII string (a UUID fits) per document you push; repeat it, unchanged, when you retry the same push',
          schema: IdempotencyKeySchema,
        },
      ],
      responseHeaders: { 'Idempotent-Replayed': '`true` when this answer repeats the answer to an earlier request with the same key and payload' },
      errors: {
        400: 'The Idempotency-Key header is missing or invalid, the file is missing, empty or not a PDF, or a field is invalid: `fields` names each',
        403: 'The role is below 2, or the API key is not of scope `shop`',
        409: 'The order is already in packing (`reason: ORDER_ALREADY_OPEN`, `documentId` names its document; push it again once it is shipped or deleted), or a request with this Idempotency-Key is still being processed: retry later with the same key',
        413: 'The file is larger than DOCUMENT_MAX_BYTES',
        422: 'This Idempotency-Key was already used with a different payload: use a new key for a new document',
      },
      examples: {
        request: { number: 'ZAM/2025/0042', externalId: 'shop-981', customer: 'Jan Kowalski', shippingMethod: 'Kurier DPD', wantsInvoice: 'true', paymentsCod: 'false', is_pickup: 'false', file: '(binary PDF)' },
        response: {
          id: 17,
          number: 'ZAM/2025/0042',
          externalId: 'shop-981',
          customer: 'Jan Kowalski',
          shippingMethod: 'Kurier DPD',
          wantsInvoice: true,
          paymentsCod: false,
          is_pickup: false,
          pickup_place: null,
          is_locked: false,
          lockExpired: false,
          lockedById: null,
          lockedByName: null,
          lockedAt: null,
          status: 'NEW',
          error: false,
          missingParts: null,
          missingPartsNote: null,
          fileSize: 48213,
          createdAt: '2025-03-14T09:26:53.120Z',
          closedAt: null,
        },
      },
      response: DocumentViewSchema,
      successStatus: 201,
      handle: async (ctx, _input, { req, res }) => {
        await readUpload(req, res, maxBytes, () => documents.tooLarge());
        const result = await documents.create(ctx, {
          idempotencyKey: req.get('idempotency-key'),
          fields: req.body,
          file: req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : null,
        });
        if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
        res.status(result.status).json(result.body);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/documents',
      operation: 'documentList',
      tags: ['documents'],
      summary: 'The packing queue (NEW and LOCKED documents): page, limit, sort, order (ASC|DESC) and filters',
      query: DocumentListQuerySchema,
      response: DocumentListSchema,
      handle: (ctx, { query }) => documents.list(ctx, query),
    }),
    defineRoute({
      method: 'get',
      path: '/documents/:id',
      operation: 'documentFile',
      tags: ['documents'],
      summary: 'The PDF of a document, with the headers wantsInvoice, paymentsCod, is_pickup, pickup_place (percent-encoded UTF-8)',
      params: IdParamSchema,
      produces: 'application/pdf',
      handle: async (ctx, { params }, { res }) => {
        const { document, content } = await documents.file(ctx, params.id);
        res.status(200);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Length', String(content.length));
        res.setHeader('Content-Disposition', `inline; filename="${documentFileName(document.number)}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('wantsInvoice', String(document.wantsInvoice));
        res.setHeader('paymentsCod', String(document.paymentsCod));
        res.setHeader('is_pickup', String(document.is_pickup));
        res.setHeader('pickup_place', encodeURIComponent(document.pickup_place ?? ''));
        res.setHeader('Access-Control-Expose-Headers', [...FILE_HEADERS, 'Content-Disposition'].join(', '));
        res.end(content);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/documents/:id/lock',
      operation: 'documentLock',
      errors: { 409: 'Locked by another packer (`reason: LOCKED_BY_OTHER`, `lockedBy`), or no longer in the queue (`NOT_IN_QUEUE`)' },
      tags: ['documents'],
      summary: 'Lock ({ is_locked: true }) or unlock a document. 409 names the holder. Only the holder or an admin unlocks.',
      params: IdParamSchema,
      body: DocumentLockSchema,
      response: DocumentViewSchema,
      handle: (ctx, { params, body }) => documents.setLock(ctx, params.id, body.is_locked),
    }),
    defineRoute({
      method: 'post',
      path: '/documents/:id/take-over',
      operation: 'documentTakeOver',
      errors: {
        400: '`lockedById` is missing or not a positive integer',
        409: 'Another packer than `lockedById` holds it now (`reason: LOCKED_BY_OTHER`, `lockedBy`, `lockedAt`: someone took it over first), or it is no longer in the queue (`NOT_IN_QUEUE`)',
      },
      tags: ['documents'],
      summary: "Take over another packer's lock, fresh or expired (role 3+, ADR 1010). Send the holder you saw as `lockedById`; a free document is simply locked.",
      description:
        'The lock moves to the caller in one conditional update: of many people taking over at once exactly one wins, the others get 409 naming the winner. ' +
        'The history records `lock_taken_over` with whom it was taken from; the holder\'s packing screen is told at once (`documentUpdated` kind `TAKEN_OVER`). ' +
        'Role 2 may take over only an expired lock, with `POST /documents/{id}/lock`.',
      params: IdParamSchema,
      body: DocumentTakeOverSchema,
      response: DocumentViewSchema,
      handle: (ctx, { params, body }) => documents.takeOver(ctx, params.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/documents/:id/ship',
      operation: 'documentShip',
      errors: {
        409: 'Not locked (`NOT_LOCKED`), locked by another packer (`LOCKED_BY_OTHER`), no longer in the queue (`NOT_IN_QUEUE`), or the order\'s glass is missing or not made yet (`GLASS_NOT_READY`, `holds`: send `{ "override": true }` to ship it anyway; the history records it)',
      },
      tags: ['documents'],
      summary: 'Pass a locked document to shipping (holder only). No body needed; `override: true` ships an order whose glass is not ready (ADR 0961).',
      params: IdParamSchema,
      body: DocumentShipSchema,
      response: DocumentActionResultSchema,
      handle: (ctx, { params, body }) => documents.ship(ctx, params.id, body),
    }),
    defineRoute({
      method: 'post',
      path: '/documents/:id/missing-parts',
      operation: 'documentMissingParts',
      errors: { 409: 'Not locked (`NOT_LOCKED`), locked by another packer (`LOCKED_BY_OTHER`), or no longer in the queue (`NOT_IN_QUEUE`)' },
      tags: ['documents'],
      summary: 'Hold an order for missing parts (holder only): the document leaves the queue',
      params: IdParamSchema,
      body: MissingPartsSchema,
      response: DocumentActionResultSchema,
      handle: (ctx, { params, body }) => documents.missingParts(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/documents/:id',
      operation: 'documentDelete',
      errors: { 409: 'Locked by another packer (`LOCKED_BY_OTHER`) or no longer in the queue (`NOT_IN_QUEUE`)' },
      tags: ['documents'],
      summary: 'Remove a document from the queue (kept, file included, for history)',
      params: IdParamSchema,
      response: DocumentViewSchema,
      handle: (ctx, { params }) => documents.remove(ctx, params.id),
    }),
  ];
}
