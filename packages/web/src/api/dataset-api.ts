import type {
  DatasetColumn,
  DatasetCreate,
  DatasetCreatedResponse,
  DatasetItem,
  DatasetListItem,
  DatasetMetric,
  DatasetUpdate,
  DatasetUpdatedResponse,
  ListResponse,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';

/** The dataset answers as @sightline/core's response schemas describe them (docs/api.md §2.8). */
export type { DatasetColumn, DatasetListItem, DatasetMetric };

/** `result` of GET /api/v1/dataset/<pk> asked without `columns=`: the whole item. */
export type DatasetDetail = DatasetItem;

export const datasetApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    listDatasets: build.query<ListResponse<DatasetListItem>, ListParams>({
      query: (params) => `/api/v1/dataset/${risonQuery(listQuery(params))}`,
      providesTags: ['Dataset'],
    }),
    getDataset: build.query<DatasetDetail, number>({
      query: (id) => `/api/v1/dataset/${id}`,
      // Asked without `columns=`, the item is whole.
      transformResponse: (body: { result: DatasetDetail }) => body.result,
      providesTags: (_r, _e, id) => [{ type: 'Dataset', id }],
    }),
    createDataset: build.mutation<DatasetCreatedResponse, DatasetCreate>({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', body }),
      invalidatesTags: ['Dataset'],
    }),
    updateDataset: build.mutation<DatasetUpdatedResponse, { id: number; body: DatasetUpdate }>({
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
