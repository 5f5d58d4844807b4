import { z } from 'zod';

/** The environment the users module reads (sign-in, registration, password reset by e-mail). */
export const usersConfigSchema = z
  .object({
    PORT: z.string().optional(),
    /** Self-registration of client (role 1) accounts: off unless `open`. */
    REGISTRATION: z.enum(['open', 'closed']).default('closed'),
    /** Outgoing mail for password reset links; without it an administrator resets passwords. */
    SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'expected smtp://user:password@host:port or smtps://...').optional(),
    SMTP_FROM: z.string().min(3).default('Back office <no-reply@localhost>'),
    /** Where users reach the app, for links in e-mails (default http://localhost:PORT). */
    PUBLIC_URL: z.string().regex(/^https?:\/\/.+/, 'expected http(s)://host[:port]').optional(),
  })
  .transform((env) => ({
    registration: env.REGISTRATION,
    mail: { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
  }));
export type UsersConfig = z.output<typeof usersConfigSchema>;
