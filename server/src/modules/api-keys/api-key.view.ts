import { z } from 'zod';
import { INTEGRATION_SCOPES } from '../../platform/authorization/policies.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';

/** An integration key as the API shows it (never its hash): `ApiKeyView` is its output. */
export const ApiKeyViewSchema = view({
  id: rowId(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key, to tell keys apart'),
  scope: z.enum(INTEGRATION_SCOPES).describe('shop pushes documents; print-agent prints as a print agent'),
  createdAt: isoDateTime(),
  revokedAt: isoDateTime().nullable(),
  lastUsedAt: isoDateTime().nullable(),
});
export type ApiKeyView = z.output<typeof ApiKeyViewSchema>;

/** The answer of a create: the key itself, shown only this once. */
export const ApiKeyCreatedSchema = ApiKeyViewSchema.extend({ key: z.string().describe('The key: send it as `Authorization: Bearer <key>`; shown only this once') });
