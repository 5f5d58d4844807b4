import { z } from 'zod';

/** `username` is the e-mail; `email` is accepted as an alias for integrations that send it. */
export const LoginInputSchema = z
  .object({
    username: z.string().trim().min(1, 'is required').max(254).optional(),
    email: z.string().trim().min(1, 'is required').max(254).optional(),
    password: z.string().min(1, 'is required').max(1024),
  })
  .transform((v, ctx) => {
    const username = v.username ?? v.email;
    if (!username) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'is required' });
      return z.NEVER;
    }
    return { username, password: v.password };
  });
export type LoginInput = z.output<typeof LoginInputSchema>;

export const UserCheckQuerySchema = z.object({
  numer_zewnetrzny: z.string().trim().min(1, 'is required').max(64),
});
