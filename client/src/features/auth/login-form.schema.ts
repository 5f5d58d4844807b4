import { z } from 'zod';

/** The validation messages are i18n keys, translated where they show. */
const LOGIN_VALIDATION = {
  usernameRequired: 'auth.validation.usernameRequired',
  usernameEmail: 'auth.validation.usernameEmail',
  passwordRequired: 'auth.validation.passwordRequired',
} as const;

export type LoginValidationKey = (typeof LOGIN_VALIDATION)[keyof typeof LOGIN_VALIDATION];

/** Sign-in form (SPEC.md section 5). */
export const loginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: LOGIN_VALIDATION.usernameRequired })
    .pipe(z.email({ error: LOGIN_VALIDATION.usernameEmail })),
  password: z.string().min(1, { error: LOGIN_VALIDATION.passwordRequired }),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.infer<typeof loginFormSchema>;
