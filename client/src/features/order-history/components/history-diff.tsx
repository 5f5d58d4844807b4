import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Before/after as a table of the fields that differ (changed values highlighted). */
export function HistoryDiff({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return <Text color="fg.muted">{t('orderHistory.detail.noChanges')}</Text>;
  return (
    <Table.Root size="sm" data-testid="history-diff">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('orderHistory.detail.field')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('orderHistory.detail.before')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('orderHistory.detail.after')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {keys.map((k) => {
          const b = before?.[k];
          const a = after?.[k];
          const changed = JSON.stringify(b) !== JSON.stringify(a);
          return (
            <Table.Row key={k} data-testid="diff-row" data-field={k}>
              <Table.Cell fontFamily="mono">{k}</Table.Cell>
              <Table.Cell bg={changed && b !== undefined ? 'red.subtle' : undefined} textDecoration={changed && b !== undefined ? 'line-through' : undefined}>
                {show(b)}
              </Table.Cell>
              <Table.Cell bg={changed && a !== undefined ? 'green.subtle' : undefined}>{show(a)}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
