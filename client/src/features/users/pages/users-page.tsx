import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder';

export default function UsersPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.users')} />;
}
