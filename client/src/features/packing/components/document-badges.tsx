import { Badge, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PackingDocumentFragment } from '../../../gql/graphql';

type Flags = Pick<PackingDocumentFragment, 'wantsInvoice' | 'paymentsCod' | 'is_pickup' | 'pickup_place' | 'error'>;

/** Invoice, cash on delivery, pickup (with the place) and the error flag. */
export function DocumentBadges({ doc }: { doc: Flags }) {
  const { t } = useTranslation();
  return (
    <Wrap gap="1">
      {doc.wantsInvoice && (
        <Badge colorPalette="blue" data-testid="badge-invoice">
          {t('packing.badges.invoice')}
        </Badge>
      )}
      {doc.paymentsCod && (
        <Badge colorPalette="orange" data-testid="badge-cod">
          {t('packing.badges.cod')}
        </Badge>
      )}
      {doc.is_pickup && (
        <Badge colorPalette="purple" data-testid="badge-pickup">
          {doc.pickup_place ? t('packing.badges.pickupAt', { place: doc.pickup_place }) : t('packing.badges.pickup')}
        </Badge>
      )}
      {doc.error && <Badge colorPalette="red">{t('packing.badges.error')}</Badge>}
    </Wrap>
  );
}
