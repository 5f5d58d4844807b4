import { Badge, Box, Button, CloseButton, Drawer, Field, HStack, Input, NativeSelect, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { glassKindLabelKey, GLASS_KINDS, type GlassKind } from '../../../../../../domain/manufacturing/index';
import { apiFetch } from '../../../../app/api/api-fetch';
import { useSession } from '../../../../app/session/auth-store';
import {
  useManufacturingFileStatusQuery,
  useManufacturingLabelDeleteMutation,
  useManufacturingLabelUpdateMutation,
  useManufacturingPrintMutation,
  useManufacturingRecordDeleteMutation,
  useManufacturingRecordQuery,
  useManufacturingReportMissingMutation,
} from '../../../../gql/graphql';
import { formatDate } from '../../../../shared/format-date';
import { readServerError } from '../../../../shared/server-errors';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { newIdempotencyKey } from '../hooks/idempotency-key';
import { useManufacturingLive } from '../hooks/use-manufacturing-live';
import { usePrintFollowUp } from '../hooks/use-print-follow-up';
import { NoticeList, useNotices } from '../station/notices';
import { recallStationPrinter } from '../station/station-printer';
import { STATUS_COLORS, useTypeLabel } from './record-card';

export const MISSING_REASONS = ['stluczka_w_produkcji', 'wada', 'nie_dostarczono', 'zly_wymiar', 'inne'] as const;

interface Props {
  recordId: number | null;
  role: number;
  onClose(): void;
  /** The tab the record belongs on ('1' open, '2' completed): the screen moves there when opened by a bare link. */
  onRecordTab(tab: string): void;
}

const time = (iso: string) => `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' })}`;
const isGlassKind = (k: string): k is GlassKind => (GLASS_KINDS as readonly string[]).includes(k);

/** /app/manufacturing/{id}: the record with its panes, width specification, labels, log and missing glass; its actions; live. */
export function RecordDrawer({ recordId, role, onClose, onRecordTab }: Props) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.drawer.${key}` as never, values as never) as unknown as string;
  const typeLabel = useTypeLabel();
  const session = useSession();
  const myNumber = session?.numer_pracownika ?? 0;
  const notices = useNotices();
  const { push } = notices;
  const followPrint = usePrintFollowUp(push);
  const query = useManufacturingRecordQuery({ variables: { id: recordId ?? 0 }, skip: recordId === null, fetchPolicy: 'cache-and-network' });
  const record = query.data?.manufacturingRecord ?? null;
  const { refetch } = query;
  useManufacturingLive((e) => {
    if (recordId !== null && e.recordIds.includes(recordId)) void refetch();
  }, { skip: recordId === null });
  const sheet = useManufacturingFileStatusQuery({ variables: { id: recordId ?? 0 }, skip: recordId === null || !record });

  useEffect(() => {
    if (record) onRecordTab(record.status === 'CLOSED' ? '2' : '1');
  }, [record, onRecordTab]);

  const [print, printing] = useManufacturingPrintMutation();
  const [reprint, reprinting] = useManufacturingLabelUpdateMutation();
  const [voidLabels, voiding] = useManufacturingLabelDeleteMutation();
  const [remove, removing] = useManufacturingRecordDeleteMutation();
  const [report, reporting] = useManufacturingReportMissingMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [missing, setMissing] = useState<{ reason: string; pane: string; note: string; employee: string } | null>(null);

  const run = async (action: () => Promise<{ message?: string | null; operationId?: string | null } | undefined>, fallback: string) => {
    try {
      const r = await action();
      push('success', r?.message ?? fallback);
      if (r?.operationId && recordId !== null) followPrint(r.operationId, recordId);
      void refetch();
      void sheet.refetch();
    } catch (error) {
      push('error', readServerError(error).message ?? t('manufacturing.custom.station.failed'));
    }
  };

  const activeLabelIds = record?.labels.filter((l) => l.status !== 'VOIDED').map((l) => l.id) ?? [];
  const closed = record?.status === 'CLOSED' || record?.status === 'DELETED';
  const canDelete = !!record && !closed && (record.employeeNumber === myNumber || role === 4);

  const downloadSheet = async () => {
    const url = sheet.data?.manufacturingFileStatus.url;
    if (!url) return;
    const response = await apiFetch(url);
    const href = URL.createObjectURL(await response.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = `karta-${recordId}.pdf`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  const spec = record?.widthSpec;
  return (
    <Drawer.Root open={recordId !== null} onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'lg' }} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="record-drawer" data-id={recordId ?? undefined}>
            <Drawer.Header>
              <Drawer.Title>{d('title', { id: recordId })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <NoticeList notices={notices.notices} />
                {!record && query.loading && <HStack><Spinner size="sm" /><Text>{d('loading')}</Text></HStack>}
                {!record && !query.loading && query.error && <Text color="fg.error">{readServerError(query.error).code === 'NOT_FOUND' ? d('notFound', { id: recordId }) : t('manufacturing.custom.station.failed')}</Text>}
                {record && (
                  <>
                    <Stack gap="1" fontSize="sm" data-testid="record-facts">
                      <HStack gap="2" wrap="wrap">
                        <Text fontSize="lg" fontWeight="bold" data-testid="record-order">{record.numer_zamowienia}</Text>
                        <Badge colorPalette={STATUS_COLORS[record.status] ?? 'gray'} data-testid="record-status">{t(`manufacturing.custom.status.${record.status}` as never)}</Badge>
                        {record.batchNumber && <Badge variant="outline">{d('batch')}: {record.batchNumber}</Badge>}
                      </HStack>
                      <Text>{d('type')}: {typeLabel(record.type)}</Text>
                      <Text>{d('worker')}: {record.employeeName} ({record.employeeNumber})</Text>
                      {record.weightKg != null && (
                        <Text>
                          {d('weight')}: {record.weightKg.toLocaleString('pl-PL')} kg
                          {record.computedWeightKg != null && record.computedWeightKg !== record.weightKg ? ` (${d('computedWeight', { kg: record.computedWeightKg.toLocaleString('pl-PL') })})` : ''}
                        </Text>
                      )}
                      {record.palletHeightCm != null && <Text>{d('palletHeight')}: {record.palletHeightCm} cm</Text>}
                      {spec && (
                        <Text data-testid="record-width-spec">
                          {d('widthSpec', { width: spec.width ?? '–', another: spec.anotherWidth ?? '–', difference: spec.difference ?? '–' })}
                          {' · '}
                          {[...spec.fixedDim, ...spec.sideWalls].map((p) => `${p.part} ${String(p.value).replace('.', ',')} cm`).join(', ')}
                        </Text>
                      )}
                      {record.notes && <Text>{d('notes')}: {record.notes}</Text>}
                      <Text color="fg.muted">{d('created')}: {time(record.createdAt)}</Text>
                      <HStack gap="2">
                        <Text>{d('sheet')}: {d(`sheetStatus.${sheet.data?.manufacturingFileStatus.status ?? 'NONE'}`)}</Text>
                        {sheet.data?.manufacturingFileStatus.url && (
                          <Button size="xs" variant="outline" onClick={() => void downloadSheet()}>
                            {d('downloadSheet')}
                          </Button>
                        )}
                      </HStack>
                    </Stack>

                    <HStack gap="2" wrap="wrap">
                      {!closed && activeLabelIds.length === 0 && (
                        <Button size="sm" colorPalette="teal" loading={printing.loading} data-testid="record-print"
                          onClick={() => void run(async () => (await print({ variables: { id: record.id, printer: recallStationPrinter(), idempotencyKey: newIdempotencyKey() } })).data?.manufacturingPrint, d('print'))}>
                          {d('print')}
                        </Button>
                      )}
                      {!closed && activeLabelIds.length > 0 && (
                        <>
                          <Button size="sm" variant="outline" loading={reprinting.loading} data-testid="record-reprint"
                            onClick={() => void run(async () => (await reprint({ variables: { ids: activeLabelIds, printer: recallStationPrinter(), idempotencyKey: newIdempotencyKey() } })).data?.manufacturingLabelUpdate, d('reprint'))}>
                            {d('reprint')}
                          </Button>
                          <Button size="sm" variant="outline" loading={voiding.loading} data-testid="record-void"
                            onClick={() => void run(async () => (await voidLabels({ variables: { ids: activeLabelIds } })).data?.manufacturingLabelDelete, d('voidLabels'))}>
                            {d('voidLabels')}
                          </Button>
                        </>
                      )}
                      {record.status !== 'DELETED' && (
                        <Button size="sm" variant="outline" colorPalette="orange" data-testid="record-report-missing" onClick={() => setMissing({ reason: MISSING_REASONS[0], pane: '', note: '', employee: String(myNumber || '') })}>
                          {d('reportMissing')}
                        </Button>
                      )}
                      {canDelete && (
                        <Button size="sm" variant="outline" colorPalette="red" data-testid="record-delete" onClick={() => setConfirmDelete(true)}>
                          {d('delete')}
                        </Button>
                      )}
                    </HStack>

                    {missing && (
                      <Box as="fieldset" borderWidth="1px" rounded="md" p="3" data-testid="report-missing-form">
                        <Stack gap="3">
                          <Field.Root>
                            <Field.Label>{d('missingReason')}</Field.Label>
                            <NativeSelect.Root size="sm">
                              <NativeSelect.Field value={missing.reason} onChange={(e) => setMissing({ ...missing, reason: e.target.value })} data-testid="missing-reason">
                                {MISSING_REASONS.map((r) => <option key={r} value={r}>{t(`manufacturing.custom.reasons.${r}` as never)}</option>)}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          </Field.Root>
                          {record.panes.length > 0 && (
                            <Field.Root>
                              <Field.Label>{d('missingPane')}</Field.Label>
                              <NativeSelect.Root size="sm">
                                <NativeSelect.Field value={missing.pane} onChange={(e) => setMissing({ ...missing, pane: e.target.value })} data-testid="missing-pane">
                                  <option value="">{d('missingAllPanes')}</option>
                                  {record.panes.map((p) => <option key={p.index} value={p.index}>{p.index}. {p.part ?? ''} {p.widthMm} × {p.heightMm} × {p.thicknessMm}</option>)}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                            </Field.Root>
                          )}
                          <Field.Root>
                            <Field.Label>{d('employeeNumber')}</Field.Label>
                            <Input size="sm" inputMode="numeric" value={missing.employee} onChange={(e) => setMissing({ ...missing, employee: e.target.value })} data-testid="missing-employee" />
                          </Field.Root>
                          <Field.Root>
                            <Field.Label>{d('missingNote')}</Field.Label>
                            <Input size="sm" value={missing.note} onChange={(e) => setMissing({ ...missing, note: e.target.value })} />
                          </Field.Root>
                          <HStack gap="2">
                            <Button size="sm" colorPalette="orange" loading={reporting.loading} data-testid="missing-submit"
                              onClick={() => void run(async () => {
                                const r = (await report({ variables: { id: record.id, reason: missing.reason, numer_pracownika: Number(missing.employee), paneIndex: missing.pane ? Number(missing.pane) : null, note: missing.note || null, idempotencyKey: newIdempotencyKey() } })).data?.manufacturingReportMissing;
                                setMissing(null);
                                return r;
                              }, d('missingReported'))}>
                              {d('confirm')}
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => setMissing(null)}>{d('cancel')}</Button>
                          </HStack>
                        </Stack>
                      </Box>
                    )}

                    {record.panes.length > 0 && (
                      <Stack gap="1">
                        <Text fontWeight="semibold">{d('panes')}</Text>
                        {record.panes.map((p) => (
                          <Text key={p.index} fontSize="sm" data-testid="record-pane">
                            {d('paneLine', { index: p.index, part: p.part ?? '', width: p.widthMm, height: p.heightMm, thickness: p.thicknessMm, kind: isGlassKind(p.glassKind) ? t(glassKindLabelKey(p.glassKind)) : p.glassKind, kg: p.weightKg.toLocaleString('pl-PL') })}
                          </Text>
                        ))}
                      </Stack>
                    )}

                    <Stack gap="1">
                      <Text fontWeight="semibold">{d('labels')}</Text>
                      {record.labels.length === 0 ? (
                        <Text fontSize="sm" color="fg.muted">{d('noLabels')}</Text>
                      ) : (
                        record.labels.map((l) => (
                          <HStack key={l.id} gap="2" fontSize="sm" data-testid="record-label" data-status={l.status}>
                            <Text fontFamily="mono">{d('labelLine', { code: l.code, n: l.paneIndex, total: l.paneCount })}</Text>
                            <Badge colorPalette={l.status === 'PRINTED' ? 'green' : l.status === 'FAILED' ? 'red' : 'gray'}>{d(`labelStatus.${l.status}`)}</Badge>
                            {l.reprintCount > 0 && <Text color="fg.muted">×{l.reprintCount + 1}</Text>}
                          </HStack>
                        ))
                      )}
                    </Stack>

                    {record.missingGlass.length > 0 && (
                      <Stack gap="1">
                        <Text fontWeight="semibold">{d('missing')}</Text>
                        {record.missingGlass.map((m) => (
                          <Text key={m.id} fontSize="sm" data-testid="record-missing">
                            {t(`manufacturing.custom.reasons.${m.reason}` as never)} · {m.description ?? ''} · {t(`manufacturing.custom.status.${m.status}` as never)}
                          </Text>
                        ))}
                      </Stack>
                    )}

                    <Stack gap="1">
                      <Text fontWeight="semibold">{d('log')}</Text>
                      <Table.Root size="sm" variant="line" data-testid="record-log">
                        <Table.Body>
                          {record.log.map((entry) => (
                            <Table.Row key={entry.id}>
                              <Table.Cell whiteSpace="nowrap">{time(entry.createdAt)}</Table.Cell>
                              <Table.Cell>{entry.employeeName} ({entry.employeeNumber})</Table.Cell>
                              <Table.Cell>{entry.action}{entry.note ? `: ${entry.note}` : ''}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Stack>
                  </>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={d('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirmDelete}
        title={d('delete')}
        body={record ? d('confirmDelete', { id: record.id, order: record.numer_zamowienia }) : ''}
        cancelLabel={d('cancel')}
        confirmLabel={d('delete')}
        busy={removing.loading}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          if (!record) return;
          void run(async () => {
            await remove({ variables: { employee: myNumber, id: record.id } });
            setConfirmDelete(false);
            return { message: d('deleted', { id: record.id }) };
          }, d('deleted', { id: record.id }));
        }}
        testId="record-delete-dialog"
      />
    </Drawer.Root>
  );
}
