import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** "Etykiet: N", or "Etykiet: ponad N" when the server stopped counting at its bound (a search most
 *  labels match is not counted to the end on every page). */
export function LabelsCount({ totalCount, totalCountExact }: { totalCount: number; totalCountExact: boolean }) {
  const { t } = useTranslation();
  return (
    <Text color="fg.muted" data-testid="labels-count">
      {totalCountExact ? t('labelPrinting.total', { count: totalCount }) : t('labelPrinting.totalMoreThan', { count: totalCount - 1 })}
    </Text>
  );
}
