import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fieldWord, formatHistoryValue, type Lang } from '../../../../../domain/history/index';

/** Before/after as a table of labelled fields with readable values (changed values highlighted). */
export function HistoryDiff({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language?.startsWith('en') ? 'en' : 'pl';
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return <Text color="fg.muted">{t('orderHistory.detail.noChanges')}</Text>;
  const onlyAfter = !before || Object.keys(before).length === 0;
  return (
    <Table.Root size="sm" data-testid="history-diff">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('orderHistory.detail.field')}</Table.ColumnHeader>
          {!onlyAfter && <Table.ColumnHeader>{t('orderHistory.detail.before')}</Table.ColumnHeader>}
          <Table.ColumnHeader>{onlyAfter ? t('orderHistory.detail.value') : t('orderHistory.detail.after')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {keys.map((k) => {
          const b = before?.[k];
          const a = after?.[k];
          const changed = JSON.stringify(b) !== JSON.stringify(a);
          return (
            <Table.Row key={k} data-testid="diff-row" data-field={k}>
              <Table.Cell fontWeight="medium">{fieldWord(k, lang)}</Table.Cell>
              {!onlyAfter && (
                <Table.Cell bg={changed && b !== undefined ? 'red.subtle' : undefined} textDecoration={changed && b !== undefined && after ? 'line-through' : undefined}>
                  {formatHistoryValue(k, b, lang)}
                </Table.Cell>
              )}
              <Table.Cell bg={changed && a !== undefined && !onlyAfter ? 'green.subtle' : undefined}>{formatHistoryValue(k, a, lang)}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
