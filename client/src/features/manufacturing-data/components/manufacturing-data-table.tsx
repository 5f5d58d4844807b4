import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ManufacturingDataFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import type { MdListParams, MdSortColumn } from '../hooks/use-manufacturing-data-list-params';
import { BREAKPOINT_PX, useMinWidth } from '../../../shared/hooks/use-min-width';
import { TableFrame } from '../../../shared/ui/table-frame';

interface Props {
  rows: ManufacturingDataFieldsFragment[];
  params: MdListParams;
  onSort(column: MdSortColumn): void;
  onEdit(row: ManufacturingDataFieldsFragment): void;
  onDelete(row: ManufacturingDataFieldsFragment): void;
}

const SORTABLE: Array<{ key: MdSortColumn; label: 'index' | 'name' | 'type' | 'glassKind' | 'thicknessMm' | 'weightKg' | 'active' | 'updatedAt' }> = [
  { key: 'index', label: 'index' },
  { key: 'name', label: 'name' },
  { key: 'type', label: 'type' },
  { key: 'glassKind', label: 'glassKind' },
  { key: 'thicknessMm', label: 'thicknessMm' },
];

const num = (v: number, lang: string) => (lang === 'pl' ? String(v).replace('.', ',') : String(v));

/** The Dane produkcyjne table: sortable headers, type and glass by their names, weight (marked when set by hand), edit and delete per row;
 *  on a phone one card per row with its actions under it. */
export function ManufacturingDataTable({ rows, params, onSort, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const phone = !useMinWidth(BREAKPOINT_PX.md);
  const weight = (row: ManufacturingDataFieldsFragment) => (
    <>
      {row.weightKg === null || row.weightKg === undefined ? '—' : num(row.weightKg, i18n.language)}
      {row.weightOverridden && (
        <Badge ms="1" size="xs" colorPalette="orange">
          {t('manufacturingData.overridden')}
        </Badge>
      )}
    </>
  );
  const actions = (row: ManufacturingDataFieldsFragment) => (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => onEdit(row)} data-testid="md-row-edit">
        {t('manufacturingData.edit')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(row)} data-testid="md-row-delete">
        {t('manufacturingData.delete')}
      </Button>
    </HStack>
  );
  const indexText = (row: ManufacturingDataFieldsFragment) => (
    <Text fontFamily="mono" title={row.inCatalogue ? t('manufacturingData.inCatalogue', { name: row.catalogueName ?? '' }) : t('manufacturingData.notInCatalogue')}>
      {row.index}
      {row.inCatalogue ? ' ✓' : ''}
    </Text>
  );
  const status = (row: ManufacturingDataFieldsFragment) => (
    <Badge colorPalette={row.active ? 'green' : 'gray'}>{t(row.active ? 'manufacturingData.status.active' : 'manufacturingData.status.inactive')}</Badge>
  );
  const column = (key: 'type' | 'glassKind' | 'thicknessMm' | 'size' | 'weightKg' | 'schema' | 'updatedAt') => t(`manufacturingData.columns.${key}`);
  if (phone) {
    if (rows.length === 0) return <Text color="fg.muted">{t('manufacturingData.empty')}</Text>;
    return (
      <Stack as="ul" gap="2" listStyleType="none" data-testid="manufacturing-data-cards">
        {rows.map((row) => (
          <Box as="li" key={row.id} borderWidth="1px" rounded="md" p="3" bg="bg.panel" data-testid="manufacturing-data-row" data-index={row.index}>
            <HStack justify="space-between" align="start" gap="2">
              <Box fontWeight="semibold">{indexText(row)}</Box>
              {status(row)}
            </HStack>
            <Text>{row.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`manufacturingDomain.types.${row.type}` as never)} · {t(`manufacturingDomain.glassKinds.${row.glassKind}` as never)} · {num(row.thicknessMm, i18n.language)} mm
              {row.widthMm && row.heightMm ? ` · ${row.widthMm} × ${row.heightMm}` : ''}
            </Text>
            <Text fontSize="sm">
              {column('weightKg')}: {weight(row)} · {column('schema')}: {row.defaultSchemaCode ?? '—'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {column('updatedAt')}: {formatDate(row.updatedAt)}
            </Text>
            <Box mt="2">{actions(row)}</Box>
          </Box>
        ))}
      </Stack>
    );
  }
  const header = (key: MdSortColumn, label: (typeof SORTABLE)[number]['label']) => {
    const sorted = params.sort === key;
    return (
      <Table.ColumnHeader key={key} aria-sort={sorted ? (params.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <Button variant="ghost" size="xs" px="1" fontWeight="semibold" onClick={() => onSort(key)} aria-label={t('manufacturingData.sortBy', { column: t(`manufacturingData.columns.${label}`) })}>
          {t(`manufacturingData.columns.${label}`)}
          {sorted ? (params.order === 'ASC' ? ' ▲' : ' ▼') : ''}
        </Button>
      </Table.ColumnHeader>
    );
  };
  return (
    <TableFrame label={t('nav.manufacturingData')}>
      <Table.Root size="sm" striped data-testid="manufacturing-data-table">
        <Table.Header>
          <Table.Row>
            {SORTABLE.map(({ key, label }) => header(key, label))}
            <Table.ColumnHeader>{t('manufacturingData.columns.size')}</Table.ColumnHeader>
            {header('weightKg', 'weightKg')}
            <Table.ColumnHeader>{t('manufacturingData.columns.schema')}</Table.ColumnHeader>
            {header('active', 'active')}
            {header('updatedAt', 'updatedAt')}
            <Table.ColumnHeader>{t('manufacturingData.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={11}>
                <Text color="fg.muted">{t('manufacturingData.empty')}</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid="manufacturing-data-row" data-index={row.index}>
              <Table.Cell>{indexText(row)}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell>{t(`manufacturingDomain.types.${row.type}` as never)}</Table.Cell>
              <Table.Cell>{t(`manufacturingDomain.glassKinds.${row.glassKind}` as never)}</Table.Cell>
              <Table.Cell textAlign="end">{num(row.thicknessMm, i18n.language)}</Table.Cell>
              <Table.Cell>{row.widthMm && row.heightMm ? `${row.widthMm} × ${row.heightMm}` : '—'}</Table.Cell>
              <Table.Cell textAlign="end">{weight(row)}</Table.Cell>
              <Table.Cell>{row.defaultSchemaCode ?? '—'}</Table.Cell>
              <Table.Cell>{status(row)}</Table.Cell>
              <Table.Cell>{formatDate(row.updatedAt)}</Table.Cell>
              <Table.Cell>{actions(row)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
