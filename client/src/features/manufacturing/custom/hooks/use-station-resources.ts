import { useSession } from '../../../../shared/session/auth-store';
import { useDrillingSchemaOptionsQuery, useQuickPrintPrinterListQuery, useStandardPrintersQuery } from '../../../../gql/graphql';
import { offeredPrinters } from '../../../label-printing';

/** What the station offers: the label printers and the drilling schemas in use (not archived).
 *  The quick-print printer list loads for role 3+ only (SPEC.md); an office worker (role 2) who
 *  prints at the station gets the manufacturing screen's own label printer list instead. */
export function useStationResources() {
  const role = useSession()?.role ?? 1;
  const quick = useQuickPrintPrinterListQuery({ skip: role < 3 }).data?.quickPrintPrinters;
  const station = useStandardPrintersQuery({ skip: role >= 3 }).data?.standardManufacturingPrinters;
  const printers = offeredPrinters(quick ?? station ?? []);
  const schemas = useDrillingSchemaOptionsQuery({ variables: { archived: 'false' } }).data?.schemas.items ?? [];
  return { printers, schemas };
}
