import { z } from 'zod';

/** Validation messages are i18n keys under `users.validation`, translated where they show. */
const USER_VALIDATION = {
  required: 'users.validation.required',
  email: 'users.validation.email',
  passwordMin: 'users.validation.passwordMin',
  passwordMax: 'users.validation.passwordMax',
  number: 'users.validation.number',
  tooLong: 'users.validation.tooLong',
  taken: 'users.validation.taken',
  invalid: 'users.validation.invalid',
  ownRole: 'users.validation.ownRole',
  ownActive: 'users.validation.ownActive',
  lastAdmin: 'users.validation.lastAdmin',
} as const;
export type UserValidationKey = (typeof USER_VALIDATION)[keyof typeof USER_VALIDATION];

export const ROLE_OPTIONS = [1, 2, 3, 4] as const;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;
const name = z.string().trim().min(1, { error: USER_VALIDATION.required }).max(100, { error: USER_VALIDATION.tooLong });
const password = z
  .string()
  .min(8, { error: USER_VALIDATION.passwordMin })
  .refine((v) => utf8Bytes(v) <= 72, { error: USER_VALIDATION.passwordMax });

const base = {
  email: z.string().trim().min(1, { error: USER_VALIDATION.required }).pipe(z.email({ error: USER_VALIDATION.email })),
  firstName: name,
  lastName: name,
  role: z.coerce.number<string | number>().int().min(1).max(4),
  numer_pracownika: z.coerce
    .number<string | number>({ error: USER_VALIDATION.number })
    .int({ error: USER_VALIDATION.number })
    .min(1, { error: USER_VALIDATION.number })
    .max(2_147_483_647, { error: USER_VALIDATION.number }),
  numer_zewnetrzny: z.string().trim().max(64, { error: USER_VALIDATION.tooLong }),
  active: z.boolean(),
};

/** Create: every field, a password required. */
export const userCreateSchema = z.object({ ...base, password });
/** Edit: a new password is optional (empty keeps the old one). */
export const userEditSchema = z.object({ ...base, password: z.union([z.literal(''), password]) });

export type UserFormInput = z.input<typeof userEditSchema>;
export type UserFormValues = z.output<typeof userEditSchema>;

export const emptyUserForm: UserFormInput = {
  email: '',
  firstName: '',
  lastName: '',
  role: 2,
  numer_pracownika: '',
  numer_zewnetrzny: '',
  active: true,
  password: '',
};

/** The server's field reasons as this form's i18n keys. */
export function serverFieldKey(code: string | null, field: string): UserValidationKey {
  if (code === 'CONFLICT' && field === 'role') return USER_VALIDATION.lastAdmin;
  if (code === 'CONFLICT') return USER_VALIDATION.taken;
  if (code === 'UNPROCESSABLE' && field === 'role') return USER_VALIDATION.ownRole;
  if (code === 'UNPROCESSABLE' && field === 'active') return USER_VALIDATION.ownActive;
  if (field === 'email') return USER_VALIDATION.email;
  if (field === 'password') return USER_VALIDATION.passwordMin;
  return USER_VALIDATION.invalid;
}
