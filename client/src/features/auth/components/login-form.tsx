import { Alert, Button, Field, Input, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AUTH_PATHS } from '../../../shared/session/paths';
import { useLoginForm } from '../hooks/use-login-form';
import type { LoginValidationKey } from '../login-form.schema';

/** `registrationOpen`: the server's setting; "Zarejestruj się" shows only when it is true. */
export function LoginForm({ registrationOpen = false }: { registrationOpen?: boolean }) {
  const { t } = useTranslation();
  const { form, onSubmit, submitting, errorKey } = useLoginForm();
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.signInTitle')}>
      <Stack gap="5">
        {errorKey && (
          <Alert.Root status="error" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{t(errorKey)}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.username} required>
          <Field.Label>
            {t('auth.username')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="username" placeholder={t('auth.usernamePlaceholder')} {...form.register('username')} />
          <Field.ErrorText>{errors.username?.message && t(errors.username.message as LoginValidationKey)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>
            {t('auth.password')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
          <Field.ErrorText>{errors.password?.message && t(errors.password.message as LoginValidationKey)}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" loading={submitting} w="full">
          {t('auth.signIn')}
        </Button>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" fontSize="sm" gap="2">
          <ChakraLink asChild colorPalette="teal" color="colorPalette.fg">
            <Link href={AUTH_PATHS.forgotPassword}>{t('auth.forgotPasswordLink')}</Link>
          </ChakraLink>
          {registrationOpen && (
            <ChakraLink asChild colorPalette="teal" color="colorPalette.fg">
              <Link href={AUTH_PATHS.register}>{t('auth.registerLink')}</Link>
            </ChakraLink>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
