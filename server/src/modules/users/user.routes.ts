import { defineRoute } from '../../platform/rest/route.js';
import { IdParamSchema } from '../../platform/params.js';
import { UserCreateSchema, UserListQuerySchema, UserResetPasswordSchema, UserUpdateSchema } from './user.input.js';
import type { UserService } from './user.service.js';
import { UserListSchema, UserViewSchema } from './user.view.js';

/** GET/POST/PATCH/DELETE /api/users (SPEC.md section 7), all for admins (role 4). */
export function userRoutes(users: UserService) {
  return [
    defineRoute({
      method: 'get',
      path: '/users',
      operation: 'userList',
      tags: ['users'],
      summary: 'Users: ?query searches name, e-mail, numer_pracownika, numer_zewnetrzny; page, limit (max 100), sort, order (ASC | DESC)',
      query: UserListQuerySchema,
      response: UserListSchema,
      handle: (ctx, { query }) => users.list(ctx, query),
    }),
    defineRoute({
      method: 'post',
      path: '/users',
      operation: 'userCreate',
      errors: { 409: 'The e-mail, numer_pracownika or numer_zewnetrzny is used by another user (`fields` names which)' },
      tags: ['users'],
      summary: 'Create a user',
      body: UserCreateSchema,
      response: UserViewSchema,
      successStatus: 201,
      handle: (ctx, { body }) => users.create(ctx, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/users/:id',
      operation: 'userUpdate',
      errors: { 409: 'A value is used by another user, or the last active administrator would be demoted or deactivated', 422: 'An administrator cannot demote or deactivate themselves' },
      tags: ['users'],
      summary: 'Change the given fields of a user (no password: see POST /users/{id}/password)',
      params: IdParamSchema,
      body: UserUpdateSchema,
      response: UserViewSchema,
      handle: (ctx, { params, body }) => users.update(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/users/:id',
      operation: 'userDelete',
      errors: { 409: 'The last active administrator cannot be removed', 422: 'An administrator cannot delete themselves' },
      tags: ['users'],
      summary: 'Delete a user (soft delete: history keeps their name); 204',
      params: IdParamSchema,
      handle: async (ctx, { params }) => {
        await users.delete(ctx, params.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/users/:id/password',
      operation: 'userResetPassword',
      tags: ['users'],
      summary: "Set a new password for a user; ends the user's sessions; 204",
      params: IdParamSchema,
      body: UserResetPasswordSchema,
      handle: async (ctx, { params, body }) => {
        await users.resetPassword(ctx, params.id, body.password);
      },
    }),
  ];
}
