// The shapes of the example charts and dashboards that the first start creates (load-example-dashboards.ts).

/** The datasets the example charts read: the generated tables and the virtual datasets over them. */
export type ExampleDatasetKey =
  'sales' | 'daily_metrics' | 'flows' | 'countries' | 'us_sales_by_state' | 'marketing_campaigns';

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
