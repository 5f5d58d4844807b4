import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManufacturingType } from '../../../../../../domain/manufacturing/index';
import { renderedOnServer } from '../../../../shared/ssr/hydrating';
import { newIdempotencyKey } from '../../../../shared/idempotency-key';
import { takeEarlyScans } from '../../../../shared/scan/early-input';
import type { useNotices } from '../components/notices';
import { checkForm, defaultValues, formPath, toRecordInput, type FieldErrors, type RecordFormValues } from '../record-form';
import { isEmployeeNumber, readScan } from '../scan-code';
import { recallBadge, rememberBadge } from '../station-badges';
import { recallStationPrinter, rememberStationPrinter } from '../station-printer';
import type { OrderCheck, StationApi } from './station-api';

export type StationPhase = 'worker' | 'badgeNumber' | 'order' | 'type' | 'print';

export interface StationWorker {
  employeeNumber: number;
  name: string | null;
}

/** The worker at this station stays while the screen's tabs change (in memory only: a reload asks again). */
let currentWorker: StationWorker | null = null;
export function resetStationWorker(): void {
  currentWorker = null;
}

interface StationOptions {
  api: StationApi;
  printers: ReadonlyArray<{ id: number }>;
  notices: ReturnType<typeof useNotices>;
  openRecord(id: number): void;
  onChanged?(): void;
  onPrintQueued?(operationId: string | null, recordId: number): void;
}

/**
 * The station's run: badge (or worker number) -> order (404: "Zamówienie nie istnieje") -> the
 * order is claimed -> type -> only that type's steps -> save -> print -> next scan. Results are
 * notices that never take the focus; it returns to the scan field.
 */
