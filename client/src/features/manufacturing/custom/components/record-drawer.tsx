import { Alert, Badge, Box, Button, chakra, CloseButton, Drawer, Field, HStack, Input, NativeSelect, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { glassKindLabelKey, GLASS_KINDS, type GlassKind, type SchemaGeometryInput } from '../../../../../../domain/manufacturing/index';
import { useSession } from '../../../../shared/session/auth-store';
import type { ManufacturingRecordDetailFragment } from '../../../../gql/graphql';
import { formatDate } from '../../../../shared/format-date';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { SchemaDrawing } from '../../../../shared/ui/schema-drawing';
import { useSchemaDetail } from '../../schemas/hooks/use-schemas';
import { useRecordDrawer, type MissingReport } from '../hooks/use-record-drawer';
import { useRecordEditForm } from '../hooks/use-record-edit-form';
import { useStationResources } from '../hooks/use-station-resources';
import { ExtraSteps } from './extra-steps';
import { NoticeList, useNotices } from './notices';
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
type RecordDetail = ManufacturingRecordDetailFragment;

function useDrawerText() {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.drawer.${key}` as never, values as never) as unknown as string;
}

/** The record's type-specific fields, as at the station, with who edits and why; a 409 is a notice and nothing typed is lost. */
function RecordEditor({ record, myNumber, onSaved, onStale, onCancel }: { record: RecordDetail; myNumber: number; onSaved(): void; onStale(): void; onCancel(): void }) {
  const d = useDrawerText();
  const { schemas } = useStationResources();
  const edit = useRecordEditForm(record, myNumber, onSaved, onStale);
  const { conflict } = edit;
  return (
    <chakra.form borderWidth="1px" rounded="md" p="3" data-testid="record-edit-form" onSubmit={(e) => void edit.save(e)} noValidate>
      <Stack gap="4">
        <Text fontWeight="semibold">{d('editTitle')}</Text>
        {conflict && (
          <Alert.Root status={conflict.kind === 'version' ? 'warning' : 'error'} role="alert" data-testid="record-edit-conflict" data-kind={conflict.kind}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{conflict.message || d('editFailed')}</Alert.Title>
              <Alert.Description>{d(conflict.kind === 'version' ? 'conflictVersion' : conflict.kind === 'batch' ? 'conflictBatch' : 'conflictOther')}</Alert.Description>
              {conflict.kind === 'version' && (
                <HStack gap="2" mt="2">
                  <Button size="xs" colorPalette="orange" onClick={() => edit.overwrite(record.version)} data-testid="record-edit-overwrite">
                    {d('overwrite', { version: record.version })}
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => edit.discard(record)} data-testid="record-edit-discard">
                    {d('discard')}
                  </Button>
                </HStack>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        <ExtraSteps type={edit.type} form={edit.form} errors={edit.errors} schemas={schemas} />
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root invalid={edit.employeeError} maxW="12rem" required>
            <Field.Label>{d('employeeNumber')}</Field.Label>
            <Input size="sm" inputMode="numeric" autoComplete="off" value={edit.log.employee} onChange={(e) => edit.setLog({ ...edit.log, employee: e.target.value })} data-testid="record-edit-employee" />
            <Field.ErrorText>{d('employeeRequired')}</Field.ErrorText>
          </Field.Root>
          <Field.Root flex="1" minW="12rem">
            <Field.Label>{d('editNote')}</Field.Label>
            <Input size="sm" autoComplete="off" maxLength={2000} value={edit.log.note} onChange={(e) => edit.setLog({ ...edit.log, note: e.target.value })} data-testid="record-edit-note" />
          </Field.Root>
        </HStack>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="teal" loading={edit.saving} data-testid="record-edit-save">
            {d('save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {d('cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** The record's drilling schema (the record's own, else the first pane's): its code, name and drawing. */
function RecordSchema({ schemaId }: { schemaId: number }) {
  const d = useDrawerText();
  const { i18n } = useTranslation();
  const schema = useSchemaDetail(schemaId, true);
  const geometry = useMemo(
    () =>
      schema && {
        ...schema,
        referenceCorner: schema.referenceCorner as SchemaGeometryInput['referenceCorner'],
        holes: schema.holes.map((h) => ({ ...h, countersink: h.countersink ?? undefined })),
      },
    [schema],
  );
  return (
    <Stack gap="1" data-testid="record-schema" data-schema-id={schemaId}>
      <Text fontWeight="semibold">{d('schema')}</Text>
      {!schema || !geometry ? (
        <Text fontSize="sm" color="fg.muted">
          {d('schemaLoading')}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" data-testid="record-schema-name">
            {d('schemaLine', { code: schema.code, name: schema.name })}
          </Text>
          <SchemaDrawing schema={geometry} lang={i18n.language === 'en' ? 'en' : 'pl'} label={d('schemaLine', { code: schema.code, name: schema.name })} h="20rem" borderWidth="1px" rounded="md" p="2" data-testid="record-schema-drawing" />
        </>
      )}
    </Stack>
  );
}

/** Reprint or void: why (recorded on the labels and in the record's log). */
function LabelReasonForm({ kind, busy, onConfirm, onCancel }: { kind: 'reprint' | 'void'; busy: boolean; onConfirm(reason: string): void; onCancel(): void }) {
  const d = useDrawerText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <chakra.form borderWidth="1px" rounded="md" p="3" data-testid="label-reason-form" data-kind={kind} onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
      <Stack gap="3">
        <Field.Root invalid={missing} required>
          <Field.Label>{d(kind === 'reprint' ? 'reprintReason' : 'voidReason')}</Field.Label>
          <Input size="sm" autoFocus autoComplete="off" maxLength={500} value={reason} onChange={(e) => { setReason(e.target.value); setMissing(false); }} data-testid="label-reason" />
          <Field.ErrorText>{d('reasonRequired')}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette={kind === 'void' ? 'red' : 'teal'} loading={busy} data-testid="label-reason-submit">
            {d(kind === 'reprint' ? 'reprint' : 'voidLabels')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {d('cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** /app/manufacturing/{id}: the record with its panes, width specification, labels, log and missing glass; its actions; live. */
export function RecordDrawer({ recordId, role, onClose, onRecordTab }: Props) {
  const { t } = useTranslation();
  const d = useDrawerText();
  const typeLabel = useTypeLabel();
  const myNumber = useSession()?.numer_pracownika ?? 0;
  const notices = useNotices();
  const data = useRecordDrawer(recordId, notices.push);
  const { record, sheetStatus, busy } = data;

  useEffect(() => {
    if (record) onRecordTab(record.status === 'CLOSED' ? '2' : '1');
  }, [record, onRecordTab]);

  const [confirmDelete, setConfirmDelete] = useState(false);
  const [missing, setMissing] = useState<MissingReport | null>(null);
  const [labelAction, setLabelAction] = useState<'reprint' | 'void' | null>(null);
  const [editing, setEditing] = useState(false);
  // another record opened: nothing half-done carries over
  useEffect(() => {
    setEditing(false);
    setLabelAction(null);
    setMissing(null);
  }, [recordId]);

  const activeLabelIds = record?.labels.filter((l) => l.status !== 'VOIDED').map((l) => l.id) ?? [];
  const closed = record?.status === 'CLOSED' || record?.status === 'DELETED';
  const canDelete = !!record && !closed && (record.employeeNumber === myNumber || role === 4);
  const spec = record?.widthSpec;
  const schemaId = record?.schemaId ?? record?.panes.find((p) => p.schemaId != null)?.schemaId ?? null;

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
                {!record && data.loading && (
                  <HStack>
                    <Spinner size="sm" />
                    <Text>{d('loading')}</Text>
                  </HStack>
                )}
                {data.failed && <Text color="fg.error">{data.notFound ? d('notFound', { id: recordId }) : t('manufacturing.custom.station.failed')}</Text>}
                {record && (
                  <>
                    <Stack gap="1" fontSize="sm" data-testid="record-facts">
                      <HStack gap="2" wrap="wrap">
                        <Text fontSize="lg" fontWeight="bold" data-testid="record-order">
                          {record.numer_zamowienia}
                        </Text>
                        <Badge colorPalette={STATUS_COLORS[record.status] ?? 'gray'} data-testid="record-status">
                          {t(`manufacturing.custom.status.${record.status}` as never)}
                        </Badge>
                        {record.batchNumber && (
                          <Badge variant="outline">
                            {d('batch')}: {record.batchNumber}
                          </Badge>
                        )}
                      </HStack>
                      <Text>
                        {d('type')}: {typeLabel(record.type)}
                      </Text>
                      <Text>
                        {d('worker')}: {record.employeeName} ({record.employeeNumber})
                      </Text>
                      {record.weightKg != null && (
                        <Text data-testid="record-weight">
                          {d('weight')}: {record.weightKg.toLocaleString('pl-PL')} kg
                          {record.computedWeightKg != null && record.computedWeightKg !== record.weightKg ? ` (${d('computedWeight', { kg: record.computedWeightKg.toLocaleString('pl-PL') })})` : ''}
                        </Text>
                      )}
                      {record.weightWarning != null && record.weightKg != null && record.computedWeightKg != null && (
                        <Text color="fg.warning" role="status" data-testid="record-weight-warning">
                          {d('weightWarning', { weight: record.weightKg.toLocaleString('pl-PL'), computed: record.computedWeightKg.toLocaleString('pl-PL') })}
                        </Text>
                      )}
                      {record.palletHeightCm != null && (
                        <Text>
                          {d('palletHeight')}: {record.palletHeightCm} cm
                        </Text>
                      )}
                      {spec && (
                        <Text data-testid="record-width-spec">
                          {d('widthSpec', { width: spec.width ?? '–', another: spec.anotherWidth ?? '–', difference: spec.difference ?? '–' })}
                          {' · '}
                          {[...spec.fixedDim, ...spec.sideWalls].map((p) => `${p.part} ${String(p.value).replace('.', ',')} cm`).join(', ')}
                        </Text>
                      )}
                      {record.notes && (
                        <Text data-testid="record-notes">
                          {d('notes')}: {record.notes}
                        </Text>
                      )}
                      <Text color="fg.muted">
                        {d('created')}: {time(record.createdAt)}
                        {record.updatedByName ? ` · ${d('updatedBy', { name: record.updatedByName, date: time(record.updatedAt) })}` : ''}
                      </Text>
                      <HStack gap="2">
                        <Text>
                          {d('sheet')}: {d(`sheetStatus.${sheetStatus?.status ?? 'NONE'}`)}
                        </Text>
                        {sheetStatus?.url && (
                          <Button size="xs" variant="outline" onClick={() => void data.downloadSheet()}>
                            {d('downloadSheet')}
                          </Button>
                        )}
                      </HStack>
                    </Stack>

                    <HStack gap="2" wrap="wrap">
                      {!closed && !editing && (
                        <Button size="sm" variant="outline" data-testid="record-edit" onClick={() => setEditing(true)}>
                          {d('edit')}
                        </Button>
                      )}
                      {!closed && activeLabelIds.length === 0 && (
                        <Button size="sm" colorPalette="teal" loading={busy.printing} data-testid="record-print" onClick={() => void data.print()}>
                          {d('print')}
                        </Button>
                      )}
                      {!closed && activeLabelIds.length > 0 && (
                        <>
                          <Button size="sm" variant="outline" data-testid="record-reprint" aria-expanded={labelAction === 'reprint'} onClick={() => setLabelAction('reprint')}>
                            {d('reprint')}
                          </Button>
                          <Button size="sm" variant="outline" data-testid="record-void" aria-expanded={labelAction === 'void'} onClick={() => setLabelAction('void')}>
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

                    {labelAction && !closed && (
                      <LabelReasonForm
                        key={labelAction}
                        kind={labelAction}
                        busy={labelAction === 'reprint' ? busy.reprinting : busy.voiding}
                        onCancel={() => setLabelAction(null)}
                        onConfirm={(reason) =>
                          void (labelAction === 'reprint' ? data.reprint(activeLabelIds, reason) : data.voidLabels(activeLabelIds, reason)).then((ok) => ok && setLabelAction(null))
                        }
                      />
                    )}

                    {editing && !closed && (
                      <RecordEditor
                        record={record}
                        myNumber={myNumber}
                        onCancel={() => setEditing(false)}
                        onStale={data.refetch}
                        onSaved={() => {
                          setEditing(false);
                          notices.push('success', d('saved', { id: record.id }));
                          data.refetch();
                        }}
                      />
                    )}

                    {missing && (
                      <Box as="fieldset" borderWidth="1px" rounded="md" p="3" data-testid="report-missing-form">
                        <Stack gap="3">
                          <Field.Root>
                            <Field.Label>{d('missingReason')}</Field.Label>
                            <NativeSelect.Root size="sm">
                              <NativeSelect.Field value={missing.reason} onChange={(e) => setMissing({ ...missing, reason: e.target.value })} data-testid="missing-reason">
                                {MISSING_REASONS.map((r) => (
                                  <option key={r} value={r}>
                                    {t(`manufacturing.custom.reasons.${r}` as never)}
                                  </option>
                                ))}
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
                                  {record.panes.map((p) => (
                                    <option key={p.index} value={p.index}>
                                      {p.index}. {p.part ?? ''} {p.widthMm} × {p.heightMm} × {p.thicknessMm}
                                    </option>
                                  ))}
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
                            <Button size="sm" colorPalette="orange" loading={busy.reporting} data-testid="missing-submit" onClick={() => void data.reportMissing(missing).then((ok) => ok && setMissing(null))}>
                              {d('confirm')}
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => setMissing(null)}>
                              {d('cancel')}
                            </Button>
                          </HStack>
                        </Stack>
                      </Box>
                    )}

                    {record.panes.length > 0 && (
                      <Stack gap="1">
                        <Text fontWeight="semibold">{d('panes')}</Text>
                        {record.panes.map((p) => (
                          <Text key={p.index} fontSize="sm" data-testid="record-pane">
                            {d('paneLine', {
                              index: p.index,
                              part: p.part ?? '',
                              width: p.widthMm,
                              height: p.heightMm,
                              thickness: p.thicknessMm,
                              kind: isGlassKind(p.glassKind) ? t(glassKindLabelKey(p.glassKind)) : p.glassKind,
                              kg: p.weightKg.toLocaleString('pl-PL'),
                            })}
                          </Text>
                        ))}
                      </Stack>
                    )}

                    {schemaId != null && <RecordSchema schemaId={schemaId} />}

                    <Stack gap="1">
                      <Text fontWeight="semibold">{d('labels')}</Text>
                      {record.labels.length === 0 ? (
                        <Text fontSize="sm" color="fg.muted">
                          {d('noLabels')}
                        </Text>
                      ) : (
                        record.labels.map((l) => (
                          <HStack key={l.id} gap="2" fontSize="sm" wrap="wrap" data-testid="record-label" data-status={l.status}>
                            <Text fontFamily="mono">{d('labelLine', { code: l.code, n: l.paneIndex, total: l.paneCount })}</Text>
                            <Badge colorPalette={l.status === 'PRINTED' ? 'green' : l.status === 'FAILED' ? 'red' : 'gray'}>{d(`labelStatus.${l.status}`)}</Badge>
                            {l.reprintCount > 0 && <Text color="fg.muted">×{l.reprintCount + 1}</Text>}
                            {l.voidedAt && (
                              <Text color="fg.muted" data-testid="record-label-void">
                                {d('voidedLine', { name: l.voidedByName ?? '', date: time(l.voidedAt), reason: l.voidReason ?? '' })}
                              </Text>
                            )}
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
                            <Table.Row key={entry.id} data-action={entry.action}>
                              <Table.Cell whiteSpace="nowrap">{time(entry.createdAt)}</Table.Cell>
                              <Table.Cell>
                                {entry.employeeName} ({entry.employeeNumber})
                              </Table.Cell>
                              <Table.Cell>
                                {t(`manufacturing.custom.logAction.${entry.action}` as never, { defaultValue: t('manufacturing.custom.logAction.other' as never) } as never) as unknown as string}
                                {entry.note ? `: ${entry.note}` : ''}
                              </Table.Cell>
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
        busy={busy.removing}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void data.remove(myNumber).then((ok) => ok && setConfirmDelete(false))}
        testId="record-delete-dialog"
      />
    </Drawer.Root>
  );
}
