import { Badge, Button, Card, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typeRules, type ManufacturingType } from '../../../../../../domain/manufacturing/index';
import type { OrderCheck, StationApi } from '../hooks/station-api';
import { newIdempotencyKey } from '../../../../shared/idempotency-key';
import { ExtraSteps } from './extra-steps';
import { NoticeList, useNotices } from './notices';
import { checkForm, defaultValues, formPath, toRecordInput, type FieldErrors, type RecordFormValues } from '../record-form';
import { isEmployeeNumber, readScan } from '../scan-code';
import { recallBadge, rememberBadge } from '../station-badges';
import { recallStationPrinter, rememberStationPrinter } from '../station-printer';
import { TypeButtons } from './type-buttons';

export type StationPhase = 'worker' | 'badgeNumber' | 'order' | 'type' | 'print';

export interface StationWorker {
  employeeNumber: number;
  name: string | null;
}

interface Props {
  api: StationApi;
  printers: ReadonlyArray<{ id: number; name: string; computer?: { name: string } | null }>;
  schemas: ReadonlyArray<{ id: number; code: string; name: string }>;
  palletHeights?: readonly number[];
  /** A label's QR was scanned: open its record. */
  openRecord(id: number): void;
  /** A record was saved or printed (the grid refreshes; the subscription does it for everyone else). */
  onChanged?(): void;
  /** The follow-up of a print (its operationId and record) to report when the printer is done. */
  onPrintQueued?(operationId: string | null, recordId: number): void;
  /** The screen's notices (shared with the grid's batch closing); the panel's own when absent. */
  notices?: ReturnType<typeof useNotices>;
}

/** The worker at this station stays while the screen's tabs change (in memory only: a reload asks again). */
let currentWorker: StationWorker | null = null;
export function resetStationWorker(): void {
  currentWorker = null;
}

/** Puts the focus back on the station's scan field (after an action elsewhere on the tab). */
export function focusStationScan(): void {
  setTimeout(() => document.querySelector<HTMLInputElement>('[data-testid="station-scan"]')?.focus(), 0);
}

export { formPath } from '../record-form';

/**
 * The glass workstation, run from a barcode scanner and the keyboard: badge (or worker number) ->
 * order (404: "Zamówienie nie istnieje", field refocused) -> the order is claimed -> type (big
 * buttons) -> only that type's steps, width and weight live -> save (Enter) -> print (Enter) ->
 * next scan. Results are notices that never take the focus; it returns to the scan field.
 */
