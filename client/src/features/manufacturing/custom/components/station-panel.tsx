import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StationApi } from '../hooks/station-api';
import { useStation } from '../hooks/use-station';
import { NoticeList, useNotices } from './notices';
import { StationHeader, StationOrderCard, StationPrintStep, StationRecordForm, StationScanField } from './station-parts';

export { resetStationWorker, type StationPhase, type StationWorker } from '../hooks/use-station';
export { formPath } from '../record-form';

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

/** Puts the focus back on the station's scan field (after an action elsewhere on the tab). */
export function focusStationScan(): void {
  setTimeout(() => document.querySelector<HTMLInputElement>('[data-testid="station-scan"]')?.focus(), 0);
}

/**
 * The glass workstation, run from a barcode scanner and the keyboard: badge (or worker number) ->
 * order (404: "Zamówienie nie istnieje", field refocused) -> the order is claimed -> type (big
 * buttons) -> only that type's steps, width and weight live -> save (Enter) -> print (Enter) ->
 * next scan. Results are notices that never take the focus; it returns to the scan field.
 */
export function StationPanel({ api, printers, schemas, palletHeights, openRecord, onChanged, onPrintQueued, notices: shared }: Props) {
  const { t } = useTranslation();
  const own = useNotices();
  const notices = shared ?? own;
  const station = useStation({ api, printers, notices, openRecord, onChanged, onPrintQueued });
  const { phase, worker, order, savedId, busy } = station;
  const label = t(`manufacturing.custom.station.${phase === 'worker' ? 'scanWorker' : phase === 'badgeNumber' ? 'scanWorkerNumber' : 'scanOrder'}` as never) as unknown as string;

  return (
    <Stack gap="4" data-testid="station-panel" data-phase={phase}>
      <StationHeader worker={worker} onChangeWorker={station.changeWorker} printers={printers} printerId={station.printerId} onChoosePrinter={station.choosePrinter} />
      <StationScanField
        inputRef={station.scanRef}
        label={label}
        numeric={phase === 'badgeNumber'}
        busy={busy}
        onEscape={phase === 'worker' ? undefined : () => station.startOver(worker ? 'order' : 'worker')}
        onScan={(value) => void station.scan(value)}
      />
      <NoticeList notices={notices.notices} />
      {order && <StationOrderCard order={order} />}
      {order && phase === 'type' && (
        <StationRecordForm
          formRef={station.formRef}
          type={station.type}
          onChooseType={station.chooseType}
          form={station.form}
          errors={station.errors}
          schemas={schemas}
          palletHeights={palletHeights}
          busy={busy}
          onSave={(e) => void station.save(e)}
          onCancel={() => station.startOver('order')}
        />
      )}
      {phase === 'print' && savedId !== null && (
        <StationPrintStep buttonRef={station.printRef} savedId={savedId} busy={busy} onPrint={() => void station.print()} onNext={() => station.startOver('order')} />
      )}
    </Stack>
  );
}
