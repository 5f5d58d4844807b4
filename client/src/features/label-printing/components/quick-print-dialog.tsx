import { useTranslation } from 'react-i18next';
import { useQuickPrintMutation, useQuickPrintPreviewQuery, type QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { PrintDialog } from './print-dialog';

/** The print dialog for one quick-print label (POST /api/quick-print/print, type "normal"). */
export function QuickPrintDialog({ label, onClose }: { label: QuickPrintLabelFieldsFragment | null; onClose(): void }) {
  const { t } = useTranslation();
  const preview = useQuickPrintPreviewQuery({ variables: { id: label?.id ?? 0 }, skip: !label });
  const [print] = useQuickPrintMutation();
  return (
    <PrintDialog
      open={label !== null}
      title={t('labelPrinting.print.title', { name: label?.name ?? '' })}
      previewSvg={preview.data?.quickPrintPreview ?? null}
      onClose={onClose}
      onPrint={async ({ printer, quantity, operationId }) => {
        if (!label) return null;
        const res = await print({ variables: { input: { id: label.id, quantity, type: 'normal', printer, operationId } } });
        return res.data?.quickPrint.jobId ?? null;
      }}
    />
  );
}
