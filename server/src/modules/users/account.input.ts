import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './user.input.js';

const Name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/** Self-registration of a client (role 1): e-mail, password, name and the shop customer number. */
export const RegisterSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: Name,
  lastName: Name,
  numer_zewnetrzny: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
});
export type RegisterInput = z.output<typeof RegisterSchema>;

export const PasswordResetRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'is required').max(254, 'must be at most 254 characters').transform((v) => v.toLowerCase()),
});

export const PasswordResetConfirmSchema = z.strictObject({
  token: z.string().trim().min(20, 'is invalid or expired').max(200, 'is invalid or expired'),
  password: NewPasswordSchema,
});
export type PasswordResetConfirmInput = z.output<typeof PasswordResetConfirmSchema>;
