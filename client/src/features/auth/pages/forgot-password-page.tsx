import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { BackToLoginLink } from '../components/back-to-login-link';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotPasswordTitle')} subtitle={t('auth.forgotPasswordSubtitle')}>
      <BackToLoginLink />
    </AuthCard>
  );
}
