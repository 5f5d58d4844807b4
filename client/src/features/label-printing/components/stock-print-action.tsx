import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/auth-store';
import { useStockLabelPrint } from '../hooks/use-print-data';
import { PrintDialog } from './print-dialog';
import { can } from '../../../../../domain/authorization/index';

const SIZES = ['small', 'large', 'a4'] as const;

/** "Drukuj etykietę" for one stock item (POST /api/stocks/print), for the Stany magazynowe
 *  screen: a button and its print dialog. Renders nothing for a role that may not print stock labels. */
export function StockPrintAction({ item, size: buttonSize = 'xs' }: { item: { id: number; index: string }; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [documentSize, setDocumentSize] = useState<string>('small');
  const label = useStockLabelPrint(item.id, open, documentSize);
  if (!can('stocksPrint', session?.role)) return null;
  return (
    <>
      <Button size={buttonSize} variant="outline" data-testid="stock-print-action" onClick={() => setOpen(true)}>
        {t('labelPrinting.stock.action')}
      </Button>
      <PrintDialog
        open={open}
        title={t('labelPrinting.stock.title', { index: item.index })}
        previewSvg={label.previewSvg}
        sizes={SIZES}
        size={documentSize}
        onSizeChange={setDocumentSize}
        onClose={() => setOpen(false)}
        onPrint={label.print}
      />
    </>
  );
}
