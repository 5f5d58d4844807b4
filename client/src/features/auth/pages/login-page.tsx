import { useTranslation } from 'react-i18next';
import { useAuthSettingsQuery } from '../../../gql/graphql';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  // "Zarejestruj się" only where registration is open (REGISTRATION=open on the server).
  const settings = useAuthSettingsQuery({ fetchPolicy: 'cache-first' });
  return (
    <AuthCard title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <LoginForm registrationOpen={settings.data?.authSettings.registrationOpen === true} />
    </AuthCard>
  );
}
