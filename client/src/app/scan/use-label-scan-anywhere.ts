import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ManufacturingLabelLookupDocument, type ManufacturingLabelLookupQuery, type ManufacturingLabelLookupQueryVariables } from '../../gql/graphql';
import { createBurstDetector } from '../../shared/scan/scan-burst';
import { LABEL_SCAN_EVENT, readAppCode } from '../../shared/scan/label-code';
import { readServerError } from '../../shared/server-errors';
import { showMessage } from '../../shared/message/message-store';

/** Where keys belong to a field: a scan there is the field's (it hands over codes it does not read). */
const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLElement && target.isContentEditable);

const recordPath = (id: number) => `/app/manufacturing/${id}`;

/**
 * "Scanning a label's QR anywhere in the app opens its record": a scanner's burst ending
 * in Enter that no field receives, or a code a scan field hands over (`handOverLabelScan`), is
 * looked up (`manufacturingLabelLookup`, role 2+) and the app goes to /app/manufacturing/{id} with
 * the record's drawer open. A production sheet's `R-<id>` goes there directly.
 */
export function useLabelScanAnywhere(enabled: boolean): void {
  const client = useApolloClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    const detector = createBurstDetector();
    let latest = 0;
    const open = async (raw: string) => {
      const code = readAppCode(raw);
      if (!code) return;
      const mine = ++latest;
      if (code.kind === 'sheet') {
        navigate(recordPath(code.recordId));
        return;
      }
      try {
        const { data } = await client.query<ManufacturingLabelLookupQuery, ManufacturingLabelLookupQueryVariables>({ query: ManufacturingLabelLookupDocument, variables: { code: code.code }, fetchPolicy: 'network-only' });
        // a later scan wins
        if (mine === latest && data) navigate(recordPath(data.manufacturingLabelLookup.recordId));
      } catch (error) {
        const e = readServerError(error);
        showMessage({ message: e.code === 'NOT_FOUND' ? t('scan.labelUnknown', { code: code.code }) : (e.message ?? t('scan.labelUnknown', { code: code.code })), isError: true });
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target)) {
        detector.reset();
        return;
      }
      const scanned = detector.key(e);
      if (scanned && readAppCode(scanned)) {
        e.preventDefault();
        void open(scanned);
      }
    };
    const onHandOver = (e: Event) => void open(String((e as CustomEvent<unknown>).detail ?? ''));
    window.addEventListener('keydown', onKey);
    window.addEventListener(LABEL_SCAN_EVENT, onHandOver);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(LABEL_SCAN_EVENT, onHandOver);
    };
  }, [enabled, client, navigate, t]);
}
