import { Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuickPrintLabelFieldsFragment } from '../../../gql/graphql';

export function LabelsTable({ labels, onPrint }: { labels: QuickPrintLabelFieldsFragment[]; onPrint(label: QuickPrintLabelFieldsFragment): void }) {
  const { t } = useTranslation();
  if (labels.length === 0) return <Text color="fg.muted">{t('labelPrinting.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped data-testid="labels-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('labelPrinting.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.columns.lines')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.columns.barcode')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.columns.size')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('labelPrinting.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {labels.map((l) => (
            <Table.Row key={l.id} data-testid="label-row" data-name={l.name}>
              <Table.Cell fontWeight="medium">{l.name}</Table.Cell>
              <Table.Cell whiteSpace="pre-line" fontSize="xs">
                {l.lines.join('\n')}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {l.ean ?? l.code ?? '—'}
              </Table.Cell>
              <Table.Cell>{t(`labelPrinting.sizes.${l.size as 'small'}`)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" onClick={() => onPrint(l)} data-testid="label-print">
                  {t('labelPrinting.actions.print')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
