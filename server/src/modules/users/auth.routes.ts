import { bearerToken } from '../../platform/http/bearer.js';
import { setPageSessionCookie } from '../../platform/http/server-render.js';
import { defineRoute } from '../../platform/rest/route.js';
import { LoginInputSchema, UserCheckQuerySchema } from './auth.input.js';
import type { AuthService } from './auth.service.js';
import { LoginResultSchema, OkSchema } from './auth.view.js';


export function authRoutes(auth: AuthService, opts: { production: boolean } = { production: false }) {
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
      method: 'post',
      path: '/auth/page-session',
      operation: 'pageSessionOpen',
      tags: ['auth'],
      summary:
        'Sets the HttpOnly `session` cookie (Path=/app) that lets the server render signed-in page loads, for the Bearer token sent; it expires with that token and is no credential for the API (ADR 0971)',
      successStatus: 204,
      responseHeaders: { 'Set-Cookie': '`session=<page token>; Path=/app; HttpOnly; SameSite=Strict; Max-Age=<seconds the token has left>` (`; Secure` over HTTPS and in production)' },
      handle: (ctx, _input, { req, res }) => {
        const { token, maxAgeS } = auth.pageSession(ctx, bearerToken(req.headers.authorization));
        setPageSessionCookie(res, token, { maxAgeS, secure: req.secure || opts.production });
        return Promise.resolve(undefined);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/auth/page-session',
      operation: 'pageSessionClose',
      tags: ['auth'],
      summary: 'Clears the `session` cookie of this browser (sign-out); needs no token',
      successStatus: 204,
      responseHeaders: { 'Set-Cookie': '`session=; Path=/app; HttpOnly; SameSite=Strict; Max-Age=0`' },
      handle: (_ctx, _input, { req, res }) => {
        setPageSessionCookie(res, null, { maxAgeS: 0, secure: req.secure || opts.production });
        return Promise.resolve(undefined);
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
