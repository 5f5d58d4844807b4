import { Button, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/auth-store';
import { showMessage } from '../../../app/message/message-store';
import { useStandardCreateMutation, useStandardEntriesQuery, type StandardEntriesQuery } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { readServerError } from '../../../shared/server-errors';
import { DataTable } from '../../../shared/ui/data-table';
import { EntryPanel } from './entry-panel';
import { ErrorLogPanel } from './error-log-panel';
import { ProductPicker, type StandardProduct } from './product-picker';

type Recent = StandardEntriesQuery['standardManufacturingEntries']['items'][number];

/** Produkcja standardowa (tab of /app/manufacturing): pick the product, record the pieces made,
 *  print their labels, check, persist into stock; the worker's recent entries; Dziennik błędów. */
export function StandardManufacturingTab() {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const numer = useSession()?.numer_pracownika ?? 0;
  const [product, setProduct] = useState<StandardProduct | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [create, creating] = useStandardCreateMutation();
  const recent = useStandardEntriesQuery({ variables: { numer_pracownika: numer || null, page: 1, limit: 10 }, fetchPolicy: 'cache-and-network' });

  const record = async () => {
    if (!product) return;
    const n = Number(quantity);
    setQuantityError(null);
    try {
      const res = await create({ variables: { input: { manufacturingDataId: product.manufacturingDataId, quantity: n } } });
      const id = res.data?.standardManufacturingCreate.id;
      if (id) {
        setEntryId(id);
        showMessage({ message: s('messages.created', { id }) });
      }
      await recent.refetch();
    } catch (error) {
      const err = readServerError(error);
      if (err.fields.quantity) setQuantityError(err.fields.quantity);
      else showMessage({ message: s('messages.failed', { message: err.message ?? String(error) }), isError: true });
    }
  };

  return (
    <Stack gap="5" mt="4" data-testid="standard-tab">
      <Stack gap="3">
        <ProductPicker picked={product} onPick={setProduct} />
        <HStack gap="3" align="end" wrap="wrap">
          <Stack gap="1">
            <Text asChild fontSize="sm">
              <label htmlFor="standard-quantity">{s('quantity')}</label>
            </Text>
            <Input id="standard-quantity" width="28" type="number" min={1} max={500} value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-invalid={quantityError !== null} data-testid="standard-quantity" />
          </Stack>
          <Button onClick={() => void record()} disabled={!product || !(Number(quantity) >= 1) || entryId !== null} loading={creating.loading} data-testid="standard-create">
            {s('create')}
          </Button>
          {entryId !== null && (
            <Button
              variant="ghost"
              onClick={() => {
                setEntryId(null);
                setProduct(null);
                setQuantity('1');
              }}
            >
              {s('newEntry')}
            </Button>
          )}
        </HStack>
        {quantityError && <Text color="fg.error">{quantityError}</Text>}
      </Stack>
      {entryId !== null && <EntryPanel entryId={entryId} numerPracownika={numer} onChanged={() => void recent.refetch()} />}
      <Separator />
      <Stack gap="2">
        <Text as="h3" fontWeight="semibold" fontSize="lg">
          {s('recentTitle')}
        </Text>
        <DataTable<Recent, 'id' | 'date' | 'index' | 'quantity' | 'status'>
          testId="standard-recent"
          loading={recent.loading && !recent.data}
          empty={s('recentEmpty')}
          rows={recent.data?.standardManufacturingEntries.items ?? []}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ onClick: () => setEntryId(r.id), cursor: 'pointer', 'data-testid': `standard-recent-${r.id}` })}
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
      <ErrorLogPanel defaultWorker={numer} />
    </Stack>
  );
}
