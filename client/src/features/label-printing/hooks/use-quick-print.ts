import { useQuickPrintManyMutation, useQuickPrintMutation, useQuickPrintPreviewQuery, type QuickPrintLabelFieldsFragment } from '../../../gql/graphql';

export interface PrintRequest {
  printer: number;
  quantity: number;
  operationId: string;
}

/**
 * The data of the quick-print dialog: the preview of the first label, and the print itself. One
 * label is one `quickPrint`; several are ONE `quickPrintMany`: one job whose document holds every
 * label in the order shown. Answers the queued job's id.
 */
export function useQuickPrint(labels: readonly QuickPrintLabelFieldsFragment[] | null) {
  const first = labels?.[0] ?? null;
  const preview = useQuickPrintPreviewQuery({ variables: { id: first?.id ?? 0 }, skip: !first });
  const [printOne] = useQuickPrintMutation();
  const [printMany] = useQuickPrintManyMutation();
  const print = async ({ printer, quantity, operationId }: PrintRequest): Promise<number | null> => {
    if (!labels?.length) return null;
    if (labels.length === 1) {
      const res = await printOne({ variables: { input: { id: labels[0].id, quantity, type: 'normal', printer, operationId } } });
      return res.data?.quickPrint.jobId ?? null;
    }
    const res = await printMany({ variables: { input: { ids: labels.map((l) => l.id), quantity, type: 'normal', printer, operationId } } });
    return res.data?.quickPrintMany.jobId ?? null;
  };
  return { previewSvg: preview.data?.quickPrintPreview ?? null, print };
}
