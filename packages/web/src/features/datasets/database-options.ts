import { useListDatabasesQuery } from '../../api/database-api.ts';

/** Databases as select options (the first 100 by name; enough for a select with search). */
export function useDatabaseOptions() {
  const { data, isLoading, error } = useListDatabasesQuery({
    page: 0,
    pageSize: 100,
    orderColumn: 'database_name',
    orderDirection: 'asc',
  });
  const options = (data?.result ?? []).map((db) => ({ value: db.id, label: db.database_name }));
  return { options, isLoading, error };
}
