import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveSession } from '../../../app/session/auth-store';
import { reloadTo } from '../../../app/session/page-reload';
import { takeOrigin } from '../../../app/session/redirect-origin';
import { parseRole } from '../../../app/session/role';
import { useLoginMutation } from '../../../gql/graphql';
import { loginErrorKey, type LoginErrorKey } from '../login-error';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from '../login-form.schema';

/**
 * The sign-in form: validation, the Login mutation, the session, then a full page load of the
 * remembered origin (or '/').
 */
export function useLoginForm() {
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
  });
  const [login, { loading }] = useLoginMutation();
  const [errorKey, setErrorKey] = useState<LoginErrorKey | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      const { data } = await login({ variables: { input: values } });
      const role = parseRole(data?.login.role);
      if (!data || role === null) throw new Error('Login returned no session');
      saveSession({ token: data.login.access_token, role, numer_pracownika: data.login.numer_pracownika });
      reloadTo(takeOrigin());
    } catch (error) {
      setErrorKey(loginErrorKey(error));
    }
  });

  return { form, onSubmit, submitting: loading || form.formState.isSubmitting, errorKey };
}
