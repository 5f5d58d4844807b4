import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import {
  useStandardCheckMutation,
  useStandardEntryQuery,
  useStandardLabelDeleteMutation,
  useStandardPersistMutation,
  useStandardPrintersQuery,
  useStandardPrintMutation,
  type StandardCheckMutation,
} from '../../../gql/graphql';
import { newIdempotencyKey } from '../../../shared/idempotency-key';
import { useOperationStatus } from '../../../shared/operation-status/use-operation-status';
import { readServerError } from '../../../shared/server-errors';
import { notify } from '../../../shared/ui/notices';

type CheckResult = StandardCheckMutation['standardManufacturingCheck'];

const newOperationId = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `op-${Date.now()}-${Math.random().toString(16).slice(2)}`);

/** One entry at the station (the container side of EntryPanel): the entry and the printers, print
 *  its labels, check it, persist it with the result live on operationStatus, void a piece's label.
 *  Every action sends a fresh Idempotency-Key: a double click or a retried request is
 *  done once. Skipped while no entry is open. */
export function useStandardEntry({ entryId, numerPracownika, onChanged }: { entryId: number | null; numerPracownika: number; onChanged(): void }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const skip = entryId === null;
  const id = entryId ?? 0;
  const { data, refetch } = useStandardEntryQuery({ variables: { id }, skip, fetchPolicy: 'cache-and-network' });
  const entry = skip ? undefined : data?.standardManufacturingEntry;
  const printerList = useStandardPrintersQuery({ skip }).data?.standardManufacturingPrinters;
  const printers = useMemo(() => printerList ?? [], [printerList]);
  const [printer, setPrinter] = useState<number | null>(null);
  useEffect(() => {
    if (printer === null && printers.length > 0) setPrinter(printers[0].id);
  }, [printers, printer]);
  const [print, printing] = useStandardPrintMutation();
  const [check, checking] = useStandardCheckMutation();
  const [persist, persisting] = useStandardPersistMutation();
  const [voidLabels] = useStandardLabelDeleteMutation();
  const [result, setResult] = useState<CheckResult | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const operation = useOperationStatus(operationId);
  // Another entry opened: its own check result.
  useEffect(() => setResult(null), [entryId]);

  useEffect(() => {
    if (!operation.status || !operation.done) return;
    const { status, message } = operation.status;
    if (status === 'SUCCESS') showMessage({ message });
    if (status === 'ERROR') showMessage({ message: s('erpError', { message }), isError: true });
    setOperationId(null);
    void refetch();
    onChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished operation
  }, [operation.done, operation.status]);

  const failed = (error: unknown) => showMessage({ message: s('messages.failed', { message: readServerError(error).message ?? String(error) }), isError: true });

  const doPrint = async (onlyUnprinted: boolean) => {
    if (printer === null || skip) return;
    try {
      const res = await print({ variables: { input: { id, printer, onlyUnprinted }, idempotencyKey: newIdempotencyKey() } });
      // a notice, not a "Sukces" dialog to click away between two prints
      notify({ message: res.data?.standardManufacturingPrint.message ?? '', status: 'success', sound: true });
      setResult(null);
      await refetch();
    } catch (error) {
      failed(error);
    }
  };
  const doCheck = async () => {
    if (skip) return;
    try {
      const res = await check({ variables: { id } });
      setResult(res.data?.standardManufacturingCheck ?? null);
      await refetch();
    } catch (error) {
      failed(error);
    }
  };
  const doPersist = async () => {
    if (skip) return;
    const op = newOperationId();
    setOperationId(op);
    try {
      const res = await persist({ variables: { id, operationId: op, idempotencyKey: newIdempotencyKey() } });
      const out = res.data?.standardManufacturingPersist;
      setResult(null);
      if (out?.entry.status === 'PERSISTED') {
        showMessage({ message: out.message });
        setOperationId(null);
      }
      await refetch();
      onChanged();
    } catch (error) {
      setOperationId(null);
      const err = readServerError(error);
      const reasons = (error as { errors?: Array<{ extensions?: { reasons?: CheckResult['reasons'] } }> }).errors?.[0]?.extensions?.reasons;
      if (reasons) setResult({ id, ok: false, status: entry?.status ?? 'DRAFT', reasons, stockBefore: null, stockAfter: null, message: err.message ?? '' });
      else failed(error);
      await refetch();
    }
  };
  /** Voids one piece's label (the caller asked the worker to confirm). */
  const doVoid = async (code: string) => {
    try {
      await voidLabels({ variables: { input: { data: [code], numer_pracownika: numerPracownika }, idempotencyKey: newIdempotencyKey() } });
      showMessage({ message: s('messages.voided', { code }) });
      setResult(null);
      await refetch();
    } catch (error) {
      failed(error);
    }
  };

  return {
    entry,
    printers,
    printer,
    setPrinter,
    result,
    printing: printing.loading,
    checking: checking.loading,
    persisting: persisting.loading,
    /** A persist waits for its operation to finish (the ERP's answer). */
    awaitingOperation: operationId !== null,
    print: doPrint,
    check: doCheck,
    persist: doPersist,
    voidLabel: doVoid,
  };
}

export type StandardEntryState = ReturnType<typeof useStandardEntry>;
