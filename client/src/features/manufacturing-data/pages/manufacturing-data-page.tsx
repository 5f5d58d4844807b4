import { Button, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useManufacturingDataDeleteMutation, useManufacturingDataListQuery, type ManufacturingDataFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Pager } from '../../../shared/ui/pager';
import { readServerError } from '../../../shared/server-errors';
import { ImportDialog } from '../components/import-dialog';
import { ManufacturingDataDrawer } from '../components/manufacturing-data-drawer';
import { ManufacturingDataTable } from '../components/manufacturing-data-table';
import { exportManufacturingData } from '../hooks/transfer';
import { MD_PAGE_SIZES, useManufacturingDataListParams } from '../hooks/use-manufacturing-data-list-params';

/** Dane produkcyjne (role 4): searchable, sortable pages of 10/25/50/100; create and edit in a
 *  drawer; delete with confirmation (deactivated when used); import and export of the table. */
export default function ManufacturingDataPage() {
  const { t } = useTranslation();
  const { params, search, setSearch, setPage, setLimit, toggleSort } = useManufacturingDataListParams();

  const { data, previousData, loading, error, refetch } = useManufacturingDataListQuery({
    variables: { search: params.search || null, page: params.page, limit: params.limit, sort: params.sort, order: params.order },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.manufacturingDataList;

  const [editing, setEditing] = useState<{ row: ManufacturingDataFieldsFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<ManufacturingDataFieldsFragment | null>(null);
  const [importing, setImporting] = useState(false);
  const [remove, removal] = useManufacturingDataDeleteMutation();

  const confirmDelete = async (row: ManufacturingDataFieldsFragment) => {
    try {
      const result = (await remove({ variables: { id: row.id } })).data?.manufacturingDataDelete;
      showMessage({ message: t(result?.deactivated ? 'manufacturingData.messages.deactivated' : 'manufacturingData.messages.deleted', { index: row.index }) });
      await refetch();
    } catch (err) {
      const { code } = readServerError(err);
      showMessage({ message: t(code === 'NOT_FOUND' ? 'manufacturingData.messages.notFound' : 'manufacturingData.messages.failed'), isError: true });
    }
    setDeleting(null);
  };

  return (
    <Stack gap="4" data-testid="manufacturing-data-page">
      <Heading as="h2" size="xl">
        {t('nav.manufacturingData')}
      </Heading>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Input maxW="md" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('manufacturingData.searchPlaceholder')} aria-label={t('manufacturingData.searchLabel')} type="search" />
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => void exportManufacturingData('xlsx').catch(() => undefined)}>
            {t('manufacturingData.transfer.exportXlsx')}
          </Button>
          <Button variant="outline" onClick={() => void exportManufacturingData('csv').catch(() => undefined)}>
            {t('manufacturingData.transfer.exportCsv')}
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            {t('manufacturingData.transfer.import')}
          </Button>
          <Button onClick={() => setEditing({ row: null })} data-testid="md-add">
            {t('manufacturingData.add')}
          </Button>
        </HStack>
      </HStack>

      {error && !list ? (
        <Text color="fg.error">{t('manufacturingData.loadError')}</Text>
      ) : !list ? (
        <Spinner />
      ) : (
        <ManufacturingDataTable rows={list.items} params={params} onSort={toggleSort} onEdit={(row) => setEditing({ row })} onDelete={setDeleting} />
      )}

      {list && (
        <Pager
          page={params.page}
          totalPages={list.totalPages}
          limit={params.limit}
          sizes={MD_PAGE_SIZES}
          onPage={setPage}
          onLimit={setLimit}
          labels={{
            pageSize: t('manufacturingData.pageSize'),
            previous: t('manufacturingData.previous'),
            next: t('manufacturingData.next'),
            pageInfo: t('manufacturingData.pageOf', { page: params.page, pages: Math.max(list.totalPages, 1) }),
          }}
        >
          <Text color="fg.muted">{t('manufacturingData.total', { count: list.totalCount })}</Text>
          {loading && <Spinner size="xs" />}
        </Pager>
      )}

      <ManufacturingDataDrawer
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('manufacturingData.confirmDelete.title')}
        body={deleting && t('manufacturingData.confirmDelete.body', { index: deleting.index, name: deleting.name })}
        cancelLabel={t('manufacturingData.confirmDelete.cancel')}
        confirmLabel={t('manufacturingData.confirmDelete.confirm')}
        busy={removal.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        testId="delete-manufacturing-data-dialog"
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void refetch()} />
    </Stack>
  );
}
