import { Badge, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { isManufacturingType, typeRules } from '../../../../../../domain/manufacturing/index';
import { formatDate } from '../../../../shared/format-date';

/** What a card shows of a record (the list's summary). */
export interface RecordCardData {
  id: number;
  numer_zamowienia: string;
  type: string;
  status: string;
  employeeNumber: number;
  employeeName: string;
  paneCount: number;
  weightKg?: number | null;
  batchNumber?: string | null;
  openMissingGlass: number;
  activeLabels: number;
  createdAt: string;
}

export const STATUS_COLORS: Record<string, string> = { NEW: 'blue', LABELED: 'green', CLOSED: 'gray', DELETED: 'red' };

/** The type's display name (the raw code for a type this client does not know). */
export function useTypeLabel() {
  const { t } = useTranslation();
  return (type: string) => (isManufacturingType(type) ? t(typeRules(type).labelKey) : type);
}

/**
 * An order number whole, never cut (the workshop tells records apart by it): in a
 * narrow card it wraps after a slash (ZAM/2026/ | 05058), and only a segment longer than the line
 * breaks inside. The text (copy, search, screen readers) is the number as it is.
 */
export function OrderNumber({ value }: { value: string }) {
  const parts = value.split('/');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}

interface Props {
  record: RecordCardData;
  selectable?: boolean;
  selected?: boolean;
  onSelect?(selected: boolean): void;
  onOpen(id: number): void;
}

/** One record as a card: order, type, worker, panes, weight, labels and missing glass; a checkbox to pick it for a batch. */
export function RecordCard({ record, selectable = false, selected = false, onSelect, onOpen }: Props) {
  const { t } = useTranslation();
  const c = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.card.${key}` as never, values as never) as unknown as string;
  const typeLabel = useTypeLabel();
  return (
    <Card.Root size="sm" variant={selected ? 'elevated' : 'outline'} borderColor={selected ? 'teal.solid' : undefined} data-testid="record-card" data-id={record.id} data-order={record.numer_zamowienia} data-status={record.status}>
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text
              as="button"
              textAlign="start"
              fontWeight="bold"
              overflowWrap="anywhere"
              onClick={() => onOpen(record.id)}
              _hover={{ textDecoration: 'underline' }}
              data-testid="record-open"
              // a tap while the server-rendered screen is not yet the app's opens the record once it is
              data-early-tap={`record:${record.id}`}
            >
              <OrderNumber value={record.numer_zamowienia} />
            </Text>
            <Text fontSize="sm">{typeLabel(record.type)}</Text>
          </Stack>
          {selectable && (
            <Checkbox.Root checked={selected} onCheckedChange={(e) => onSelect?.(e.checked === true)} aria-label={c('select', { order: record.numer_zamowienia, id: record.id })}>
              <Checkbox.HiddenInput data-testid="record-select" />
              <Checkbox.Control />
            </Checkbox.Root>
          )}
        </HStack>
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={STATUS_COLORS[record.status] ?? 'gray'}>{t(`manufacturing.custom.status.${record.status}` as never, { defaultValue: record.status } as never) as unknown as string}</Badge>
          {record.batchNumber && <Badge variant="outline">{record.batchNumber}</Badge>}
          {record.openMissingGlass > 0 && <Badge colorPalette="red">{c('missing', { count: record.openMissingGlass })}</Badge>}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {c('summary', { id: record.id, panes: record.paneCount, labels: record.activeLabels })}
          {record.weightKg != null ? ` · ${record.weightKg.toLocaleString('pl-PL')} kg` : ''}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {c('worker', { number: record.employeeNumber, name: record.employeeName })} · {formatDate(record.createdAt)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
