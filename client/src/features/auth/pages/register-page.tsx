import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { BackToLoginLink } from '../components/back-to-login-link';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <BackToLoginLink />
    </AuthCard>
  );
}
