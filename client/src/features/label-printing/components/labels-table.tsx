import { Box, Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { BREAKPOINT_PX, useMinWidth } from '../../../shared/hooks/use-min-width';
import { TableFrame } from '../../../shared/ui/table-frame';

type Label = QuickPrintLabelFieldsFragment;

interface LabelsTableProps {
  labels: Label[];
  selected: ReadonlySet<number>;
  onSelect(ids: number[], on: boolean): void;
  onPrint(label: Label): void;
  onEdit(label: Label): void;
  onDelete(label: Label): void;
}

/** The labels with a checkbox each (print several at once) and compact row actions; on a phone
 *  one card per label with its actions under it. */
export function LabelsTable({ labels, selected, onSelect, onPrint, onEdit, onDelete }: LabelsTableProps) {
  const { t } = useTranslation();
  const phone = !useMinWidth(BREAKPOINT_PX.md);
  if (labels.length === 0) return <Text color="fg.muted">{t('labelPrinting.empty')}</Text>;
  const all = labels.every((l) => selected.has(l.id));
  const some = !all && labels.some((l) => selected.has(l.id));
  const actions = (l: Label) => (
    <HStack gap="1" justify="end" wrap="wrap">
      <Button size="xs" onClick={() => onPrint(l)} data-testid="label-print">
        {t('labelPrinting.actions.print')}
      </Button>
      <Button size="xs" variant="outline" onClick={() => onEdit(l)} data-testid="label-edit">
        {t('labelPrinting.actions.edit')}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(l)} data-testid="label-delete">
        {t('labelPrinting.actions.delete')}
      </Button>
    </HStack>
  );
  if (phone) {
    return (
      <Stack gap="2" data-testid="labels-cards">
        <Checkbox.Root minH="44px" checked={all ? true : some ? 'indeterminate' : false} onCheckedChange={(e) => onSelect(labels.map((l) => l.id), e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('labelPrinting.selectAll')}</Checkbox.Label>
        </Checkbox.Root>
        <Stack as="ul" gap="2" listStyleType="none">
          {labels.map((l) => (
            <Box as="li" key={l.id} borderWidth="1px" rounded="md" p="3" bg="bg.panel" data-testid="label-row" data-name={l.name}>
              <Checkbox.Root minH="44px" checked={selected.has(l.id)} onCheckedChange={(e) => onSelect([l.id], e.checked === true)} aria-label={t('labelPrinting.select', { name: l.name })} data-testid="label-select">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">{l.name}</Checkbox.Label>
              </Checkbox.Root>
              <Text whiteSpace="pre-line" fontSize="sm">
                {l.lines.join('\n')}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" fontFamily="mono">
                  {l.ean ?? l.code ?? '—'}
                </Text>
                {' · '}
                {t(`labelPrinting.sizes.${l.size as 'small'}`)}
              </Text>
              <Box mt="2">{actions(l)}</Box>
            </Box>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <TableFrame label={t('labelPrinting.tabs.labels')}>
      <Table.Root size="sm" striped data-testid="labels-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <Checkbox.Root size="sm" checked={all ? true : some ? 'indeterminate' : false} onCheckedChange={(e) => onSelect(labels.map((l) => l.id), e.checked === true)} aria-label={t('labelPrinting.selectAll')}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
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
              <Table.Cell>
                <Checkbox.Root size="sm" checked={selected.has(l.id)} onCheckedChange={(e) => onSelect([l.id], e.checked === true)} aria-label={t('labelPrinting.select', { name: l.name })} data-testid="label-select">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell fontWeight="medium">{l.name}</Table.Cell>
              <Table.Cell whiteSpace="pre-line" fontSize="xs">
                {l.lines.join('\n')}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {l.ean ?? l.code ?? '—'}
              </Table.Cell>
              <Table.Cell>{t(`labelPrinting.sizes.${l.size as 'small'}`)}</Table.Cell>
              <Table.Cell textAlign="end">{actions(l)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
