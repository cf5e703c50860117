import type {
  DatasetColumn,
  DatasetMetric,
  DatasourceColumnValuesResponse,
  ExploreDataset,
  ExplorePermalinkState,
  ExploreResponse,
  ExploreResult,
  ExploreSlice,
  PermalinkCreatedResponse,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';

/** `result` of GET /api/v1/explore/ (docs/api.md §2.6). */
export type ExploreContext = ExploreResult;
/** The dataset explore works on: its data object, or the stand-in of a missing dataset. */
export type ExploreDatasource = ExploreDataset;
/** A dataset column as explore receives it (docs/api.md §2.10 datasource data object). */
export type DatasourceColumn = DatasetColumn;
/** A saved metric of the dataset. */
export type DatasourceMetric = DatasetMetric;
/** Explore's `slice` (the saved chart), when one is open. */
export type { ExploreSlice };

/** The name explore shows for its dataset: the table's, or the stand-in's "[Missing Dataset]". */
export function datasourceName(datasource: ExploreDatasource): string {
  return 'table_name' in datasource ? datasource.table_name : datasource.name;
}

/** The dataset's id; undefined for the stand-in of a missing dataset. */
export function datasourceId(datasource: ExploreDatasource): number | undefined {
  return 'id' in datasource ? datasource.id : undefined;
}

/** The arguments GET /api/v1/explore/ takes; priority permalink_key -> slice_id -> datasource. */
export interface ExploreArgs {
  permalinkKey?: string;
  sliceId?: number;
  datasourceId?: number;
  datasourceType?: string;
}

/** The explore permalink state (docs/api.md §2.6 POST /api/v1/explore/permalink). */
export type { ExplorePermalinkState };

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
      transformResponse: (body: ExploreResponse) => body.result,
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
