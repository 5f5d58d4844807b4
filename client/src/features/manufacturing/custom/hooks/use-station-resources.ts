import { useSession } from '../../../../shared/session/auth-store';
import { useDrillingSchemaOptionsQuery, useQuickPrintPrinterListQuery, useStandardPrintersQuery } from '../../../../gql/graphql';
import { offeredPrinters } from '../../../label-printing';
import { can } from '../../../../../../domain/authorization/index';

/** What the station offers: the label printers and the drilling schemas in use (not archived).
 *  The quick-print printer list loads only for roles that may read it (SPEC.md); an office worker who
 *  prints at the station gets the manufacturing screen's own label printer list instead. */
export function useStationResources() {
  const role = useSession()?.role ?? 1;
  const quickAllowed = can('quickPrintPrinters', role);
  const quick = useQuickPrintPrinterListQuery({ skip: !quickAllowed }).data?.quickPrintPrinters;
  const station = useStandardPrintersQuery({ skip: quickAllowed }).data?.standardManufacturingPrinters;
  const printers = offeredPrinters(quick ?? station ?? []);
  const schemas = useDrillingSchemaOptionsQuery({ variables: { archived: 'false' } }).data?.schemas.items ?? [];
  return { printers, schemas };
}
