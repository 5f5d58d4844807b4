import { z } from 'zod';

/** Sign-in form (SPEC.md section 5). Messages are i18n keys, translated where they show. */
export const loginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: 'auth.validation.usernameRequired' })
    .pipe(z.email({ error: 'auth.validation.usernameEmail' })),
  password: z.string().min(1, { error: 'auth.validation.passwordRequired' }),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.infer<typeof loginFormSchema>;
