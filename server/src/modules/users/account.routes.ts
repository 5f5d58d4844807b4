import { defineRoute } from '../../platform/rest/route.js';
import { PasswordResetConfirmSchema, PasswordResetRequestSchema, RegisterSchema } from './account.input.js';
import type { AccountService } from './account.service.js';
import { AuthSettingsSchema, LoginResultSchema, OkSchema } from './auth.view.js';

export function accountRoutes(accounts: AccountService) {
  return [
    defineRoute({
      method: 'get',
      path: '/auth/settings',
      operation: 'authSettings',
      tags: ['auth'],
      summary: 'Whether registration is open and password reset links can be mailed',
      response: AuthSettingsSchema,
      handle: async () => accounts.settings(),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/register',
      operation: 'register',
      errors: { 403: 'Registration is closed (`reason: REGISTRATION_CLOSED`)', 409: 'The e-mail is already used' },
      tags: ['auth'],
      summary: 'Create a client (role 1) account and sign it in (REGISTRATION=open only, otherwise 403)',
      body: RegisterSchema,
      response: LoginResultSchema,
      successStatus: 201,
      handle: (ctx, { body }) => accounts.register(ctx, body),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/forgot-password',
      operation: 'passwordResetRequest',
      tags: ['auth'],
      summary: 'Mail a one-time reset link (1 hour) if the account exists; always 202 with the same body',
      body: PasswordResetRequestSchema,
      response: OkSchema,
      successStatus: 202,
      handle: (ctx, { body }) => accounts.requestPasswordReset(ctx, body.email),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/reset-password',
      operation: 'passwordResetConfirm',
      tags: ['auth'],
      summary: 'Set a new password with the token from the reset link; 204',
      body: PasswordResetConfirmSchema,
      handle: async (ctx, { body }) => {
        await accounts.confirmPasswordReset(ctx, body);
      },
    }),
  ];
}
