import { useTranslation } from 'react-i18next';
import type { DrillingRules } from '../../../../../../domain/manufacturing/index';
import { apiFetch } from '../../../../shared/api/api-fetch';
import { showMessage } from '../../../../shared/message/message-store';
import { useDrillingRulesQuery, useDrillingSchemaDeleteMutation, useDrillingSchemaListQuery, useDrillingSchemaOneQuery, type DrillingSchemaSummaryFragment } from '../../../../gql/graphql';

export interface SchemaListQuery {
  search: string;
  page: number;
  limit: number;
  showArchived: boolean;
}

/** "Schematy wierceń": a page of schemas (searched, archived ones on request), the workshop's
 *  drilling rules, and delete (archived instead when a record uses the schema), with its message. */
export function useSchemas({ search, page, limit, showArchived }: SchemaListQuery) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'pl';
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.schemas.${key}` as never, values as never) as unknown as string;
  const { data, previousData, loading, error, refetch } = useDrillingSchemaListQuery({
    variables: { search: search || null, page, limit, archived: showArchived ? 'all' : 'false', lang },
    fetchPolicy: 'cache-and-network',
  });
  const rules = useDrillingRulesQuery().data?.drillingRules as DrillingRules | undefined;
  const [removeSchema, removal] = useDrillingSchemaDeleteMutation();

  const remove = async (schema: DrillingSchemaSummaryFragment) => {
    try {
      const result = (await removeSchema({ variables: { id: schema.id } })).data?.schemaDelete;
      showMessage({ message: s(result?.archived ? 'messages.archived' : 'messages.deleted', { code: schema.code }) });
      await refetch();
    } catch {
      showMessage({ message: s('messages.failed'), isError: true });
    }
  };

  return { list: (data ?? previousData)?.schemas ?? null, loading, error: !!error, refetch: () => void refetch(), rules, remove, removing: removal.loading };
}

/** One schema for the editor (fresh from the server each time it opens); null while loading or for a new one. */
export function useSchemaDetail(schemaId: number | null, open: boolean) {
  const loaded = useDrillingSchemaOneQuery({ variables: { id: schemaId ?? 0 }, skip: !open || schemaId === null, fetchPolicy: 'network-only' });
  return schemaId === null ? null : (loaded.data?.schema ?? null);
}

/** Downloads a schema's DXF (GET /api/schema/{id}/export.dxf). */
export async function downloadDxf(schema: DrillingSchemaSummaryFragment): Promise<void> {
  const response = await apiFetch(`/api/schema/${schema.id}/export.dxf`);
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${schema.code}.dxf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
