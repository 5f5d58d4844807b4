import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveSession } from '../../../shared/session/auth-store';
import { openPageSession } from '../../../shared/session/cookies';
import { reloadTo } from '../../../shared/session/page-reload';
import { parseRole } from '../../../shared/session/role';
import { useAccountRegisterMutation } from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { ACCOUNT_VALIDATION, registerFormSchema, type RegisterFormValues } from '../account-form.schema';

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'numer_zewnetrzny'] as const;

/** Self-registration: validation, the register mutation, the token stored (SPEC.md section 4), then '/'. */
export function useRegisterForm() {
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', passwordRepeat: '', firstName: '', lastName: '', numer_zewnetrzny: '' },
  });
  const [register, { loading }] = useAccountRegisterMutation();
  const [errorKey, setErrorKey] = useState<'account.errors.generic' | 'account.errors.closed' | null>(null);

  const onSubmit = form.handleSubmit(async ({ passwordRepeat: _repeat, ...input }) => {
    setErrorKey(null);
    try {
      const { data } = await register({ variables: { input } });
      const role = parseRole(data?.register.role);
      if (!data || role === null) throw new Error('Registration returned no session');
      saveSession({ token: data.register.access_token, role, numer_pracownika: data.register.numer_pracownika });
      await openPageSession(data.register.access_token);
      reloadTo('/');
    } catch (error) {
      const { code, fields } = readServerError(error);
      const known = FIELDS.filter((f) => fields[f]);
      for (const field of known) {
        form.setError(field, { message: code === 'CONFLICT' ? ACCOUNT_VALIDATION.taken : field === 'email' ? ACCOUNT_VALIDATION.email : ACCOUNT_VALIDATION.invalid });
      }
      if (known.length === 0) setErrorKey(code === 'FORBIDDEN' ? 'account.errors.closed' : 'account.errors.generic');
    }
  });

  return { form, onSubmit, submitting: loading || form.formState.isSubmitting, errorKey };
}
