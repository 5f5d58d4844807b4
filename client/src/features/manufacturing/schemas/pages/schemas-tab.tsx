import { Badge, Box, Button, Card, Checkbox, Grid, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrillingSchemaSummaryFragment } from '../../../../gql/graphql';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Pager } from '../../../../shared/ui/pager';
import { downloadDxf, useSchemas } from '../hooks/use-schemas';
import { useListState } from '../../../../shared/hooks/use-list-state';
import { SchemaEditor } from '../components/schema-editor';
import { can } from '../../../../../../domain/authorization/index';

/** SPEC 3: the manufacturing slice pages by 24 (a card grid). */
export const SCHEMA_PAGE_SIZES = [24, 48, 96] as const;
const LIST_OPTIONS = { filters: { search: '', archived: '' }, sortColumns: [] as const, defaultSort: null, pageSizes: SCHEMA_PAGE_SIZES, defaultLimit: 24, keep: ['tab'] };

/** Schematy wierceń (tab of /app/manufacturing): the schemas as cards with their drawings,
 *  search and pages; the editor in a drawer; delete (archive when in use). Writing is role 3+. */
export function SchemasTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  // Search, archived, page and size in the URL beside the screen's tab (shared list state).
  const listState = useListState(LIST_OPTIONS);
  const { page, limit } = listState;
  const search = listState.filters.search;
  const showArchived = listState.applied.archived === '1';
  const { list, loading, error, refetch, rules, remove, removing } = useSchemas({ search: listState.applied.search.trim(), page, limit, showArchived });

  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<DrillingSchemaSummaryFragment | null>(null);
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.schemas.${key}` as never, values as never) as unknown as string;

  const confirmDelete = async (schema: DrillingSchemaSummaryFragment) => {
    await remove(schema);
    setDeleting(null);
  };

  return (
    <Stack gap="4" mt="4" data-testid="schemas-tab">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4" wrap="wrap">
          <Input maxW="sm" type="search" value={search} onChange={(e) => listState.setFilter('search', e.target.value)} placeholder={s('searchPlaceholder')} aria-label={s('searchLabel')} />
          <Checkbox.Root checked={showArchived} onCheckedChange={(e) => listState.applyFilters({ search: listState.applied.search, archived: e.checked === true ? '1' : '' })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{s('showArchived')}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {canEdit && (
          <Button onClick={() => setEditing({ id: null })} data-testid="schema-add">
            {s('add')}
          </Button>
        )}
      </HStack>

      {error && !list ? (
        <Text color="fg.error">{s('loadError')}</Text>
      ) : !list ? (
        <Spinner />
      ) : list.items.length === 0 ? (
        <Text color="fg.muted">{s('empty')}</Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4" data-testid="schema-grid">
          {list.items.map((schema) => (
            <Card.Root key={schema.id} size="sm" data-testid="schema-card" data-code={schema.code}>
              <Card.Body gap="2">
                {/* drawn on the server by the domain's drawSchemaSvg: no script, every text escaped */}
                <Box role="img" aria-label={schema.code} h="10rem" lineHeight="0" css={{ '& svg': { width: '100%', height: '100%' } }} dangerouslySetInnerHTML={{ __html: schema.thumbnailSvg }} data-testid="schema-thumbnail" />
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{schema.code}</Text>
                  {schema.archived && <Badge colorPalette="gray">{s('archived')}</Badge>}
                </HStack>
                <Text fontSize="sm">{schema.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {s('summary', { width: schema.paneWidth, height: schema.paneHeight, thickness: schema.thicknessMin === schema.thicknessMax ? schema.thicknessMax : `${schema.thicknessMin}–${schema.thicknessMax}`, holes: schema.holeCount, cutouts: schema.cutoutCount })}
                </Text>
              </Card.Body>
              <Card.Footer gap="2" flexWrap="wrap">
                {canEdit && !schema.archived && (
                  <Button size="xs" variant="outline" onClick={() => setEditing({ id: schema.id })}>
                    {s('edit')}
                  </Button>
                )}
                <Button size="xs" variant="outline" onClick={() => void downloadDxf(schema)}>
                  {s('dxf')}
                </Button>
                {canEdit && (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(schema)}>
                    {s('delete')}
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          ))}
        </Grid>
      )}

      {list && (
        <Pager
          page={page}
          totalPages={list.totalPages}
          limit={limit}
          sizes={SCHEMA_PAGE_SIZES}
          onPage={listState.setPage}
          onLimit={listState.setLimit}
          labels={{ pageSize: s('pageSize'), previous: s('previous'), next: s('next'), pageInfo: s('pageOf', { page, pages: Math.max(list.totalPages, 1) }) }}
        >
          <Text color="fg.muted">{s('total', { count: list.totalCount })}</Text>
          {loading && <Spinner size="xs" />}
        </Pager>
      )}

      <Box>
        <SchemaEditor
          open={editing !== null}
          schemaId={editing?.id ?? null}
          rules={rules}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={s('confirmDelete.title')}
        body={deleting && s('confirmDelete.body', { code: deleting.code, name: deleting.name })}
        cancelLabel={s('confirmDelete.cancel')}
        confirmLabel={s('confirmDelete.confirm')}
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        testId="delete-schema-dialog"
      />
    </Stack>
  );
}

/** The tab's panel on the manufacturing screen: editing for those who may change a schema. */
export function SchemasTabPanel({ role }: { role: number }) {
  return <SchemasTab canEdit={can('schemaUpdate', role)} />;
}
