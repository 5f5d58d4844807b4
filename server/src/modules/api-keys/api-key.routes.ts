import { z } from 'zod';
import { IdParamSchema } from '../../platform/params.js';
import { defineRoute } from '../../platform/rest/route.js';
import { ApiKeyCreateInputSchema } from './api-key.input.js';
import type { ApiKeyService } from './api-key.service.js';
import { ApiKeyCreatedSchema, ApiKeyViewSchema } from './api-key.view.js';

export function apiKeyRoutes(apiKeys: ApiKeyService) {
  return [
    defineRoute({
      method: 'get',
      path: '/api-keys',
      operation: 'apiKeyList',
      tags: ['api-keys'],
      summary: 'Integration keys (admin)',
      response: z.array(ApiKeyViewSchema),
      handle: (ctx) => apiKeys.list(ctx),
    }),
    defineRoute({
      method: 'post',
      path: '/api-keys',
      operation: 'apiKeyCreate',
      tags: ['api-keys'],
      summary: 'Create an integration key (admin) of scope shop (pushes documents) or print-agent (prints as a print agent); the answer holds the key, shown only this once',
      body: ApiKeyCreateInputSchema,
      response: ApiKeyCreatedSchema,
      successStatus: 201,
      handle: (ctx, { body }) => apiKeys.create(ctx, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api-keys/:id',
      operation: 'apiKeyRevoke',
      tags: ['api-keys'],
      summary: 'Revoke an integration key (admin)',
      params: IdParamSchema,
      response: ApiKeyViewSchema,
      handle: (ctx, { params }) => apiKeys.revoke(ctx, params.id),
    }),
  ];
}
