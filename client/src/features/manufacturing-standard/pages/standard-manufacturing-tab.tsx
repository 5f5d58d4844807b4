import { useSession } from '../../../shared/session/auth-store';
import { EntryPanel } from '../components/entry-panel';
import { ErrorLogPanel } from '../components/error-log-panel';
import { ProductPicker } from '../components/product-picker';
import { StandardTab } from '../components/standard-tab';
import { useErrorLog } from '../hooks/use-error-log';
import { useProductSearch } from '../hooks/use-product-search';
import { useStandardEntry } from '../hooks/use-standard-entry';
import { useStandardStation } from '../hooks/use-standard-station';

/** The container of the Produkcja standardowa tab: its hooks fetch and hold the state, the
 *  components under components/ present it. */
export function StandardManufacturingTab() {
  const numer = useSession()?.numer_pracownika ?? 0;
  const station = useStandardStation(numer);
  const search = useProductSearch({ picked: station.product, onPick: station.pick });
  const entry = useStandardEntry({ entryId: station.entryId, numerPracownika: numer, onChanged: station.refetchRecent });
  const log = useErrorLog(numer);
  return <StandardTab station={station} picker={<ProductPicker search={search} />} entry={<EntryPanel state={entry} />} errorLog={<ErrorLogPanel log={log} />} />;
}
