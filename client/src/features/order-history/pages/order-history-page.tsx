import { Button, Field, Heading, HStack, Input, NativeSelect, Progress, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useListState } from '../../../shared/hooks/use-list-state';
import { useTranslation } from 'react-i18next';
import { useHistoryEntryListQuery } from '../../../gql/graphql';
import { Pager } from '../../../shared/ui/pager';
import { HistoryDetailDrawer } from '../components/history-detail-drawer';
import { actionWord, FILTER_ACTIONS, ENTITY_TYPES, entityTypeWord, warsawDateTime, type Lang } from '../../../../../domain/history/index';
import { parseDay, showDay } from '../day-input';
import { useHistoryEntryDetail } from '../hooks/use-history-entry-detail';
import { useHistoryExport } from '../hooks/use-history-export';
import { TableFrame } from '../../../shared/ui/table-frame';

/** SPEC.md section 9: history shows 25 per page by default; 25, 50 and 100 are offered. */
const PAGE_SIZES = [25, 50, 100] as const;
const FILTERS = ['reference', 'entityType', 'action', 'user', 'dateFrom', 'dateTo'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { reference: '', entityType: '', action: '', user: '', dateFrom: '', dateTo: '' };

/** Historia zamówień (admin): every state change, filtered, in detail, and exported. */
/** A D/M/YYYY text field for one date filter; applies YYYY-MM-DD once the text is a real day. */
function DayField({ name, value, error, onChange }: { name: 'dateFrom' | 'dateTo'; value: string; error: string | null; onChange(iso: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(showDay(value));
  useEffect(() => setText(showDay(value)), [value]);
  const bad = text.trim() !== '' && parseDay(text) === null;
  return (
    <Field.Root invalid={bad || !!error}>
      <Field.Label fontSize="sm">{t(`orderHistory.filters.${name}`)}</Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        placeholder={t('orderHistory.filters.datePlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const iso = parseDay(e.target.value);
          if (iso) onChange(iso);
          else if (e.target.value.trim() === '') onChange('');
        }}
        data-testid={`history-filter-${name}`}
      />
      {bad && <Field.ErrorText>{t('orderHistory.filters.dateInvalid')}</Field.ErrorText>}
      {!bad && error && <Field.ErrorText data-testid="history-date-error">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export default function OrderHistoryPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language?.startsWith('en') ? 'en' : 'pl';
  // Filters, page and size live in the URL: a filtered history can be linked, back restores it.
  const list$ = useListState({ filters: EMPTY, sortColumns: [] as const, defaultSort: null, pageSizes: PAGE_SIZES, defaultLimit: 25 });
  const { filters, page, limit, setPage } = list$;
  const debounced = list$.applied;
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useHistoryEntryDetail(openId);
  const exporter = useHistoryExport(t('orderHistory.export.done'));

  // A from-date after the to-date is refused here, with a message, and not sent.
  const rangeError = debounced.dateFrom && debounced.dateTo && debounced.dateFrom > debounced.dateTo ? t('orderHistory.filters.rangeInvalid') : null;
  const vars = Object.fromEntries(Object.entries(debounced).filter(([k, v]) => v && !(rangeError && k.startsWith('date'))));
  const query = useHistoryEntryListQuery({ variables: { page, limit, ...vars }, fetchPolicy: 'cache-and-network' });
  const list = query.data?.historyEntries;

  const setFilter = (k: keyof Filters, v: string) => list$.setFilter(k, v);

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t('orderHistory.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 6 }} gap="2">
        {FILTERS.map((k) =>
          k === 'dateFrom' || k === 'dateTo' ? (
            <DayField key={k} name={k} value={filters[k]} error={k === 'dateTo' ? rangeError : null} onChange={(v) => setFilter(k, v)} />
          ) : k === 'entityType' || k === 'action' ? (
            <Field.Root key={k}>
              <Field.Label fontSize="sm">{t(`orderHistory.filters.${k}`)}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={filters[k]} onChange={(e) => setFilter(k, e.target.value)} data-testid={`history-filter-${k}`}>
                  <option value="">{t('orderHistory.filters.any')}</option>
                  {(k === 'entityType' ? Object.keys(ENTITY_TYPES) : FILTER_ACTIONS)
                    .map((code) => ({ code, label: k === 'entityType' ? entityTypeWord(code, lang) : actionWord(code, lang) }))
                    .sort((a, b) => a.label.localeCompare(b.label, lang))
                    .map(({ code, label }) => (
                      <option key={code} value={code}>
                        {label}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : (
            <Field.Root key={k}>
              <Field.Label fontSize="sm">{t(`orderHistory.filters.${k}`)}</Field.Label>
              <Input size="sm" value={filters[k]} onChange={(e) => setFilter(k, e.target.value)} data-testid={`history-filter-${k}`} />
            </Field.Root>
          ),
        )}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => list$.applyFilters(EMPTY)}>
          {t('orderHistory.clearFilters')}
        </Button>
        <Button size="sm" colorPalette="teal" loading={exporter.running} onClick={() => void exporter.start('csv', vars as Record<string, string>)} data-testid="export-csv">
          {t('orderHistory.export.csv')}
        </Button>
        <Button size="sm" colorPalette="teal" variant="outline" loading={exporter.running} onClick={() => void exporter.start('xlsx', vars as Record<string, string>)} data-testid="export-xlsx">
          {t('orderHistory.export.xlsx')}
        </Button>
        {exporter.running && exporter.progress && (
          <Stack gap="1" minW="48" data-testid="export-progress">
            <Text fontSize="xs">{t('orderHistory.export.progress', exporter.progress)}</Text>
            <Progress.Root size="xs" value={exporter.progress.total ? (100 * exporter.progress.done) / exporter.progress.total : null}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
      </HStack>
      {query.loading && !list ? (
        <Spinner />
      ) : (
        <TableFrame label={t('nav.orderHistory')}>
          <Table.Root size="sm" interactive data-testid="history-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('orderHistory.columns.createdAt')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orderHistory.columns.entityType')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orderHistory.columns.reference')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orderHistory.columns.action')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('orderHistory.columns.user')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(list?.items ?? []).map((e) => (
                <Table.Row key={e.id} cursor="pointer" onClick={() => setOpenId(e.id)} data-testid="history-row" data-reference={e.reference ?? ''} data-action={e.action}>
                  <Table.Cell whiteSpace="nowrap">{warsawDateTime(e.createdAt)}</Table.Cell>
                  <Table.Cell>{entityTypeWord(e.entityType, lang)}</Table.Cell>
                  <Table.Cell fontFamily="mono">{e.reference}</Table.Cell>
                  <Table.Cell>{actionWord(e.action, lang)}</Table.Cell>
                  <Table.Cell>
                    {e.userName}
                    {e.numer_pracownika ? ` (${e.numer_pracownika})` : ''}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
      )}
      {list && list.items.length === 0 && (
        <Text color="fg.muted" textAlign="center">
          {t('orderHistory.empty')}
        </Text>
      )}
      <Pager
        page={page}
        totalPages={list?.totalPages ?? 0}
        limit={limit}
        sizes={PAGE_SIZES}
        onPage={setPage}
        onLimit={(n) => {
          list$.setLimit(n);
        }}
        labels={{
          pageSize: t('orderHistory.pageSize'),
          previous: t('orderHistory.previous'),
          next: t('orderHistory.next'),
          pageInfo: t('orderHistory.page', { page, total: Math.max(list?.totalPages ?? 0, 1) }),
        }}
      >
        {/* The count sits with the pages, as on every list (Etykiet: …, Użytkowników: …). */}
        <Text color="fg.muted" data-testid="history-count">
          {list && !list.totalCountExact
            ? t('orderHistory.countMoreThan', { count: list.totalCount - 1 })
            : t('orderHistory.count', { count: list?.totalCount ?? 0 })}
        </Text>
      </Pager>
      {openId !== null && <HistoryDetailDrawer id={openId} entry={detail.entry} loading={detail.loading} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
