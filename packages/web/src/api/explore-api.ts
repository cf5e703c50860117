import type {
  DatasourceColumnValuesResponse,
  GenericDataType,
  PermalinkCreatedResponse,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';

/** A dataset column as explore receives it (docs/api.md §2.10 datasource data object). */
export interface DatasourceColumn {
  id?: number;
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  type?: string | null;
  type_generic?: GenericDataType | null;
  is_dttm?: boolean | null;
  groupby?: boolean | null;
  filterable?: boolean | null;
}

/** A saved metric of the dataset. */
export interface DatasourceMetric {
  id?: number;
  metric_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression: string;
}

/** The datasource data object explore works on. */
export interface ExploreDatasource {
  id?: number;
  uid?: string;
  type: string;
  name?: string | null;
  table_name?: string;
  datasource_name?: string;
  main_dttm_col?: string | null;
  columns: DatasourceColumn[];
  metrics: DatasourceMetric[];
  database?: { id: number; backend?: string; name?: string };
}

/** Explore's `slice` (the saved chart), when one is open. */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  owners: number[];
  form_data?: Record<string, unknown>;
  description?: string | null;
}

/** `result` of GET /api/v1/explore/ (docs/api.md §2.6). */
export interface ExploreContext {
  dataset: ExploreDatasource;
  form_data: Record<string, unknown>;
  slice: ExploreSlice | null;
  message?: string | null;
  metadata?: { dashboards?: { id: number; dashboard_title: string }[]; owners?: string[] } | null;
}

/** The arguments GET /api/v1/explore/ takes; priority permalink_key -> slice_id -> datasource. */
export interface ExploreArgs {
  permalinkKey?: string;
  sliceId?: number;
  datasourceId?: number;
  datasourceType?: string;
}

/** The explore permalink state (docs/api.md §2.6 POST /api/v1/explore/permalink). */
export interface ExplorePermalinkState {
  formData: Record<string, unknown>;
  urlParams?: [string, string][];
}

export function exploreUrl(args: ExploreArgs): string {
  const params = new URLSearchParams();
  if (args.permalinkKey) params.set('permalink_key', args.permalinkKey);
  if (args.sliceId !== undefined) params.set('slice_id', String(args.sliceId));
  if (args.datasourceId !== undefined) params.set('datasource_id', String(args.datasourceId));
  if (args.datasourceType) params.set('datasource_type', args.datasourceType);
  return `/api/v1/explore/?${params.toString()}`;
}

export const exploreApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getExplore: build.query<ExploreContext, ExploreArgs>({
      query: (args) => exploreUrl(args),
      transformResponse: (body: { result: ExploreContext }) => body.result,
      providesTags: ['Explore'],
    }),
    getColumnValues: build.query<
      unknown[],
      { datasourceType: string; datasourceId: number; column: string }
    >({
      query: ({ datasourceType, datasourceId, column }) =>
        `/api/v1/datasource/${datasourceType}/${datasourceId}/column/${encodeURIComponent(column)}/values/`,
      transformResponse: (body: DatasourceColumnValuesResponse) => body.result,
    }),
    createExplorePermalink: build.mutation<PermalinkCreatedResponse, ExplorePermalinkState>({
      query: (body) => ({ url: '/api/v1/explore/permalink', method: 'POST', body }),
    }),
  }),
});

export const { useGetExploreQuery, useGetColumnValuesQuery, useCreateExplorePermalinkMutation } =
  exploreApi;
