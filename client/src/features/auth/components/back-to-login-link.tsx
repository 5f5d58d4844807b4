import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AUTH_PATHS } from '../../../shared/session/paths';

export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" w="full">
      <Link href={AUTH_PATHS.login}>{t('auth.backToLogin')}</Link>
    </Button>
  );
}
