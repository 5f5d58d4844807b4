import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { glassKindLabelKey, GLASS_KINDS, type GlassKind, type SchemaGeometryInput } from '../../../../../../domain/manufacturing/index';
import type { ManufacturingRecordDetailFragment } from '../../../../gql/graphql';
import { formatDateAndTime } from '../../../../shared/format-time';
import { SchemaDrawing } from '../../../../shared/ui/schema-drawing';
import { useSchemaDetail } from '../../schemas/hooks/use-schemas';
import { STATUS_COLORS, useTypeLabel } from './record-card';

type RecordDetail = ManufacturingRecordDetailFragment;

export const recordTime = formatDateAndTime;
const time = recordTime;
const isGlassKind = (k: string): k is GlassKind => (GLASS_KINDS as readonly string[]).includes(k);

export function useDrawerText() {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.drawer.${key}` as never, values as never) as unknown as string;
}

/** The record's facts: order, status, batch, type, worker, weight, pallet, width specification, notes, who and when, its sheet. */
export function RecordFacts({ record, sheetStatus, onDownloadSheet }: { record: RecordDetail; sheetStatus: { status: string; url?: string | null } | null | undefined; onDownloadSheet(): void }) {
  const { t } = useTranslation();
  const d = useDrawerText();
  const typeLabel = useTypeLabel();
  const spec = record.widthSpec;
  return (
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
          <Button size="xs" variant="outline" onClick={onDownloadSheet}>
            {d('downloadSheet')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** What can be done with the record now: edit, print or reprint and void its labels, report missing glass, delete. */
export function RecordActions(props: {
  record: RecordDetail;
  closed: boolean;
  editing: boolean;
  hasLabels: boolean;
  labelAction: 'reprint' | 'void' | null;
  printing: boolean;
  canDelete: boolean;
  onEdit(): void;
  onPrint(): void;
  onLabelAction(kind: 'reprint' | 'void'): void;
  onReportMissing(): void;
  onDelete(): void;
}) {
  const d = useDrawerText();
  const { record, closed, editing, hasLabels, labelAction, printing, canDelete, onEdit, onPrint, onLabelAction, onReportMissing, onDelete } = props;
  return (
    <HStack gap="2" wrap="wrap">
      {!closed && !editing && (
        <Button size="sm" variant="outline" data-testid="record-edit" onClick={onEdit}>
          {d('edit')}
        </Button>
      )}
      {!closed && !hasLabels && (
        <Button size="sm" colorPalette="teal" loading={printing} data-testid="record-print" onClick={onPrint}>
          {d('print')}
        </Button>
      )}
      {!closed && hasLabels && (
        <>
          <Button size="sm" variant="outline" data-testid="record-reprint" aria-expanded={labelAction === 'reprint'} onClick={() => onLabelAction('reprint')}>
            {d('reprint')}
          </Button>
          <Button size="sm" variant="outline" data-testid="record-void" aria-expanded={labelAction === 'void'} onClick={() => onLabelAction('void')}>
            {d('voidLabels')}
          </Button>
        </>
      )}
      {record.status !== 'DELETED' && (
        <Button size="sm" variant="outline" colorPalette="orange" data-testid="record-report-missing" onClick={onReportMissing}>
          {d('reportMissing')}
        </Button>
      )}
      {canDelete && (
        <Button size="sm" variant="outline" colorPalette="red" data-testid="record-delete" onClick={onDelete}>
          {d('delete')}
        </Button>
      )}
    </HStack>
  );
}

/** The record's panes, each with its size, glass kind and weight. */
export function RecordPanes({ panes }: { panes: RecordDetail['panes'] }) {
  const { t } = useTranslation();
  const d = useDrawerText();
  if (panes.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{d('panes')}</Text>
      {panes.map((p) => (
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
  );
}

/** The record's labels: code, pane, status, reprints and voids. */
export function RecordLabels({ labels }: { labels: RecordDetail['labels'] }) {
  const d = useDrawerText();
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{d('labels')}</Text>
      {labels.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {d('noLabels')}
        </Text>
      ) : (
        labels.map((l) => (
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
  );
}

/** Missing glass reported on the record. */
export function RecordMissingGlass({ missingGlass }: { missingGlass: RecordDetail['missingGlass'] }) {
  const { t } = useTranslation();
  const d = useDrawerText();
  if (missingGlass.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{d('missing')}</Text>
      {missingGlass.map((m) => (
        <Text key={m.id} fontSize="sm" data-testid="record-missing">
          {t(`manufacturing.custom.reasons.${m.reason}` as never)} · {m.description ?? ''} · {t(`manufacturing.custom.status.${m.status}` as never)}
        </Text>
      ))}
    </Stack>
  );
}

/** The record's log: when, who, what. */
export function RecordLog({ log }: { log: RecordDetail['log'] }) {
  const { t } = useTranslation();
  const d = useDrawerText();
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{d('log')}</Text>
      <Table.Root size="sm" variant="line" data-testid="record-log">
        <Table.Body>
          {log.map((entry) => (
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
  );
}

/** The record's drilling schema (the record's own, else the first pane's): its code, name and drawing. */
export function RecordSchema({ schemaId }: { schemaId: number }) {
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
