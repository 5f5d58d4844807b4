import { defineRoute } from '../../platform/rest/route.js';
import { LoginInputSchema, UserCheckQuerySchema } from './auth.input.js';
import type { AuthService } from './auth.service.js';
import { LoginResultSchema, OkSchema } from './auth.view.js';


export function authRoutes(auth: AuthService) {
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      operation: 'login',
      errors: { 401: 'Wrong e-mail or password, or the account is inactive', 429: 'Too many failed sign-ins for this username or address: wait Retry-After seconds' },
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
      errors: { 404: 'No active user has this external number' },
      tags: ['auth'],
      summary: 'Whether an active user has this external number (200) or not (404)',
      query: UserCheckQuerySchema,
      response: OkSchema,
      handle: (ctx, { query }) => auth.userCheck(ctx, query.numer_zewnetrzny),
    }),
  ];
}
