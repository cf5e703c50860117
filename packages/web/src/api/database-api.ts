import type {
  AvailableEngine,
  DatabaseCreate,
  DatabaseUpdate,
  ListResponse,
  TestConnection,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';

export type ConfigurationMethod = 'sqlalchemy_form' | 'dynamic_form';

export interface UserName {
  id?: number;
  first_name?: string | null;
  last_name?: string | null;
}

/** One row of GET /api/v1/database/ (the list columns the web uses, docs/api.md §2.9). */
export interface DatabaseListItem {
  id: number;
  database_name: string;
  backend: string;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  expose_in_sqllab: boolean;
  created_by?: UserName | null;
  changed_on_delta_humanized?: string;
}

/** `result` of GET /api/v1/database/<pk>/connection. */
export interface DatabaseConnection {
  id: number;
  database_name: string;
  sqlalchemy_uri: string;
  parameters?: Record<string, unknown> | null;
  backend?: string;
  engine?: string | null;
  driver?: string | null;
  configuration_method?: ConfigurationMethod;
  expose_in_sqllab?: boolean;
  allow_dml?: boolean;
  allow_run_async?: boolean;
  allow_file_upload?: boolean;
}

/** One entry of GET /api/v1/database/<pk>/tables/. */
export interface TableOption {
  value: string;
  type: 'table' | 'view' | 'materialized_view';
  extra?: Record<string, unknown> | null;
}

export const databaseApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    listDatabases: build.query<ListResponse<DatabaseListItem>, ListParams>({
      query: (params) => `/api/v1/database/${risonQuery(listQuery(params))}`,
      providesTags: ['Database'],
    }),
    getAvailableEngines: build.query<AvailableEngine[], void>({
      query: () => '/api/v1/database/available/',
      transformResponse: (body: { databases: AvailableEngine[] }) => body.databases,
    }),
    getDatabaseConnection: build.query<DatabaseConnection, number>({
      query: (id) => `/api/v1/database/${id}/connection`,
      transformResponse: (body: { result: DatabaseConnection }) => body.result,
      providesTags: (_r, _e, id) => [{ type: 'Database', id }],
    }),
    createDatabase: build.mutation<{ id: number }, DatabaseCreate>({
      query: (body) => ({ url: '/api/v1/database/', method: 'POST', body }),
      invalidatesTags: ['Database'],
    }),
    updateDatabase: build.mutation<{ id: number }, { id: number; body: DatabaseUpdate }>({
      query: ({ id, body }) => ({ url: `/api/v1/database/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Database'],
    }),
    deleteDatabase: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/database/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Database', 'Dataset'],
    }),
    testConnection: build.mutation<{ message: string }, TestConnection>({
      query: (body) => ({ url: '/api/v1/database/test_connection/', method: 'POST', body }),
    }),
    getSchemas: build.query<string[], number>({
      query: (id) => `/api/v1/database/${id}/schemas/`,
      transformResponse: (body: { result: string[] }) => body.result,
    }),
    getTables: build.query<TableOption[], { databaseId: number; schema: string }>({
      query: ({ databaseId, schema }) =>
        `/api/v1/database/${databaseId}/tables/${risonQuery({ schema_name: schema })}`,
      transformResponse: (body: { count: number; result: TableOption[] }) => body.result,
    }),
  }),
});

export const {
  useListDatabasesQuery,
  useGetAvailableEnginesQuery,
  useGetDatabaseConnectionQuery,
  useCreateDatabaseMutation,
  useUpdateDatabaseMutation,
  useDeleteDatabaseMutation,
  useTestConnectionMutation,
  useGetSchemasQuery,
  useGetTablesQuery,
} = databaseApi;
