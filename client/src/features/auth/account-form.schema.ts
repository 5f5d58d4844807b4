import { z } from 'zod';

/** Validation messages are i18n keys under `account.validation`. */
export const ACCOUNT_VALIDATION = {
  required: 'account.validation.required',
  email: 'account.validation.email',
  passwordMin: 'account.validation.passwordMin',
  passwordMax: 'account.validation.passwordMax',
  passwordMismatch: 'account.validation.passwordMismatch',
  tooLong: 'account.validation.tooLong',
  taken: 'account.validation.taken',
  invalid: 'account.validation.invalid',
} as const;
export type AccountValidationKey = (typeof ACCOUNT_VALIDATION)[keyof typeof ACCOUNT_VALIDATION];

const email = z.string().trim().min(1, { error: ACCOUNT_VALIDATION.required }).pipe(z.email({ error: ACCOUNT_VALIDATION.email }));
const password = z
  .string()
  .min(8, { error: ACCOUNT_VALIDATION.passwordMin })
  .refine((v) => new TextEncoder().encode(v).length <= 72, { error: ACCOUNT_VALIDATION.passwordMax });
const text = (max: number) => z.string().trim().min(1, { error: ACCOUNT_VALIDATION.required }).max(max, { error: ACCOUNT_VALIDATION.tooLong });
const repeated = <T extends { password: string; passwordRepeat: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.passwordRepeat) ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: ACCOUNT_VALIDATION.passwordMismatch });
};

export const registerFormSchema = z
  .object({ email, password, passwordRepeat: z.string(), firstName: text(100), lastName: text(100), numer_zewnetrzny: text(64) })
  .superRefine(repeated);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z.object({ password, passwordRepeat: z.string() }).superRefine(repeated);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
