import type {
  FormatSqlResponse,
  QueryDict,
  SavedQueryCreateBody,
  QueryUpdatedSinceResponse,
  SqlExecuteResponse,
  SqllabBootstrapResponse,
  SqllabColumn,
  SqlResults,
  TableSchemaItem,
  TabStateItem,
  ListResponse,
  PermalinkCreatedResponse,
  QueryListItem,
  SavedQueryCreatedResponse,
  SavedQueryItemResponse,
  SavedQueryListItem,
  SavedQueryUpdatedResponse,
  SqlEstimateResponse,
  SqllabPermalinkResponse,
  TableMetadataResponse,
  SqlLabExecuteBody,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { requestJson } from './http.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';

/** `result` of GET /api/v1/sqllab/ (docs/api.md §2.11). */
export type SqlLabBootstrap = SqllabBootstrapResponse['result'];
/** A database as GET /api/v1/sqllab/ lists it. */
export type SqlLabDatabase = SqlLabBootstrap['databases'][string];
/** GET /tabstateview/<id> (docs/api.md §2.12). */
export type TabStateBody = TabStateItem;
/** A table of a tab's left bar as the server returns it (docs/api.md §2.13). */
export type TableSchemaRow = TableSchemaItem;
/** QueryDict: a query as the server describes it; `id` is the client id (docs/api.md §2.11). */
export type { QueryDict, SqlResults };
/** One result column of SqlResults. */
export type ResultColumn = SqllabColumn;

/** TableMetadata of GET /api/v1/database/<pk>/table_metadata/ (docs/api.md §2.9). */
export type TableMetadata = TableMetadataResponse;

/** A row of GET /api/v1/saved_query/. */
export type SavedQueryItem = SavedQueryListItem;
/** GET /api/v1/saved_query/<pk> result. */
export type SavedQueryDetail = SavedQueryItemResponse['result'];

/** POST/PUT body of a saved query, as SQL Lab sends it (a database and a label always). */
export type SavedQueryInput = SavedQueryCreateBody;

/** A row of GET /api/v1/query/ (the query history). */
export type QueryHistoryItem = QueryListItem;

/** The stored value of a SQL Lab permalink (docs/api.md §3.4). */
export type SqlLabPermalinkValue = SqllabPermalinkResponse;

/** POST /api/v1/sqllab/execute/ body (core's request schema, as the client sends it). */
export type ExecuteBody = SqlLabExecuteBody;

/** Starts a query: SqlResults (sync) or `{query}` (async accepted). Errors throw ApiError. */
export function executeSql(body: ExecuteBody): Promise<SqlExecuteResponse> {
  return requestJson('/api/v1/sqllab/execute/', { method: 'POST', body });
}

/** Stored results of an async run. */
export function fetchResults(key: string, rows?: number): Promise<SqlResults> {
  return requestJson(
    `/api/v1/sqllab/results/${risonQuery(rows === undefined ? { key } : { key, rows })}`,
  );
}

/** The caller's queries changed after `ms` (async polling). */
export async function queriesUpdatedSince(ms: number): Promise<QueryDict[]> {
  const body = await requestJson<QueryUpdatedSinceResponse>(
    `/api/v1/query/updated_since${risonQuery({ last_updated_ms: Math.floor(ms) })}`,
  );
  return body.result;
}

/** Cancels a running query. */
export function stopQuery(clientId: string): Promise<unknown> {
  return requestJson('/api/v1/query/stop', { method: 'POST', body: { client_id: clientId } });
}

export const sqllabApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['SavedQuery', 'QueryHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSqlLabBootstrap: build.query<SqlLabBootstrap, void>({
        query: () => '/api/v1/sqllab/',
        transformResponse: (body: SqllabBootstrapResponse) => body.result,
        keepUnusedDataFor: 0,
      }),
      getTableMetadata: build.query<
        TableMetadata,
        { databaseId: number; schema: string | null; name: string }
      >({
        query: ({ databaseId, schema, name }) =>
          `/api/v1/database/${databaseId}/table_metadata/?${new URLSearchParams({ name, ...(schema ? { schema } : {}) }).toString()}`,
      }),
      formatSql: build.mutation<string, { sql: string; engine?: string }>({
        query: (body) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', body }),
        transformResponse: (body: FormatSqlResponse) => body.result,
      }),
      estimateCost: build.mutation<
        SqlEstimateResponse['result'],
        {
          database_id: number;
          sql: string;
          schema?: string | null;
          template_params?: string | null;
        }
      >({
        query: (body) => ({ url: '/api/v1/sqllab/estimate/', method: 'POST', body }),
        transformResponse: (body: SqlEstimateResponse) => body.result,
      }),
      listSavedQueries: build.query<ListResponse<SavedQueryItem>, ListParams>({
        query: (params) => `/api/v1/saved_query/${risonQuery(listQuery(params))}`,
        providesTags: ['SavedQuery'],
      }),
      getSavedQuery: build.query<SavedQueryDetail, number>({
        query: (id) => `/api/v1/saved_query/${id}`,
        transformResponse: (body: SavedQueryItemResponse) => body.result,
        providesTags: (_result, _error, id) => [{ type: 'SavedQuery', id }],
      }),
      createSavedQuery: build.mutation<SavedQueryCreatedResponse, SavedQueryInput>({
        query: (body) => ({ url: '/api/v1/saved_query/', method: 'POST', body }),
        invalidatesTags: ['SavedQuery'],
      }),
      updateSavedQuery: build.mutation<
        SavedQueryUpdatedResponse,
        { id: number; body: SavedQueryInput }
      >({
        query: ({ id, body }) => ({ url: `/api/v1/saved_query/${id}`, method: 'PUT', body }),
        invalidatesTags: ['SavedQuery'],
      }),
      deleteSavedQuery: build.mutation<unknown, number>({
        query: (id) => ({ url: `/api/v1/saved_query/${id}`, method: 'DELETE' }),
        invalidatesTags: ['SavedQuery'],
      }),
      listQueryHistory: build.query<ListResponse<QueryHistoryItem>, ListParams>({
        query: (params) => `/api/v1/query/${risonQuery(listQuery(params))}`,
        providesTags: ['QueryHistory'],
      }),
      getSqlLabPermalink: build.query<SqlLabPermalinkValue, string>({
        query: (key) => `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`,
      }),
      createSqlLabPermalink: build.mutation<PermalinkCreatedResponse, SqlLabPermalinkValue>({
        query: (body) => ({ url: '/api/v1/sqllab/permalink', method: 'POST', body }),
      }),
    }),
  });

export const {
  useGetSqlLabBootstrapQuery,
  useLazyGetTableMetadataQuery,
  useGetTableMetadataQuery,
  useFormatSqlMutation,
  useEstimateCostMutation,
  useListSavedQueriesQuery,
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useDeleteSavedQueryMutation,
  useListQueryHistoryQuery,
  useCreateSqlLabPermalinkMutation,
} = sqllabApi;
