import { useTranslation } from 'react-i18next';
import type { QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import type { PrintRequest } from '../hooks/use-quick-print';
import { PrintDialog } from './print-dialog';

interface QuickPrintDialogProps {
  labels: QuickPrintLabelFieldsFragment[] | null;
  /** The first label's preview (null while loading). */
  previewSvg: string | null;
  onClose(): void;
  /** Queues the labels (several: one job); answers the job's id. */
  onPrint(request: PrintRequest): Promise<number | null>;
}

/** The print dialog for one or several quick-print labels. The preview shows the first one. */
export function QuickPrintDialog({ labels, previewSvg, onClose, onPrint }: QuickPrintDialogProps) {
  const { t } = useTranslation();
  const first = labels?.[0] ?? null;
  return (
    <PrintDialog
      open={labels !== null && labels.length > 0}
      title={labels && labels.length > 1 ? t('labelPrinting.print.titleMany', { count: labels.length }) : t('labelPrinting.print.title', { name: first?.name ?? '' })}
      previewSvg={previewSvg}
      onClose={onClose}
      onPrint={onPrint}
    />
  );
}
