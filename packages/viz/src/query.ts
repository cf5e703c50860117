// The server-safe entry `@sightline/viz/query`: form-data schemas and buildQuery of every registered
// chart type, so the server builds queries for saved charts with the browser's code. Each chart
// folder declares its part once (`charts/<viz_type>/query.ts`); the table by viz_type is generated
// from the registry (query-registry.ts). Nothing reachable from here may import React, ECharts or a
// .tsx file (query-safety.test.ts checks).
import type { ChartDataRequest } from '@sightline/core';
import { queryBuilders } from './query-registry.ts';
import type { ChartQueryBuilder, ClientProcessing } from './query/chart-query.ts';
import type { BuildQueryOptions } from './query/types.ts';

export { queryBuilders } from './query-registry.ts';
export type {
  ChartQueryBuilder,
  ClientProcessed,
  ClientProcessing,
  ProcessableResult,
} from './query/chart-query.ts';
export type { BuildQueryOptions, ChartOwnState } from './query/types.ts';

/** A `viz_type` whose query the server can build (the keys of the registry). */
export type QueryVizType = keyof typeof queryBuilders;

/**
 * The chart-data request of saved form data: parsed by its viz_type's schema (defaults filled), then
 * built. An unknown or unsupported viz_type is an error, and so is form data the schema rejects.
 */
export function buildChartDataRequest(
  formData: Record<string, unknown>,
  options?: BuildQueryOptions,
): ChartDataRequest {
  const vizType = String(formData.viz_type);
  if (!Object.hasOwn(queryBuilders, vizType)) throw new Error(`Unsupported viz_type: ${vizType}`);
  const builder: ChartQueryBuilder = queryBuilders[vizType as QueryVizType];
  return builder.buildQuery(builder.formDataSchema.parse(formData), options);
}

/**
 * `result_type: post_processed` (docs/query-object.md §5.1): the client-side processing of the chart types
 * that declare one (pivot_table_v2's pivot, table's column formats), run on the server for pivoted
 * CSV exports and reports. Other chart types are left as they are.
 */
export const clientProcessors: Readonly<Record<string, ClientProcessing>> = Object.fromEntries(
  Object.entries(queryBuilders).flatMap(([vizType, builder]: [string, ChartQueryBuilder]) =>
    builder.clientProcessing ? [[vizType, builder.clientProcessing]] : [],
  ),
);
