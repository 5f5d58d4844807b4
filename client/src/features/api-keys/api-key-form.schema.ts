import { z } from 'zod';

/** The scopes a key may have (server: INTEGRATION_SCOPES). */
export const API_KEY_SCOPES = ['shop', 'print-agent'] as const;
type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: string): value is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(value);

/** Messages are i18n keys, translated where they show. */
export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, { error: 'apiKeys.create.nameRequired' }).max(100, { error: 'apiKeys.create.nameTooLong' }),
  scope: z.enum(API_KEY_SCOPES),
});
export type ApiKeyCreateValues = z.output<typeof apiKeyCreateSchema>;