export function useStation({ api, printers, notices: { push }, openRecord, onChanged, onPrintQueued }: StationOptions) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.station.${key}` as never, values as never) as unknown as string;
  const [phase, setPhase] = useState<StationPhase>(() => (currentWorker ? 'order' : 'worker'));
  const [worker, setWorkerState] = useState<StationWorker | null>(() => currentWorker);
  const setWorker = (next: StationWorker | null) => {
    currentWorker = next;
    setWorkerState(next);
  };
  const [pendingBadge, setPendingBadge] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderCheck | null>(null);
  const [type, setType] = useState<ManufacturingType | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The server knows no browser's printer: a hydrating screen starts as the server rendered it
  // and takes the remembered printer after hydrating.
  const [printerId, setPrinterId] = useState<number | null>(() => (renderedOnServer() ? null : recallStationPrinter()));
  // Scans typed while the server-rendered screen was not yet the app's, worked through one at a
  // time: a badge changes the phase the next scan (the order) is read in.
  const [earlyScans, setEarlyScans] = useState<readonly string[]>([]);
  const scanRef = useRef<HTMLInputElement>(null);
  const printRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RecordFormValues>({ defaultValues: defaultValues(null) });
  // One key per save attempt and per print: a double Enter or a double scan does it once.
  const attemptKey = useRef(newIdempotencyKey());

  // The remembered printer while it is still offered, else the first one offered (a hydrating
  // screen recalls it here: it started with none, as the server rendered it).
  useEffect(() => {
    if (!printers.length) return;
    const wanted = printerId ?? recallStationPrinter();
    const next = printers.some((p) => p.id === wanted) ? wanted : printers[0].id;
    if (next !== printerId) setPrinterId(next);
  }, [printers, printerId]);

  const focusScan = useCallback(() => setTimeout(() => scanRef.current?.focus(), 0), []);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) scanRef.current?.focus();
    const { scans, partial } = takeEarlyScans();
    const input = scanRef.current;
    if (input && partial && !input.value) input.value = partial;
    if (scans.length) setEarlyScans(scans);
  }, []);

  const startOver = useCallback(
    (next: StationPhase = 'order') => {
      setOrder(null);
      setType(null);
      setSavedId(null);
      setErrors({});
      form.reset(defaultValues(null));
      attemptKey.current = newIdempotencyKey();
      setPhase(next);
      focusScan();
    },
    [focusScan, form],
  );

  const acceptWorker = (employeeNumber: number, name: string | null = null) => {
    setWorker({ employeeNumber, name });
    setPendingBadge(null);
    push('info', s('workerSet', { number: employeeNumber }));
    startOver('order');
  };

  const onWorkerScan = async (value: string) => {
    if (phase === 'badgeNumber' && pendingBadge) {
      if (!isEmployeeNumber(value)) {
        push('error', s('numberExpected'));
        return;
      }
      rememberBadge(pendingBadge, Number(value));
      acceptWorker(Number(value));
      return;
    }
    if (isEmployeeNumber(value)) {
      // Digits are the worker's own number (the server checks it when the order is claimed).
      acceptWorker(Number(value));
      return;
    }
    const badgeOk = await api.checkBadge(value).catch(() => false);
    if (!badgeOk) {
      push('error', s('badgeUnknown', { badge: value }));
      return;
    }
    const known = recallBadge(value);
    if (known) {
      acceptWorker(known);
      return;
    }
    setPendingBadge(value);
    setPhase('badgeNumber');
    push('info', s('badgeAskNumber'));
  };

  const onOrderScan = async (value: string) => {
    if (!worker) return;
    const found = await api.checkOrder(value).catch(() => undefined);
    if (found === undefined) {
      push('error', s('failed'));
      return;
    }
    if (found === null) {
      push('error', s('orderNotFound', { order: value }));
      startOver('order');
      return;
    }
    const claim = await api.claim(worker.employeeNumber, found.numer_zamowienia);
    if (!claim.ok) {
      if (claim.reason === 'unknownWorker') {
        push('error', s('workerUnknown', { number: worker.employeeNumber }));
        setWorker(null);
        startOver('worker');
      } else push('error', claim.message ?? s('failed'));
      focusScan();
      return;
    }
    setWorker({ ...worker, name: claim.name });
    setOrder(found);
    setType(null);
    setSavedId(null);
    form.reset(defaultValues(null));
    setPhase('type');
    push('success', s('claimed', { order: found.numer_zamowienia }));
  };

  const scan = async (raw: string) => {
    const read = readScan(raw, { sheets: phase !== 'worker' && phase !== 'badgeNumber' });
    if (read.kind === 'label') {
      openRecord(read.recordId);
      focusScan();
      return;
    }
    if (!read.value) return;
    setBusy(true);
    try {
      if (phase === 'worker' || phase === 'badgeNumber') await onWorkerScan(read.value);
      else await onOrderScan(read.value);
    } finally {
      setBusy(false);
    }
  };

  // The next kept scan once the previous one is done, read in the phase that one left (this
  // render's handler, which sees that phase).
  const scanHandler = useRef(scan);
  scanHandler.current = scan;
  useEffect(() => {
    if (busy || !earlyScans.length) return;
    const [next, ...rest] = earlyScans;
    setEarlyScans(rest);
    if (next) void scanHandler.current(next);
  }, [busy, earlyScans]);

  const chooseType = (code: ManufacturingType) => {
    setType(code);
    setErrors({});
    attemptKey.current = newIdempotencyKey();
    form.reset(defaultValues(code));
  };

  // Once rendered (React renders after these handlers return, not before a timer): the first field
  // of the chosen type's steps, or the print button once a record is saved, takes the focus.
  useEffect(() => {
    if (type) formRef.current?.querySelector<HTMLElement>('input, select, button[type="submit"]')?.focus();
  }, [type]);
  useEffect(() => {
    if (phase === 'print' && !busy) printRef.current?.focus();
  }, [phase, busy]);

  const save = form.handleSubmit(async (values) => {
    if (!type || !order || !worker) return;
    const found = checkForm(type, values);
    setErrors(found);
    if (Object.keys(found).length) {
      push('error', s('fixFields'));
      return;
    }
    setBusy(true);
    try {
      const result = await api.create(order.numer_zamowienia, toRecordInput(type, values), worker.employeeNumber, `create:${attemptKey.current}`);
      if (!result.ok) {
        // The server's own words, marked so they are shown as they are (not looked up as keys).
        setErrors(Object.fromEntries(Object.entries(result.fields).map(([path, reason]) => [formPath(path), `!${reason}`])));
        push('error', result.message ?? s('fixFields'));
        return;
      }
      setSavedId(result.id);
      setPhase('print');
      push('success', s('saved', { id: result.id, order: order.numer_zamowienia }));
      onChanged?.();
    } finally {
      setBusy(false);
    }
  });

  const print = async () => {
    if (!savedId) return;
    setBusy(true);
    try {
      const result = await api.print(savedId, printerId, `print:${savedId}:${attemptKey.current}`);
      if (result.ok) {
        push('info', result.message ?? s('printQueued'));
        onPrintQueued?.(result.operationId, savedId);
        onChanged?.();
        startOver('order');
      } else {
        push('error', result.message ?? s('failed'));
        printRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const choosePrinter = (id: number | null) => {
    setPrinterId(id);
    rememberStationPrinter(id);
    focusScan();
  };

  const changeWorker = () => {
    setWorker(null);
    startOver('worker');
  };

  return { phase, worker, order, type, savedId, busy, errors, printerId, form, scanRef, printRef, formRef, scan, startOver, chooseType, save, print, choosePrinter, changeWorker };
}
