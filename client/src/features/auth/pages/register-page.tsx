import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuthSettingsQuery } from '../../../gql/graphql';
import { AccountField } from '../components/account-field';
import { AuthCard } from '../components/auth-card';
import { BackToLoginLink } from '../components/back-to-login-link';
import { useRegisterForm } from '../hooks/use-register-form';

function RegisterForm() {
  const { t } = useTranslation();
  const { form, onSubmit, submitting, errorKey } = useRegisterForm();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.registerTitle')}>
      <Stack gap="4">
        {errorKey && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t(errorKey)}</Alert.Title>
          </Alert.Root>
        )}
        <AccountField form={form} name="email" label={t('account.email')} type="email" autoComplete="email" />
        <AccountField form={form} name="password" label={t('account.password')} type="password" autoComplete="new-password" />
        <AccountField form={form} name="passwordRepeat" label={t('account.passwordRepeat')} type="password" autoComplete="new-password" />
        <AccountField form={form} name="firstName" label={t('account.firstName')} autoComplete="given-name" />
        <AccountField form={form} name="lastName" label={t('account.lastName')} autoComplete="family-name" />
        <AccountField form={form} name="numer_zewnetrzny" label={t('account.numer_zewnetrzny')} />
        <Button type="submit" loading={submitting} w="full">
          {t('account.register.submit')}
        </Button>
        <BackToLoginLink />
      </Stack>
    </form>
  );
}

/** {auth}/register: a client account when REGISTRATION=open, otherwise "ask an administrator". */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { data, loading } = useAuthSettingsQuery();
  const open = data?.authSettings.registrationOpen === true;
  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={open ? t('account.register.subtitleOpen') : t('auth.registerSubtitle')}>
      {loading ? (
        <Spinner />
      ) : open ? (
        <RegisterForm />
      ) : (
        <Stack gap="4">
          <Text data-testid="registration-closed">{t('account.register.closed')}</Text>
          <BackToLoginLink />
        </Stack>
      )}
    </AuthCard>
  );
}
