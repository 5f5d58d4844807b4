import { useDrillingSchemaOneQuery, useDrillingSchemaOptionsQuery } from '../../../gql/graphql';

/** The drilling schemas a row may point at (the active ones, plus the row's own one, archived or
 *  not) and the chosen one with its drawing; nothing is fetched while the drawer is closed. */
export function useSchemaChoice(open: boolean, schemaId: string) {
  const schemas = useDrillingSchemaOptionsQuery({ variables: { archived: 'all' }, skip: !open }).data?.schemas.items ?? [];
  const chosen = useDrillingSchemaOneQuery({ variables: { id: Number(schemaId) || 0 }, skip: !open || !schemaId }).data?.schema;
  return { offered: schemas.filter((s) => !s.archived || String(s.id) === schemaId), chosen };
}
