import { useTranslation } from 'react-i18next';
import { useQuickPrintMutation, useQuickPrintPreviewQuery, type QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { PrintDialog } from './print-dialog';

/** The print dialog for one or several quick-print labels (POST /api/quick-print/print, type
 *  "normal", once per label: ADR 0861). The preview shows the first one. */
export function QuickPrintDialog({ labels, onClose }: { labels: QuickPrintLabelFieldsFragment[] | null; onClose(): void }) {
  const { t } = useTranslation();
  const first = labels?.[0] ?? null;
  const preview = useQuickPrintPreviewQuery({ variables: { id: first?.id ?? 0 }, skip: !first });
  const [print] = useQuickPrintMutation();
  return (
    <PrintDialog
      open={labels !== null && labels.length > 0}
      title={labels && labels.length > 1 ? t('labelPrinting.print.titleMany', { count: labels.length }) : t('labelPrinting.print.title', { name: first?.name ?? '' })}
      previewSvg={preview.data?.quickPrintPreview ?? null}
      onClose={onClose}
      onPrint={async ({ printer, quantity, operationId }) => {
        if (!labels) return null;
        let last: number | null = null;
        // One job per label, in the order shown; the dialog follows the last one.
        for (const [i, label] of labels.entries()) {
          const res = await print({ variables: { input: { id: label.id, quantity, type: 'normal', printer, operationId: i === labels.length - 1 ? operationId : null } } });
          last = res.data?.quickPrint.jobId ?? last;
        }
        return last;
      }}
    />
  );
}
