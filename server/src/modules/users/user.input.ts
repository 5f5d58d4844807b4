import { z } from 'zod';
import { limitParam, orderParam, pageParam, sortParam } from '../../platform/pagination.js';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from './passwords.js';

/** E-mail: trimmed and lower-cased, so uniqueness is case-insensitive. */
export const EmailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'))
  .transform((v) => v.toLowerCase());

/** A new password: at least 8 characters, at most 72 bytes (bcrypt reads no further). */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .refine((v) => Buffer.byteLength(v, 'utf8') <= MAX_PASSWORD_BYTES, `must be at most ${MAX_PASSWORD_BYTES} bytes (UTF-8)`);

const Name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const RoleSchema = z.coerce
  .number('must be a number from 1 to 4')
  .int('must be a whole number from 1 to 4')
  .min(1, 'must be from 1 to 4')
  .max(4, 'must be from 1 to 4')
  .transform((v) => v as 1 | 2 | 3 | 4);
const NumerPracownika = z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be positive').max(2_147_483_647, 'is too large');
/** Optional external (shop customer) number: empty means none. */
const NumerZewnetrzny = z
  .union([z.string().trim().max(64, 'must be at most 64 characters'), z.null()])
  .transform((v) => (v ? v : null));

export const UserCreateSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: Name,
  lastName: Name,
  role: RoleSchema,
  numer_pracownika: NumerPracownika,
  numer_zewnetrzny: NumerZewnetrzny.optional().transform((v) => v ?? null),
  active: z.boolean('must be true or false').default(true),
});
export type UserCreateInput = z.output<typeof UserCreateSchema>;

/** Every field optional; a password is not accepted here (see UserResetPasswordSchema). */
export const UserUpdateSchema = z.strictObject({
  email: EmailSchema.optional(),
  firstName: Name.optional(),
  lastName: Name.optional(),
  role: RoleSchema.optional(),
  numer_pracownika: NumerPracownika.optional(),
  numer_zewnetrzny: NumerZewnetrzny.optional(),
  active: z.boolean('must be true or false').optional(),
});
export type UserUpdateInput = z.output<typeof UserUpdateSchema>;

export const UserResetPasswordSchema = z.strictObject({ password: NewPasswordSchema });


const USER_SORT_COLUMNS = ['id', 'email', 'firstName', 'lastName', 'role', 'numer_pracownika', 'numer_zewnetrzny', 'active', 'createdAt'] as const;

const NUMBER_MESSAGES = { type: 'must be a number', int: 'must be a whole number', min: 'must be at least 1' };

/** List parameters, shared by every paginated list: page, limit (max 100), a whitelisted sort
 *  column, order ASC | DESC (anything else DESC), and a free-text query. */
export const UserListQuerySchema = z.object({
  page: pageParam({ max: 1_000_000, messages: { ...NUMBER_MESSAGES, max: 'is too large' } }),
  limit: limitParam(25, { ...NUMBER_MESSAGES, max: 'must be at most 100' }),
  sort: sortParam(USER_SORT_COLUMNS, 'id'),
  order: orderParam('DESC'),
  query: z.string().trim().max(200, 'must be at most 200 characters').optional().transform((v) => v || undefined),
});
export type UserListQuery = z.output<typeof UserListQuerySchema>;
