import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder';

export default function OrderHistoryPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('nav.orderHistory')} />;
}