export function StationPanel({ api, printers, schemas, palletHeights, openRecord, onChanged, onPrintQueued, notices: shared }: Props) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.station.${key}` as never, values as never) as unknown as string;
  const own = useNotices();
  const { notices, push } = shared ?? own;
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
  const [printerId, setPrinterId] = useState<number | null>(() => recallStationPrinter());
  const scanRef = useRef<HTMLInputElement>(null);
  const printRef = useRef<HTMLButtonElement>(null);
  const form = useForm<RecordFormValues>({ defaultValues: defaultValues(null) });
  // One key per save attempt and per print: a double Enter or a double scan does it once.
  const attemptKey = useRef(newIdempotencyKey());

  // The remembered printer while it is still offered, else the first one offered.
  useEffect(() => {
    if (printers.length && !printers.some((p) => p.id === printerId)) setPrinterId(printers[0].id);
  }, [printers, printerId]);

  const focusScan = useCallback(() => setTimeout(() => scanRef.current?.focus(), 0), []);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) scanRef.current?.focus();
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

  const onScan = async (raw: string) => {
    const scan = readScan(raw, { sheets: phase !== 'worker' && phase !== 'badgeNumber' });
    if (scan.kind === 'label') {
      openRecord(scan.recordId);
      focusScan();
      return;
    }
    if (!scan.value) return;
    setBusy(true);
    try {
      if (phase === 'worker' || phase === 'badgeNumber') await onWorkerScan(scan.value);
      else await onOrderScan(scan.value);
    } finally {
      setBusy(false);
    }
  };

  const chooseType = (code: ManufacturingType) => {
    setType(code);
    setErrors({});
    attemptKey.current = newIdempotencyKey();
    form.reset(defaultValues(code));
  };

  // Once rendered (React renders after these handlers return, not before a timer): the first field
  // of the chosen type's steps, or the print button once a record is saved, takes the focus.
  const formRef = useRef<HTMLFormElement>(null);
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

  const fieldLabel = phase === 'worker' ? s('scanWorker') : phase === 'badgeNumber' ? s('scanWorkerNumber') : s('scanOrder');

  return (
    <Stack gap="4" data-testid="station-panel" data-phase={phase}>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          {worker ? (
            <Badge size="lg" colorPalette="teal" data-testid="station-worker">
              {worker.name ? s('workerNamed', { number: worker.employeeNumber, name: worker.name }) : s('workerNumber', { number: worker.employeeNumber })}
            </Badge>
          ) : (
            <Badge size="lg" colorPalette="gray">
              {s('noWorker')}
            </Badge>
          )}
          {worker && (
            <Button size="xs" variant="ghost" onClick={() => { setWorker(null); startOver('worker'); }} data-testid="station-change-worker">
              {s('changeWorker')}
            </Button>
          )}
        </HStack>
        <HStack gap="2">
          <Text fontSize="sm">{s('printer')}</Text>
          <NativeSelect.Root size="sm" width="auto" minW="12rem">
            <NativeSelect.Field
              aria-label={s('printer')}
              value={printerId ?? ''}
              onChange={(e) => {
                const id = Number(e.target.value) || null;
                setPrinterId(id);
                rememberStationPrinter(id);
                focusScan();
              }}
              data-testid="station-printer"
            >
              {printers.length === 0 && <option value="">{s('noPrinter')}</option>}
              {printers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.computer ? `${p.name} (${p.computer.name})` : p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>

      <Field.Root>
        <Field.Label fontSize="md">{fieldLabel}</Field.Label>
        <Input
          ref={scanRef}
          size="xl"
          fontSize="xl"
          autoComplete="off"
          inputMode={phase === 'badgeNumber' ? 'numeric' : 'text'}
          disabled={false}
          aria-busy={busy}
          data-testid="station-scan"
          data-scan-field=""
          onKeyDown={(e) => {
            if (e.key === 'Escape' && phase !== 'worker') {
              e.preventDefault();
              startOver(worker ? 'order' : 'worker');
              return;
            }
            if (e.key !== 'Enter' || busy) return;
            e.preventDefault();
            const value = e.currentTarget.value;
            e.currentTarget.value = '';
            void onScan(value);
          }}
        />
      </Field.Root>

      <NoticeList notices={notices} />

      {order && (
        <Card.Root size="sm" variant="subtle" data-testid="station-order" data-order={order.numer_zamowienia}>
          <Card.Body gap="1">
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="bold" fontSize="lg">
                {order.numer_zamowienia}
              </Text>
              <HStack gap="2">
                {order.paymentsCod && <Badge colorPalette="orange">{s('cod')}</Badge>}
                {order.is_pickup && <Badge colorPalette="purple">{s('pickup', { place: order.pickup_place ?? '' })}</Badge>}
              </HStack>
            </HStack>
            <Text fontSize="sm">
              {order.customer} · {order.shippingMethod}
            </Text>
            {order.recordCount > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {s('existingRecords', { count: order.recordCount })}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      )}

      {order && phase === 'type' && (
        <Stack gap="4">
          <Text fontWeight="semibold">{s('chooseType')}</Text>
          <TypeButtons value={type} onChoose={chooseType} />
          {type && (
            <form ref={formRef} data-testid="station-form" onSubmit={(e) => void save(e)} noValidate>
              <Stack gap="4">
                {!typeRules(type).needsExtraSteps && <Text color="fg.muted">{s('noExtraSteps')}</Text>}
                <ExtraSteps type={type} form={form} errors={errors} schemas={schemas} palletHeights={palletHeights} />
                <HStack gap="3">
                  <Button type="submit" size="lg" colorPalette="teal" loading={busy} data-testid="station-save">
                    {s('save')}
                  </Button>
                  <Button variant="ghost" onClick={() => startOver('order')}>
                    {s('cancel')}
                  </Button>
                </HStack>
              </Stack>
            </form>
          )}
        </Stack>
      )}

      {phase === 'print' && savedId !== null && (
        <HStack gap="3" wrap="wrap" data-testid="station-print-step">
          <Button ref={printRef} size="lg" colorPalette="teal" loading={busy} onClick={() => void print()} data-testid="station-print">
            {s('print', { id: savedId })}
          </Button>
          <Button size="lg" variant="outline" onClick={() => startOver('order')} data-testid="station-next">
            {s('next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
