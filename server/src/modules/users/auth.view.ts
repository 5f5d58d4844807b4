import { z } from 'zod';
import { view } from '../../platform/views.js';

/** The answers of sign-in, registration and the small auth paths: one declaration each, the
 *  services' types are their output. */
export const LoginResultSchema = view({
  access_token: z.string().describe('Send it as `Authorization: Bearer <access_token>` (valid JWT_TTL, default 12 h)'),
  role: z.number().int().min(1).max(4).describe('1 client, 2 office, 3 warehouse, 4 admin'),
  numer_pracownika: z.number().int(),
});
export type LoginResult = z.output<typeof LoginResultSchema>;

export const AuthSettingsSchema = view({ registrationOpen: z.boolean(), passwordResetByEmail: z.boolean() });
export type AuthSettings = z.output<typeof AuthSettingsSchema>;

export const OkSchema = view({ ok: z.literal(true) });
