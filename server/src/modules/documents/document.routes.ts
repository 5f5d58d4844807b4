import { z } from 'zod';
import { IdParamSchema } from '../../platform/params.js';
import { pageSchema } from '../../platform/pagination.js';
import { defineRoute } from '../../platform/rest/route.js';
import { DocumentListQuerySchema, DocumentLockSchema, MissingPartsSchema } from './document.input.js';
import type { DocumentService } from './document.service.js';
import { readUpload } from '../../platform/rest/upload.js';

const DocumentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  externalId: z.string().nullable(),
  customer: z.string(),
  shippingMethod: z.string(),
  wantsInvoice: z.boolean(),
  paymentsCod: z.boolean(),
  is_pickup: z.boolean(),
  pickup_place: z.string().nullable(),
  is_locked: z.boolean(),
  lockExpired: z.boolean().describe('Locked, but idle longer than DOCUMENT_LOCK_TTL: another packer may take the lock over'),
  lockedById: z.number().int().nullable(),
  lockedByName: z.string().nullable(),
  lockedAt: z.string().nullable(),
  status: z.enum(['NEW', 'LOCKED', 'SHIPPED', 'MISSING_PARTS', 'DELETED']),
  error: z.boolean(),
  fileSize: z.number().int(),
  createdAt: z.string(),
});
const ActionResultSchema = z.object({ message: z.string(), document: DocumentSchema });

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
      multipart: true,
      response: DocumentSchema,
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
      response: pageSchema(DocumentSchema),
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
        res.setHeader('Content-Disposition', `inline; filename="${encodeURIComponent(document.number)}.pdf"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('wantsInvoice', String(document.wantsInvoice));
        res.setHeader('paymentsCod', String(document.paymentsCod));
        res.setHeader('is_pickup', String(document.is_pickup));
        res.setHeader('pickup_place', encodeURIComponent(document.pickup_place ?? ''));
        res.setHeader('Access-Control-Expose-Headers', FILE_HEADERS.join(', '));
        res.end(content);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/documents/:id/lock',
      operation: 'documentLock',
      tags: ['documents'],
      summary: 'Lock ({ is_locked: true }) or unlock a document. 409 names the holder. Only the holder or an admin unlocks.',
      params: IdParamSchema,
      body: DocumentLockSchema,
      response: DocumentSchema,
      handle: (ctx, { params, body }) => documents.setLock(ctx, params.id, body.is_locked),
    }),
    defineRoute({
      method: 'post',
      path: '/documents/:id/ship',
      operation: 'documentShip',
      tags: ['documents'],
      summary: 'Pass a locked document to shipping (holder only)',
      params: IdParamSchema,
      response: ActionResultSchema,
      handle: (ctx, { params }) => documents.ship(ctx, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/documents/:id/missing-parts',
      operation: 'documentMissingParts',
      tags: ['documents'],
      summary: 'Hold an order for missing parts (holder only): the document leaves the queue',
      params: IdParamSchema,
      body: MissingPartsSchema,
      response: ActionResultSchema,
      handle: (ctx, { params, body }) => documents.missingParts(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/documents/:id',
      operation: 'documentDelete',
      tags: ['documents'],
      summary: 'Remove a document from the queue (kept, file included, for history)',
      params: IdParamSchema,
      response: DocumentSchema,
      handle: (ctx, { params }) => documents.remove(ctx, params.id),
    }),
  ];
}
