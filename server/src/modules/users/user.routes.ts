import { z } from 'zod';
import { defineRoute } from '../../platform/rest/route.js';
import { UserCreateSchema, UserIdParamsSchema, UserListQuerySchema, UserResetPasswordSchema, UserUpdateSchema } from './user.input.js';
import type { UserService } from './user.service.js';

const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.number().int(),
  numer_pracownika: z.number().int(),
  numer_zewnetrzny: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});

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
      response: z.object({ data: z.array(UserSchema), count: z.number().int(), totalPages: z.number().int() }),
      handle: (ctx, { query }) => users.list(ctx, query),
    }),
    defineRoute({
      method: 'post',
      path: '/users',
      operation: 'userCreate',
      tags: ['users'],
      summary: 'Create a user',
      body: UserCreateSchema,
      response: UserSchema,
      successStatus: 201,
      handle: (ctx, { body }) => users.create(ctx, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/users/:id',
      operation: 'userUpdate',
      tags: ['users'],
      summary: 'Change the given fields of a user (no password: see POST /users/{id}/password)',
      params: UserIdParamsSchema,
      body: UserUpdateSchema,
      response: UserSchema,
      handle: (ctx, { params, body }) => users.update(ctx, params.id, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/users/:id',
      operation: 'userDelete',
      tags: ['users'],
      summary: 'Delete a user (soft delete: history keeps their name); 204',
      params: UserIdParamsSchema,
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
      params: UserIdParamsSchema,
      body: UserResetPasswordSchema,
      handle: async (ctx, { params, body }) => {
        await users.resetPassword(ctx, params.id, body.password);
      },
    }),
  ];
}
