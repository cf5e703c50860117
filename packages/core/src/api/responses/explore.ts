import { z } from 'zod';
import { jsonObject, jsonValue } from './common.ts';
import { datasetColumn, datasetMetric, datasourceData } from './dataset.ts';

/** Explore's `slice` object (Superset's Slice.data). */
export const exploreSlice = z.object({
  cache_timeout: z.number().nullable(),
  changed_on: z.string(),
  changed_on_humanized: z.string(),
  datasource: z.string().nullable(),
  description: z.string().nullable(),
  description_markeddown: z.string(),
  edit_url: z.string(),
  form_data: jsonObject,
  query_context: z.string().nullable(),
  modified: z.string(),
  owners: z.array(z.number()),
  slice_id: z.number(),
  slice_name: z.string(),
  slice_url: z.string(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
});
export type ExploreSlice = z.infer<typeof exploreSlice>;

/** Explore's `metadata` of a saved chart. */
export const exploreChartMetadata = z.object({
  created_on_humanized: z.string(),
  changed_on_humanized: z.string(),
  owners: z.array(z.string()),
  dashboards: z.array(z.object({ id: z.number(), dashboard_title: z.string() })),
  created_by: z.string().optional(),
  changed_by: z.string().optional(),
});
export type ExploreChartMetadata = z.infer<typeof exploreChartMetadata>;

/** The dataset of a chart whose dataset is gone: "[Missing Dataset]", no columns. */
export const missingDataset = z.object({
  type: z.string(),
  name: z.string(),
  columns: z.array(datasetColumn),
  metrics: z.array(datasetMetric),
  database: z.object({ id: z.number(), backend: z.string() }),
});

/** Explore's `dataset`: the datasource data object, or the stand-in of a missing dataset. */
export const exploreDataset = z.union([
  datasourceData.extend({ rls_filters: z.array(jsonValue) }),
  missingDataset.extend({ rls_filters: z.array(jsonValue) }),
]);
export type ExploreDataset = z.infer<typeof exploreDataset>;

/** `GET /api/v1/explore/` (docs/api.md §2.6): everything the explore page starts from. */
export const exploreResponse = z.object({
  result: z.object({
    dataset: exploreDataset,
    form_data: jsonObject,
    slice: exploreSlice.nullable(),
    message: z.string().nullable(),
    metadata: exploreChartMetadata.nullable(),
    /** The saved chart state of a permalink (table sorting, column widths), when it has one. */
    chartState: jsonValue.optional(),
  }),
});
export type ExploreResponse = z.infer<typeof exploreResponse>;
/** The `result` of `GET /api/v1/explore/`. */
export type ExploreResult = ExploreResponse['result'];

/** An explore state as saved in a permalink. */
export const explorePermalinkState = z.object({
  formData: jsonObject,
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
  chartState: jsonValue.optional(),
});

/** `POST /api/v1/explore/permalink` (and the dashboard and SQL Lab permalinks): the key and its URL. */
export const permalinkCreatedResponse = z.object({ key: z.string(), url: z.string() });
export type PermalinkCreatedResponse = z.infer<typeof permalinkCreatedResponse>;

/** `GET /api/v1/explore/permalink/<key>`: the stored value as is (old rows name `datasetId`). */
export const explorePermalinkResponse = z.object({
  chartId: z.number().nullable(),
  datasourceId: z.number().optional(),
  datasetId: z.number().optional(),
  datasourceType: z.string(),
  datasource: z.string(),
  state: explorePermalinkState,
});
export type ExplorePermalinkResponse = z.infer<typeof explorePermalinkResponse>;

/** `POST`/`PUT /api/v1/explore/form_data[/<key>]`: the cache key. */
export const formDataKeyResponse = z.object({ key: z.string() });
export type FormDataKeyResponse = z.infer<typeof formDataKeyResponse>;
/** `GET /api/v1/explore/form_data/<key>`: the form data as JSON text. */
export const formDataResponse = z.object({ form_data: z.string() });
export type FormDataResponse = z.infer<typeof formDataResponse>;

/**
 * `/superset/explore_json/` as JSON (docs/api.md §2.4): the legacy envelope (json/full), with the
 * viz type's bespoke `data`; other flags answer the first query's chart-data payload.
 */
export const exploreJsonEnvelope = z.object({
  cache_key: z.string().nullable(),
  cached_dttm: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  data: jsonValue,
  errors: z.array(jsonValue),
  form_data: jsonObject,
  is_cached: z.boolean().nullable(),
  query: z.string(),
  from_dttm: z.number().nullable(),
  to_dttm: z.number().nullable(),
  status: z.literal('success'),
  stacktrace: z.null(),
  rowcount: z.number(),
  colnames: z.array(z.string()),
  coltypes: z.array(z.number()),
  applied_filters: z.array(jsonObject),
  rejected_filters: z.array(jsonObject),
});
export type ExploreJsonEnvelope = z.infer<typeof exploreJsonEnvelope>;
