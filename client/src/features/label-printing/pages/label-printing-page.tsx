import { Button, Heading, HStack, Input, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/auth-store';
import { useQuickPrintLabelDeleteMutation, useQuickPrintLabelListQuery, type QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { showMessage } from '../../../shared/message/message-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LabelEditDialog } from '../components/label-edit-dialog';
import { ImportDialog } from '../components/import-dialog';
import { LabelsCount } from '../components/labels-count';
import { LabelsTable } from '../components/labels-table';
import { PrintersAdmin } from '../components/printers-admin';
import { QuickPrintDialog } from '../components/quick-print-dialog';
import { useQuickPrint } from '../hooks/use-quick-print';
import { usePrintersAdmin } from '../hooks/use-printers-admin';
import { Pager } from '../../../shared/ui/pager';
import { can } from '../../../../../domain/authorization/index';
import { useListState } from '../../../shared/hooks/use-list-state';

const PAGE_SIZES = [25, 50, 100] as const;
const LIST_OPTIONS = { filters: { search: '' }, sortColumns: [] as const, defaultSort: null, pageSizes: PAGE_SIZES, defaultLimit: 25 };

/** Drukarki's tab: mounted when opened, so its lists load only then. */
function PrintersTab() {
  const api = usePrintersAdmin();
  return <PrintersAdmin api={api} />;
}

/** Wydruk etykiet (role 3+): the labels with search and pages, import, print; admins also get
 *  the Drukarki section (printers, computers, recent jobs). */
export default function LabelPrintingPage() {
  const { t } = useTranslation();
  const session = useSession();
  // Search, page and size in the URL (shared list state): a filtered page can be linked and the back button restores it.
  const listState = useListState(LIST_OPTIONS);
  const { page, limit } = listState;
  const search = listState.filters.search;
  const query = listState.applied.search.trim();
  const { data, previousData, error, refetch } = useQuickPrintLabelListQuery({ variables: { page, limit, search: query || null }, fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.quickPrintLabels;
  const [printing, setPrinting] = useState<QuickPrintLabelFieldsFragment[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<QuickPrintLabelFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<QuickPrintLabelFieldsFragment | null>(null);
  // Selected labels survive paging and searching (id -> label), so several pages can be printed at once.
  const [selected, setSelected] = useState<Map<number, QuickPrintLabelFieldsFragment>>(new Map());
  const [remove, removal] = useQuickPrintLabelDeleteMutation();
  const quickPrint = useQuickPrint(printing);
  const select = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const id of ids) {
        const label = list?.items.find((l) => l.id === id);
        if (on && label) next.set(id, label);
        else next.delete(id);
      }
      return next;
    });
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      showMessage({ message: t('labelPrinting.edit.deleted', { name: deleting.name }) });
      select([deleting.id], false);
      void refetch();
    } catch (err) {
      showMessage({ message: t('labelPrinting.edit.failed', { reason: err instanceof Error ? err.message : String(err) }), isError: true });
    } finally {
      setDeleting(null);
    }
  };

  const labels = (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Input maxW="md" type="search" value={search} onChange={(e) => listState.setFilter('search', e.target.value)} placeholder={t('labelPrinting.searchPlaceholder')} aria-label={t('labelPrinting.searchLabel')} data-testid="labels-search" />
        <HStack gap="2">
          <Button variant="outline" disabled={selected.size === 0} onClick={() => setPrinting([...selected.values()])} data-testid="labels-print-selected">
            {t('labelPrinting.actions.printSelected', { count: selected.size })}
          </Button>
          <Button onClick={() => setImporting(true)} data-testid="labels-import">
            {t('labelPrinting.actions.import')}
          </Button>
        </HStack>
      </HStack>
      {error && !list ? <Text color="fg.error">{t('labelPrinting.loadError')}</Text> : !list ? <Spinner /> : <LabelsTable labels={list.items} selected={new Set(selected.keys())} onSelect={select} onPrint={(l) => setPrinting([l])} onEdit={setEditing} onDelete={setDeleting} />}
      {list && (
        <Pager
          page={page}
          totalPages={list.totalPages}
          limit={limit}
          sizes={PAGE_SIZES}
          onPage={listState.setPage}
          onLimit={listState.setLimit}
          labels={{
            pageSize: t('labelPrinting.pageSize'),
            previous: t('labelPrinting.previous'),
            next: t('labelPrinting.next'),
            pageInfo: t('labelPrinting.page', { page, pages: Math.max(1, list.totalPages) }),
          }}
        >
          <LabelsCount totalCount={list.totalCount} totalCountExact={list.totalCountExact} />
        </Pager>
      )}
      <QuickPrintDialog labels={printing} previewSvg={quickPrint.previewSvg} onClose={() => setPrinting(null)} onPrint={quickPrint.print} />
      <LabelEditDialog
        label={editing}
        onClose={() => {
          setEditing(null);
          void refetch();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('labelPrinting.edit.deleteTitle')}
        body={t('labelPrinting.edit.deleteConfirm', { name: deleting?.name ?? '' })}
        cancelLabel={t('labelPrinting.actions.cancel')}
        confirmLabel={t('labelPrinting.actions.delete')}
        busy={removal.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        testId="label-delete-dialog"
        confirmTestId="label-delete-confirm"
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void refetch()} />
    </Stack>
  );

  return (
    <Stack gap="4" data-testid="label-printing-page">
      <Heading as="h2" size="xl">
        {t('labelPrinting.title')}
      </Heading>
      {can('printerList', session?.role) ? (
        <Tabs.Root defaultValue="labels" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="labels">{t('labelPrinting.tabs.labels')}</Tabs.Trigger>
            <Tabs.Trigger value="printers" data-testid="tab-printers">
              {t('labelPrinting.tabs.printers')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="labels">{labels}</Tabs.Content>
          <Tabs.Content value="printers">
            <PrintersTab />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        labels
      )}
    </Stack>
  );
}
