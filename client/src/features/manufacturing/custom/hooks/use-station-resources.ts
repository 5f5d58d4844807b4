import { useDrillingSchemaOptionsQuery, useQuickPrintPrinterListQuery } from '../../../../gql/graphql';
import { offeredPrinters } from '../../../label-printing';

/** What the station offers: the label printers and the drilling schemas in use (not archived). */
export function useStationResources() {
  const printers = offeredPrinters(useQuickPrintPrinterListQuery().data?.quickPrintPrinters ?? []);
  const schemas = useDrillingSchemaOptionsQuery({ variables: { archived: 'false' } }).data?.schemas.items ?? [];
  return { printers, schemas };
}
