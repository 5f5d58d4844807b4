import { useMemo } from 'react';
import { useQuickPrintLabelUpdateMutation, useQuickPrintPrinterListQuery, useStockLabelPreviewQuery, useStockPrintMutation, type QuickPrintLabelUpdateInput } from '../../../gql/graphql';
import { offeredPrinters } from '../printer-choice';
import type { PrintRequest } from './use-quick-print';

/** The printers a print dialog offers (SPEC.md's name filter), read when the dialog opens. */
export function useOfferedPrinters(open: boolean) {
  const query = useQuickPrintPrinterListQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const printers = useMemo(() => offeredPrinters(query.data?.quickPrintPrinters ?? []), [query.data]);
  return { printers, loading: query.loading };
}

/** A stock item's label: its preview at the chosen size while the dialog is open, and the print
 *  (POST /api/stocks/print). */
export function useStockLabelPrint(itemId: number, open: boolean, documentSize: string) {
  const preview = useStockLabelPreviewQuery({ variables: { id: itemId, documentSize }, skip: !open });
  const [print] = useStockPrintMutation();
  return {
    previewSvg: preview.data?.stockLabelPreview ?? null,
    print: async ({ printer, quantity, operationId }: PrintRequest) => {
      const res = await print({ variables: { input: { id: itemId, quantity, printer, documentSize, operationId } } });
      return res.data?.stockPrint.jobId ?? null;
    },
  };
}

/** Saves a quick-print label's edits; throws the server's error (field reasons) for the form. */
export function useLabelUpdate() {
  const [save, { loading }] = useQuickPrintLabelUpdateMutation();
  return { saving: loading, save: (id: number, input: QuickPrintLabelUpdateInput) => save({ variables: { id, input } }) };
}
