import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAuthSettingsQuery } from '../../../gql/graphql';
import { AccountField } from '../components/account-field';
import { AuthCard } from '../components/auth-card';
import { BackToLoginLink } from '../components/back-to-login-link';
import { useForgotPasswordForm, useResetPasswordForm } from '../hooks/use-password-reset-forms';

function Notice({ status, text }: { status: 'success' | 'error' | 'info'; text: string }) {
  return (
    <Alert.Root status={status} data-testid={`notice-${status}`}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

function RequestLinkForm() {
  const { t } = useTranslation();
  const { form, onSubmit, submitting, outcome } = useForgotPasswordForm();
  if (outcome === 'done') return <Stack gap="4"><Notice status="success" text={t('account.forgot.sent')} /><BackToLoginLink /></Stack>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {outcome === 'failed' && <Notice status="error" text={t('account.errors.generic')} />}
        <AccountField form={form} name="email" label={t('account.email')} type="email" autoComplete="email" />
        <Button type="submit" loading={submitting} w="full">
          {t('account.forgot.submit')}
        </Button>
        <BackToLoginLink />
      </Stack>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { form, onSubmit, submitting, outcome } = useResetPasswordForm(token);
  if (outcome === 'done') return <Stack gap="4"><Notice status="success" text={t('account.reset.done')} /><BackToLoginLink /></Stack>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {outcome === 'invalidLink' && <Notice status="error" text={t('account.reset.invalidLink')} />}
        {outcome === 'failed' && <Notice status="error" text={t('account.errors.generic')} />}
        <AccountField form={form} name="password" label={t('account.password')} type="password" autoComplete="new-password" />
        <AccountField form={form} name="passwordRepeat" label={t('account.passwordRepeat')} type="password" autoComplete="new-password" />
        <Button type="submit" loading={submitting} w="full">
          {t('account.reset.submit')}
        </Button>
        <BackToLoginLink />
      </Stack>
    </form>
  );
}

/** {auth}/forgot-password: asks for the e-mail (when SMTP is set up) or says to ask an administrator;
 *  with ?token= from the e-mailed link, sets the new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token');
  const { data, loading } = useAuthSettingsQuery({ skip: token !== null });
  if (token) {
    return (
      <AuthCard title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
        <NewPasswordForm token={token} />
      </AuthCard>
    );
  }
  const byMail = data?.authSettings.passwordResetByEmail === true;
  return (
    <AuthCard title={t('auth.forgotPasswordTitle')} subtitle={byMail ? t('account.forgot.subtitleMail') : undefined}>
      {loading ? (
        <Spinner />
      ) : byMail ? (
        <RequestLinkForm />
      ) : (
        <Stack gap="4">
          <Text data-testid="reset-by-admin">{t('account.forgot.noMail')}</Text>
          <BackToLoginLink />
        </Stack>
      )}
    </AuthCard>
  );
}
