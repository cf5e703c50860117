/** Datasource types (docs/api.md §1.10). */
export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;
export type DatasourceType = (typeof DATASOURCE_TYPES)[number];

/** Builds a datasource uid such as "12__table". */
export function datasourceUid(id: number | string, type: DatasourceType = 'table'): string {
  return `${id}__${type}`;
}

/** Parses "12__table" into its id and type; null when malformed. */
export function parseDatasourceUid(uid: string): { id: number; type: DatasourceType } | null {
  const m = /^(\d+)__([a-z_]+)$/.exec(uid);
  if (!m) return null;
  const type = m[2] as DatasourceType;
  if (!DATASOURCE_TYPES.includes(type)) return null;
  return { id: Number(m[1]), type };
}
