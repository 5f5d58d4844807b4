import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StandardEntryState } from '../hooks/use-standard-entry';

/** One entry at the station: print its labels, check it (every reason, in plain Polish), persist
 *  it with the result live, void a broken piece's label. Presents `useStandardEntry`'s state; the
 *  actions go back through its callbacks. */
export function EntryPanel({ state }: { state: StandardEntryState }) {
  const { t, i18n } = useTranslation();
  const polish = i18n.language.startsWith('pl');
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const { entry, printers, printer, setPrinter, result } = state;
  const doVoid = (code: string) => {
    if (!window.confirm(s('voidConfirm', { code }))) return;
    void state.voidLabel(code);
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
        <Button onClick={() => void state.print(true)} disabled={printer === null || allPrinted} loading={state.printing} data-testid="standard-print">
          {s('print')}
        </Button>
        <Button variant="outline" onClick={() => void state.print(false)} disabled={printer === null || entry.activePieces === 0} loading={state.printing}>
          {s('reprint')}
        </Button>
        <Button variant="outline" onClick={() => void state.check()} disabled={done} loading={state.checking} data-testid="standard-check">
          {s('check')}
        </Button>
        <Button colorPalette="green" onClick={() => void state.persist()} disabled={done || state.awaitingOperation} loading={state.persisting || state.awaitingOperation} data-testid="standard-persist">
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
                    {/* The server's reason is a whole Polish sentence (it names the pieces): in Polish it
                        is said once, alone; another language leads with its own short title. */}
                    {polish ? (
                      r.message || s(`reasons.${r.code}`)
                    ) : (
                      <>
                        <Text as="span" fontWeight="medium">
                          {s(`reasons.${r.code}`)}
                        </Text>
                        {r.message ? `: ${r.message}` : ''}
                      </>
                    )}
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
                  <Button size="xs" variant="ghost" onClick={() => doVoid(p.code)}>
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
