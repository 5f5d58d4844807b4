import { z } from 'zod';
import { defineRoute } from '../../platform/rest/route.js';
import { LoginInputSchema, UserCheckQuerySchema } from './auth.input.js';
import type { AuthService } from './auth.service.js';

const LoginResultSchema = z.object({ access_token: z.string(), role: z.number().int(), numer_pracownika: z.number().int() });

export function authRoutes(auth: AuthService) {
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      operation: 'login',
      tags: ['auth'],
      summary: 'Sign in with e-mail (username or email) and password',
      body: LoginInputSchema,
      response: LoginResultSchema,
      handle: (ctx, { body }) => auth.login(ctx, body),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      operation: 'logout',
      tags: ['auth'],
      summary: "Sign out: every token of the signed-in user stops working at once (401) and their WebSockets close (4401); all of the user's sessions end (ADR 0611)",
      successStatus: 204,
      handle: async (ctx) => {
        await auth.logout(ctx);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/user-check',
      operation: 'userCheck',
      tags: ['auth'],
      summary: 'Whether an active user has this external number (200) or not (404)',
      query: UserCheckQuerySchema,
      response: z.object({ ok: z.literal(true) }),
      handle: (ctx, { query }) => auth.userCheck(ctx, query.numer_zewnetrzny),
    }),
  ];
}
