import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../app/message/message-store';
import {
  useStandardCheckMutation,
  useStandardEntryQuery,
  useStandardLabelDeleteMutation,
  useStandardPersistMutation,
  useStandardPrintersQuery,
  useStandardPrintMutation,
  type StandardCheckMutation,
} from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { useOperationStatus } from '../../../shared/operation-status/use-operation-status';

type CheckResult = StandardCheckMutation['standardManufacturingCheck'];

const newOperationId = () => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `op-${Date.now()}-${Math.random().toString(16).slice(2)}`);

/** One entry at the station: print its labels, check it (every reason, in plain Polish), persist
 *  it with the result live on operationStatus, void a broken piece's label. */
export function EntryPanel({ entryId, numerPracownika, onChanged }: { entryId: number; numerPracownika: number; onChanged(): void }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const { data, refetch } = useStandardEntryQuery({ variables: { id: entryId }, fetchPolicy: 'cache-and-network' });
  const entry = data?.standardManufacturingEntry;
  const printerList = useStandardPrintersQuery().data?.standardManufacturingPrinters;
  const printers = useMemo(() => printerList ?? [], [printerList]);
  const [printer, setPrinter] = useState<number | null>(null);
  useEffect(() => {
    if (printer === null && printers.length > 0) setPrinter(printers[0].id);
  }, [printers, printer]);
  const [print, printing] = useStandardPrintMutation();
  const [check, checking] = useStandardCheckMutation();
  const [persist, persisting] = useStandardPersistMutation();
  const [voidLabels] = useStandardLabelDeleteMutation();
  const [result, setResult] = useState<CheckResult | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const operation = useOperationStatus(operationId);

  useEffect(() => {
    if (!operation.status || !operation.done) return;
    const { status, message } = operation.status;
    if (status === 'SUCCESS') showMessage({ message });
    if (status === 'ERROR') showMessage({ message: s('erpError', { message }), isError: true });
    setOperationId(null);
    void refetch();
    onChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished operation
  }, [operation.done, operation.status]);

  const failed = (error: unknown) => showMessage({ message: s('messages.failed', { message: readServerError(error).message ?? String(error) }), isError: true });

  const doPrint = async (onlyUnprinted: boolean) => {
    if (printer === null) return;
    try {
      const res = await print({ variables: { input: { id: entryId, printer, onlyUnprinted } } });
      showMessage({ message: res.data?.standardManufacturingPrint.message ?? '' });
      setResult(null);
      await refetch();
    } catch (error) {
      failed(error);
    }
  };
  const doCheck = async () => {
    try {
      const res = await check({ variables: { id: entryId } });
      setResult(res.data?.standardManufacturingCheck ?? null);
      await refetch();
    } catch (error) {
      failed(error);
    }
  };
  const doPersist = async () => {
    const id = newOperationId();
    setOperationId(id);
    try {
      const res = await persist({ variables: { id: entryId, operationId: id } });
      const out = res.data?.standardManufacturingPersist;
      setResult(null);
      if (out?.entry.status === 'PERSISTED') {
        showMessage({ message: out.message });
        setOperationId(null);
      }
      await refetch();
      onChanged();
    } catch (error) {
      setOperationId(null);
      const err = readServerError(error);
      const reasons = (error as { errors?: Array<{ extensions?: { reasons?: CheckResult['reasons'] } }> }).errors?.[0]?.extensions?.reasons;
      if (reasons) setResult({ id: entryId, ok: false, status: entry?.status ?? 'DRAFT', reasons, stockBefore: null, stockAfter: null, message: err.message ?? '' });
      else failed(error);
      await refetch();
    }
  };
  const doVoid = async (code: string) => {
    if (!window.confirm(s('voidConfirm', { code }))) return;
    try {
      await voidLabels({ variables: { input: { data: [code], numer_pracownika: numerPracownika } } });
      showMessage({ message: s('messages.voided', { code }) });
      setResult(null);
      await refetch();
    } catch (error) {
      failed(error);
    }
  };

  if (!entry) return null;
  const done = entry.status === 'PERSISTED' || entry.status === 'PERSISTING';
  const allPrinted = entry.printedPieces === entry.activePieces;
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4" data-testid="standard-entry">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{s('entryTitle', { id: entry.id, index: entry.index })}</Text>
        <Badge data-testid="standard-entry-status" colorPalette={entry.status === 'ERROR' ? 'red' : entry.status === 'PERSISTED' ? 'green' : 'gray'}>
          {s(`status.${entry.status}`)}
        </Badge>
      </HStack>
      <Text fontSize="sm">{entry.name}</Text>
      <Text fontSize="sm">{s('pieces', { active: entry.activePieces, printed: entry.printedPieces })}</Text>
      {entry.status === 'PERSISTING' && <Text color="fg.muted">{s('waitingErp')}</Text>}
      {entry.status === 'ERROR' && entry.errorMessage && (
        <Text color="fg.error" data-testid="standard-entry-error">
          {s('erpError', { message: entry.errorMessage })}
        </Text>
      )}
      <HStack gap="3" wrap="wrap" align="end">
        <Stack gap="1">
          <Text asChild fontSize="sm">
            <label htmlFor="standard-printer">{s('printer')}</label>
          </Text>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field id="standard-printer" value={printer ?? ''} onChange={(e) => setPrinter(Number(e.target.value) || null)} data-testid="standard-printer">
              {printers.length === 0 && <option value="">{s('noPrinters')}</option>}
              {printers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Button onClick={() => void doPrint(true)} disabled={printer === null || allPrinted} loading={printing.loading} data-testid="standard-print">
          {s('print')}
        </Button>
        <Button variant="outline" onClick={() => void doPrint(false)} disabled={printer === null || entry.activePieces === 0} loading={printing.loading}>
          {s('reprint')}
        </Button>
        <Button variant="outline" onClick={() => void doCheck()} disabled={done} loading={checking.loading} data-testid="standard-check">
          {s('check')}
        </Button>
        <Button colorPalette="green" onClick={() => void doPersist()} disabled={done || operationId !== null} loading={persisting.loading || operationId !== null} data-testid="standard-persist">
          {entry.status === 'ERROR' ? s('retry') : s('persist')}
        </Button>
      </HStack>
      {result && (
        <Box data-testid="standard-check-result" role="status">
          {result.ok ? (
            <Text color="fg.success">{s('checkOk', { before: result.stockBefore, after: result.stockAfter })}</Text>
          ) : (
            <Stack gap="1">
              <Text color="fg.error" fontWeight="semibold">
                {s('checkRefused')}
              </Text>
              <Box as="ul" ps="5" listStyleType="disc">
                {result.reasons.map((r) => (
                  <li key={r.code} data-testid={`standard-reason-${r.code}`}>
                    <Text as="span" fontWeight="medium">
                      {s(`reasons.${r.code}`)}
                    </Text>
                    {': '}
                    {r.message}
                  </li>
                ))}
              </Box>
            </Stack>
          )}
        </Box>
      )}
      <Table.Root size="sm">
        <Table.Body>
          {entry.pieces.map((p) => (
            <Table.Row key={p.code} data-testid={`standard-piece-${p.code}`}>
              <Table.Cell fontFamily="mono">{p.code}</Table.Cell>
              <Table.Cell>{p.voidedAt ? s('voided') : p.printedAt ? s('printed') : s('notPrinted')}</Table.Cell>
              <Table.Cell textAlign="end">
                {!p.voidedAt && !done && (
                  <Button size="xs" variant="ghost" onClick={() => void doVoid(p.code)}>
                    {s('voidLabel')}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
