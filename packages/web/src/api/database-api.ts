import type {
  DatabaseAvailableResponse,
  DatabaseConnectionResponse,
  DatabaseCreate,
  DatabaseCreatedResponse,
  DatabaseListItem,
  DatabaseTablesResponse,
  DatabaseUpdate,
  DatabaseUpdatedResponse,
  ListResponse,
  MessageResponse,
  StringListResponse,
  TestConnection,
  UserRef,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';

export type ConfigurationMethod = 'sqlalchemy_form' | 'dynamic_form';

/** A user as nested in owners, created_by and changed_by (@sightline/core's contract). */
export type UserName = UserRef;

/** One row of GET /api/v1/database/ (docs/api.md §2.9), as the response schema describes it. */
export type { DatabaseListItem };

/** `result` of GET /api/v1/database/<pk>/connection. */
export type DatabaseConnection = DatabaseConnectionResponse['result'];

/** One entry of GET /api/v1/database/<pk>/tables/. */
export type TableOption = DatabaseTablesResponse['result'][number];

type AvailableEngine = DatabaseAvailableResponse['databases'][number];

export const databaseApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    listDatabases: build.query<ListResponse<DatabaseListItem>, ListParams>({
      query: (params) => `/api/v1/database/${risonQuery(listQuery(params))}`,
      providesTags: ['Database'],
    }),
    getAvailableEngines: build.query<AvailableEngine[], void>({
      query: () => '/api/v1/database/available/',
      transformResponse: (body: DatabaseAvailableResponse) => body.databases,
    }),
    getDatabaseConnection: build.query<DatabaseConnection, number>({
      query: (id) => `/api/v1/database/${id}/connection`,
      transformResponse: (body: DatabaseConnectionResponse) => body.result,
      providesTags: (_r, _e, id) => [{ type: 'Database', id }],
    }),
    createDatabase: build.mutation<DatabaseCreatedResponse, DatabaseCreate>({
      query: (body) => ({ url: '/api/v1/database/', method: 'POST', body }),
      invalidatesTags: ['Database'],
    }),
    updateDatabase: build.mutation<DatabaseUpdatedResponse, { id: number; body: DatabaseUpdate }>({
      query: ({ id, body }) => ({ url: `/api/v1/database/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Database'],
    }),
    deleteDatabase: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/database/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Database', 'Dataset'],
    }),
    testConnection: build.mutation<MessageResponse, TestConnection>({
      query: (body) => ({ url: '/api/v1/database/test_connection/', method: 'POST', body }),
    }),
    getSchemas: build.query<string[], number>({
      query: (id) => `/api/v1/database/${id}/schemas/`,
      transformResponse: (body: StringListResponse) => body.result,
    }),
    getTables: build.query<TableOption[], { databaseId: number; schema: string }>({
      query: ({ databaseId, schema }) =>
        `/api/v1/database/${databaseId}/tables/${risonQuery({ schema_name: schema })}`,
      transformResponse: (body: DatabaseTablesResponse) => body.result,
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
