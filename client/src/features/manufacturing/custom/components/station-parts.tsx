import { Badge, Button, Card, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typeRules, type ManufacturingType } from '../../../../../../domain/manufacturing/index';
import type { OrderCheck } from '../hooks/station-api';
import type { StationWorker } from '../hooks/use-station';
import type { FieldErrors, RecordFormValues } from '../record-form';
import { ExtraSteps } from './extra-steps';
import { TypeButtons } from './type-buttons';

/** The station's texts (manufacturing.custom.station.*). */
function useStationText() {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.station.${key}` as never, values as never) as unknown as string;
}

type StationPrinter = { id: number; name: string; computer?: { name: string } | null };

/** Who works at the station (and a way to change them), and the printer its labels go to. */
export function StationHeader(props: {
  worker: StationWorker | null;
  onChangeWorker(): void;
  printers: ReadonlyArray<StationPrinter>;
  printerId: number | null;
  onChoosePrinter(id: number | null): void;
}) {
  const s = useStationText();
  const { worker, printers } = props;
  return (
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
          <Button size="xs" variant="ghost" onClick={props.onChangeWorker} data-testid="station-change-worker">
            {s('changeWorker')}
          </Button>
        )}
      </HStack>
      <HStack gap="2">
        <Text fontSize="sm">{s('printer')}</Text>
        <NativeSelect.Root size="sm" width="auto" minW="12rem">
          <NativeSelect.Field
            aria-label={s('printer')}
            value={props.printerId ?? ''}
            onChange={(e) => props.onChoosePrinter(Number(e.target.value) || null)}
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
  );
}

/** The one field a scanner types into: Enter hands the scan over, Escape starts over. */
export function StationScanField(props: { inputRef: RefObject<HTMLInputElement | null>; label: string; numeric: boolean; busy: boolean; onEscape?(): void; onScan(value: string): void }) {
  return (
    <Field.Root>
      <Field.Label fontSize="md">{props.label}</Field.Label>
      <Input
        ref={props.inputRef}
        size="xl"
        fontSize="xl"
        autoComplete="off"
        inputMode={props.numeric ? 'numeric' : 'text'}
        disabled={false}
        aria-busy={props.busy}
        data-testid="station-scan"
        data-scan-field=""
        onKeyDown={(e) => {
          if (e.key === 'Escape' && props.onEscape) {
            e.preventDefault();
            props.onEscape();
            return;
          }
          if (e.key !== 'Enter' || props.busy) return;
          e.preventDefault();
          const value = e.currentTarget.value;
          e.currentTarget.value = '';
          props.onScan(value);
        }}
      />
    </Field.Root>
  );
}

/** The claimed order: number, cash on delivery, pickup, customer, and records it already has. */
export function StationOrderCard({ order }: { order: OrderCheck }) {
  const s = useStationText();
  return (
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
  );
}

/** The type buttons, then only the chosen type's steps, and save. */
export function StationRecordForm(props: {
  formRef: RefObject<HTMLFormElement | null>;
  type: ManufacturingType | null;
  onChooseType(type: ManufacturingType): void;
  form: UseFormReturn<RecordFormValues>;
  errors: FieldErrors;
  schemas: ReadonlyArray<{ id: number; code: string; name: string }>;
  palletHeights?: readonly number[];
  busy: boolean;
  onSave(event: FormEvent<HTMLFormElement>): void;
  onCancel(): void;
}) {
  const s = useStationText();
  const { type } = props;
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{s('chooseType')}</Text>
      <TypeButtons value={type} onChoose={props.onChooseType} />
      {type && (
        <form ref={props.formRef} data-testid="station-form" onSubmit={props.onSave} noValidate>
          <Stack gap="4">
            {!typeRules(type).needsExtraSteps && <Text color="fg.muted">{s('noExtraSteps')}</Text>}
            <ExtraSteps type={type} form={props.form} errors={props.errors} schemas={props.schemas} palletHeights={props.palletHeights} />
            <HStack gap="3">
              <Button type="submit" size="lg" colorPalette="teal" loading={props.busy} data-testid="station-save">
                {s('save')}
              </Button>
              <Button variant="ghost" onClick={props.onCancel}>
                {s('cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** After a save: print the record's labels, or go on to the next scan. */
export function StationPrintStep(props: { buttonRef: RefObject<HTMLButtonElement | null>; savedId: number; busy: boolean; onPrint(): void; onNext(): void }) {
  const s = useStationText();
  return (
    <HStack gap="3" wrap="wrap" data-testid="station-print-step">
      <Button ref={props.buttonRef} size="lg" colorPalette="teal" loading={props.busy} onClick={props.onPrint} data-testid="station-print">
        {s('print', { id: props.savedId })}
      </Button>
      <Button size="lg" variant="outline" onClick={props.onNext} data-testid="station-next">
        {s('next')}
      </Button>
    </HStack>
  );
}
