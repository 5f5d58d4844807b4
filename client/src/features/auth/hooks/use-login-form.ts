import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { persistSession } from '../../../shared/session/auth-store';
import { openPageSession } from '../../../shared/session/cookies';
import { landingPathForRole } from '../../../shared/session/paths';
import { reloadTo } from '../../../shared/session/page-reload';
import { takeOrigin } from '../../../shared/session/redirect-origin';
import { parseRole } from '../../../shared/session/role';
import { useLoginMutation } from '../../../gql/graphql';
import { loginErrorKey, type LoginErrorKey } from '../login-error';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from '../login-form.schema';

/**
 * The sign-in form: validation, the Login mutation, the session, then ONE full page load straight
 * to the remembered origin or the role's landing screen (SPEC.md section 4 keeps the reload; going
 * to '/' first cost two redirects, and rendering the app before the reload started requests the
 * reload then cut off: ERR_ABORTED).
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
      persistSession({ token: data.login.access_token, role, numer_pracownika: data.login.numer_pracownika });
      // the HttpOnly cookie the reload below is rendered on the server with
      await openPageSession(data.login.access_token);
      const origin = takeOrigin();
      reloadTo(origin === '/' ? landingPathForRole(role) : origin);
    } catch (error) {
      setErrorKey(loginErrorKey(error));
    }
  });

  return { form, onSubmit, submitting: loading || form.formState.isSubmitting, errorKey };
}
