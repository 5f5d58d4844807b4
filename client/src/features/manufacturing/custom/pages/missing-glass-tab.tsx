import { Badge, Box, Button, HStack, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GLASS_KINDS, glassKindLabelKey, type GlassKind } from '../../../../../../domain/manufacturing/index';
import { useSession } from '../../../../shared/session/auth-store';
import type { MissingGlassFieldsFragment } from '../../../../gql/graphql';
import type { ManufacturingTabProps } from '../../manufacturing-tab-props';
import { useMissingGlass } from '../hooks/use-missing-glass';
import { NoticeList, useNotices } from '../components/notices';
import { isEmployeeNumber } from '../scan-code';
import { BREAKPOINT_PX, useMinWidth } from '../../../../shared/hooks/use-min-width';
import { TableFrame } from '../../../../shared/ui/table-frame';

const HOUR = 3_600_000;
const DAY = 86_400_000; // SPEC.md section 9

/** "2 d 5 h" (a day or more) or "3 h 20 min". */
export function ageParts(ms: number): { key: 'ageValue' | 'ageHours'; values: Record<string, number> } {
  const safe = Math.max(0, ms);
  if (safe >= DAY) return { key: 'ageValue', values: { days: Math.floor(safe / DAY), hours: Math.floor((safe % DAY) / HOUR) } };
  return { key: 'ageHours', values: { hours: Math.floor(safe / HOUR), minutes: Math.floor((safe % HOUR) / 60_000) } };
}

const PANE_KIND = new RegExp(` mm (${GLASS_KINDS.join('|')})$`);

/** The server writes a pane's description as "A 450 x 2000 x 8 mm hartowane": the glass kind's code is said in words. */
export function describeMissing(description: string, kindName: (kind: GlassKind) => string): string {
  return description.replace(PANE_KIND, (_all, kind: GlassKind) => ` mm ${kindName(kind)}`);
}

/** Tab '3' "Braki szkła": open entries with their age, the remake slip printed, closed with the worker's number; live. */
export function MissingGlassTab({ openRecord }: ManufacturingTabProps) {
  const { t } = useTranslation();
  const m = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.missing.${key}` as never, values as never) as unknown as string;
  const session = useSession();
  const notices = useNotices();
  const missing = useMissingGlass(notices.push);
  const items = missing.items;
  const [closingId, setClosingId] = useState<number | null>(null);
  const [employee, setEmployee] = useState('');

  const onPrint = (entry: MissingGlassFieldsFragment) => void missing.print(entry);
  const onClose = async (entry: MissingGlassFieldsFragment) => {
    if (!isEmployeeNumber(employee)) {
      notices.push('error', t('manufacturing.custom.station.numberExpected'));
      return;
    }
    if (await missing.close(entry, Number(employee))) setClosingId(null);
  };

  const phone = !useMinWidth(BREAKPOINT_PX.md);
  const recordLink = (e: MissingGlassFieldsFragment) =>
    e.recordId ? (
      <Text as="button" fontSize="xs" textAlign="start" color="fg.muted" _hover={{ textDecoration: 'underline' }} onClick={() => openRecord(e.recordId as number)}>
        {m('record')} {e.recordId}
        {e.paneIndex ? ` · ${m('pane')} ${e.paneIndex}` : ''}
      </Text>
    ) : null;
  const describe = (e: MissingGlassFieldsFragment) => `${e.description ? describeMissing(e.description, (kind) => t(glassKindLabelKey(kind))) : ''}${e.note ? ` (${e.note})` : ''}`;
  const reason = (e: MissingGlassFieldsFragment) => (
    <Stack gap="0">
      <Text>{t(`manufacturing.custom.reasons.${e.reason}` as never, { defaultValue: e.reason } as never) as unknown as string}</Text>
      <Badge size="sm" variant="outline" w="fit-content">
        {m(`sources.${e.source}`)}
      </Badge>
    </Stack>
  );
  const actions = (e: MissingGlassFieldsFragment) =>
      closingId === e.id ? (
        <HStack gap="1">
          <Input
            size="xs"
            w="7rem"
            autoFocus
            inputMode="numeric"
            aria-label={m('employeeNumber')}
            value={employee}
            onChange={(ev) => setEmployee(ev.target.value.trim())}
            onKeyDown={(ev) => {
              if (ev.key === 'Enter') void onClose(e);
              if (ev.key === 'Escape') setClosingId(null);
            }}
            data-testid="missing-close-employee"
          />
          <Button size="xs" colorPalette="teal" loading={missing.closing} onClick={() => void onClose(e)} data-testid="missing-close-confirm">
            {m('close')}
          </Button>
        </HStack>
      ) : (
        <HStack gap="1">
          <Button size="xs" variant="outline" loading={missing.printing} onClick={() => onPrint(e)} data-testid="missing-print">
            {m('printSlip')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              setClosingId(e.id);
              setEmployee(session?.numer_pracownika ? String(session.numer_pracownika) : '');
            }}
            data-testid="missing-close"
          >
            {m('close')}
          </Button>
        </HStack>
      );

  return (
    <Stack gap="3" mt="4" data-testid="missing-glass-tab">
      <NoticeList notices={notices.notices} />
      {!items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{m('empty')}</Text>
      ) : phone ? (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="missing-cards">
          {items.map((e) => {
            const age = ageParts(e.ageMs);
            return (
              <Box as="li" key={e.id} borderWidth="1px" rounded="md" p="3" bg="bg.panel" data-testid="missing-row" data-order={e.orderNumber}>
                <Stack gap="1">
                  <HStack justify="space-between" align="start" gap="2">
                    <Stack gap="0">
                      <Text fontWeight="semibold">{e.orderNumber}</Text>
                      {recordLink(e)}
                    </Stack>
                    <Text whiteSpace="nowrap" fontSize="sm" data-testid="missing-age">
                      {m(age.key, age.values)}
                    </Text>
                  </HStack>
                  <Text>{describe(e)}</Text>
                  {reason(e)}
                  <Text fontSize="sm" color="fg.muted">
                    {m('reportedBy')}: {e.reportedByName} · {m('printed')}: {e.printCount}
                  </Text>
                  <Box mt="1">{actions(e)}</Box>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <TableFrame label={t('manufacturing.custom.tabs.missing')}>
          <Table.Root size="sm" data-testid="missing-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{m('order')}</Table.ColumnHeader>
                <Table.ColumnHeader>{m('description')}</Table.ColumnHeader>
                <Table.ColumnHeader>{m('reason')}</Table.ColumnHeader>
                <Table.ColumnHeader>{m('reportedBy')}</Table.ColumnHeader>
                <Table.ColumnHeader>{m('age')}</Table.ColumnHeader>
                <Table.ColumnHeader>{m('printed')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((e) => {
                const age = ageParts(e.ageMs);
                return (
                  <Table.Row key={e.id} data-testid="missing-row" data-order={e.orderNumber}>
                    <Table.Cell>
                      <Stack gap="0">
                        <Text fontWeight="semibold">{e.orderNumber}</Text>
                        {recordLink(e)}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>{describe(e)}</Table.Cell>
                    <Table.Cell>{reason(e)}</Table.Cell>
                    <Table.Cell>{e.reportedByName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap" data-testid="missing-age">{m(age.key, age.values)}</Table.Cell>
                    <Table.Cell>{e.printCount}</Table.Cell>
                    <Table.Cell>{actions(e)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
    </Stack>
  );
}
