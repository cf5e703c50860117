import type { DatasetCreate, DatasetUpdate, ListResponse } from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';
import type { UserName } from './database-api.ts';

/** One row of GET /api/v1/dataset/ (docs/api.md §2.8). */
export interface DatasetListItem {
  id: number;
  table_name: string;
  kind: 'physical' | 'virtual';
  schema?: string | null;
  database: { id: number; database_name: string };
  owners?: UserName[];
  changed_on_delta_humanized?: string;
  description?: string | null;
}

export interface DatasetColumn {
  id: number;
  column_name: string;
  type?: string | null;
  type_generic?: number | null;
  is_dttm?: boolean | null;
  groupby?: boolean | null;
}

export interface DatasetMetric {
  id: number;
  metric_name: string;
  expression: string;
}

/** `result` of GET /api/v1/dataset/<pk> (the fields the edit modal uses). */
export interface DatasetDetail {
  id: number;
  table_name: string;
  schema?: string | null;
  database: { id: number; database_name: string };
  description?: string | null;
  main_dttm_col?: string | null;
  select_star?: string;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
}

export const datasetApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    listDatasets: build.query<ListResponse<DatasetListItem>, ListParams>({
      query: (params) => `/api/v1/dataset/${risonQuery(listQuery(params))}`,
      providesTags: ['Dataset'],
    }),
    getDataset: build.query<DatasetDetail, number>({
      query: (id) => `/api/v1/dataset/${id}`,
      transformResponse: (body: { result: DatasetDetail }) => body.result,
      providesTags: (_r, _e, id) => [{ type: 'Dataset', id }],
    }),
    createDataset: build.mutation<{ id: number }, DatasetCreate>({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', body }),
      invalidatesTags: ['Dataset'],
    }),
    updateDataset: build.mutation<{ id: number }, { id: number; body: DatasetUpdate }>({
      query: ({ id, body }) => ({ url: `/api/v1/dataset/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Dataset'],
    }),
    deleteDataset: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/dataset/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Dataset'],
    }),
  }),
});

export const {
  useListDatasetsQuery,
  useGetDatasetQuery,
  useCreateDatasetMutation,
  useUpdateDatasetMutation,
  useDeleteDatasetMutation,
} = datasetApi;
