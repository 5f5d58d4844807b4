import { Button, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandardEntriesQuery } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { DataTable } from '../../../shared/ui/data-table';
import type { StandardStationState } from '../hooks/use-standard-station';

type Recent = StandardEntriesQuery['standardManufacturingEntries']['items'][number];

/** Produkcja standardowa (tab of /app/manufacturing): pick the product, record the pieces made,
 *  the entry open (print, check, persist), the worker's recent entries, Dziennik błędów. Presents
 *  `useStandardStation`'s state; the picker, the entry and the error log come in as slots. */
export function StandardTab({ station, picker, entry, errorLog }: { station: StandardStationState; picker: ReactNode; entry: ReactNode; errorLog: ReactNode }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const { quantity, setQuantity, quantityError, entryId } = station;
  // A product picked (a scanned EAN, a chosen match): the picker's field is gone, the next thing
  // to type is the quantity, so it takes the focus (its text selected to be typed over).
  const quantityRef = useRef<HTMLInputElement>(null);
  const pickedId = station.product?.manufacturingDataId ?? null;
  useEffect(() => {
    if (pickedId === null || entryId !== null) return;
    const field = quantityRef.current;
    field?.focus();
    field?.select();
  }, [pickedId, entryId]);
  const canRecord = !!station.product && Number(quantity) >= 1 && entryId === null;

  return (
    <Stack gap="5" mt="4" data-testid="standard-tab">
      <Stack gap="3">
        {picker}
        <HStack gap="3" align="end" wrap="wrap">
          <Stack gap="1">
            <Text asChild fontSize="sm">
              <label htmlFor="standard-quantity">{s('quantity')}</label>
            </Text>
            <Input
              id="standard-quantity"
              ref={quantityRef}
              width="28"
              type="number"
              min={1}
              max={500}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && canRecord) void station.record();
              }}
              aria-invalid={quantityError !== null}
              data-testid="standard-quantity"
            />
          </Stack>
          <Button onClick={() => void station.record()} disabled={!canRecord} loading={station.creating} data-testid="standard-create">
            {s('create')}
          </Button>
          {entryId !== null && (
            <Button variant="ghost" onClick={station.startNew}>
              {s('newEntry')}
            </Button>
          )}
        </HStack>
        {quantityError && <Text color="fg.error">{quantityError}</Text>}
      </Stack>
      {entryId !== null && entry}
      <Separator />
      <Stack gap="2">
        <Text as="h3" fontWeight="semibold" fontSize="lg">
          {s('recentTitle')}
        </Text>
        <DataTable<Recent, 'id' | 'date' | 'index' | 'quantity' | 'status'>
          testId="standard-recent"
          loading={station.recentLoading}
          empty={s('recentEmpty')}
          rows={station.recent}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ onClick: () => station.openEntry(r.id), cursor: 'pointer', 'data-testid': `standard-recent-${r.id}` })}
          columns={[
            { key: 'id', header: s('columns.id'), mono: true, cell: (r) => r.id },
            { key: 'date', header: s('columns.date'), cell: (r) => formatDate(r.createdAt) },
            { key: 'index', header: s('columns.index'), mono: true, cell: (r) => r.index },
            { key: 'quantity', header: s('columns.quantity'), align: 'end', cell: (r) => r.quantity },
            { key: 'status', header: s('columns.status'), cell: (r) => s(`status.${r.status}`) },
          ]}
        />
      </Stack>
      <Separator />
      {errorLog}
    </Stack>
  );
}
