// The shapes of the example charts and dashboards that the first start creates (load-example-dashboards.ts).

/** The datasets the example charts read: the generated tables and the virtual datasets over them. */
export const EXAMPLE_DATASET_KEYS = [
  'sales',
  'daily_metrics',
  'flows',
  'countries',
  'us_sales_by_state',
  'country_sales_locations',
  'world_regions',
  'marketing_campaigns',
] as const;
/** One of the datasets the example charts read. */
export type ExampleDatasetKey = (typeof EXAMPLE_DATASET_KEYS)[number];

/** One example chart: its key (for its uuid and its place on a dashboard), name, dataset and form data. */
export interface ExampleChart {
  key: string;
  name: string;
  dataset: ExampleDatasetKey;
  vizType: string;
  /** Saved form data without `datasource` and `viz_type`, with the keys Superset saves. */
  params: Record<string, unknown>;
  description?: string;
}
