import { z } from 'zod';
import { pageSchema } from '../../platform/pagination.js';
import { isoDateTime, rowId, view } from '../../platform/views.js';

/** What the API shows of a user (never a password hash, never the token version): the one
 *  declaration `UserView` is the output of, REST answers and OpenAPI describes. */
export const UserViewSchema = view({
  id: rowId(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.number().int().min(1).max(4).describe('1 client, 2 office, 3 warehouse, 4 admin'),
  numer_pracownika: z.number().int().describe('Employee number'),
  numer_zewnetrzny: z.string().nullable().describe('External number (the shop checks it with GET /api/user-check)'),
  active: z.boolean(),
  createdAt: isoDateTime(),
});
export type UserView = z.output<typeof UserViewSchema>;

export const UserListSchema = pageSchema(UserViewSchema);
export type UserList = z.output<typeof UserListSchema>;
