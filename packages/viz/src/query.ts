// The server-safe entry `@sightline/viz/query`: form-data schemas and buildQuery of every registered
// chart type, so the server builds queries for saved charts with the browser's code. Nothing
// reachable from here may import React, ECharts or a .tsx file (query-safety.test.ts checks).
import type { ChartDataRequest } from '@sightline/core';
import type { z } from 'zod';
import { buildBigNumberQuery } from './charts/big_number/build-query.ts';
import { bigNumberFormDataSchema } from './charts/big_number/form-data.ts';
import { buildBigNumberTotalQuery } from './charts/big_number_total/build-query.ts';
import { bigNumberTotalFormDataSchema } from './charts/big_number_total/form-data.ts';
import { buildEchartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/build-query.ts';
import { echartsTimeseriesBarFormDataSchema } from './charts/echarts_timeseries_bar/form-data.ts';
import { buildEchartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/build-query.ts';
import { echartsTimeseriesLineFormDataSchema } from './charts/echarts_timeseries_line/form-data.ts';
import { buildPieQuery } from './charts/pie/build-query.ts';
import { pieFormDataSchema } from './charts/pie/form-data.ts';
import { buildTableQuery } from './charts/table/build-query.ts';
import { tableFormDataSchema } from './charts/table/form-data.ts';
import type { BuildQueryOptions, QueryFormData } from './query/types.ts';

export { buildBigNumberQuery } from './charts/big_number/build-query.ts';
export { bigNumberFormDataSchema, type BigNumberFormData } from './charts/big_number/form-data.ts';
export { buildBigNumberTotalQuery } from './charts/big_number_total/build-query.ts';
export { bigNumberTotalFormDataSchema, type BigNumberTotalFormData } from './charts/big_number_total/form-data.ts';
export { buildEchartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/build-query.ts';
export { echartsTimeseriesBarFormDataSchema, type EchartsTimeseriesBarFormData } from './charts/echarts_timeseries_bar/form-data.ts';
export { buildEchartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/build-query.ts';
export { echartsTimeseriesLineFormDataSchema, type EchartsTimeseriesLineFormData } from './charts/echarts_timeseries_line/form-data.ts';
export { buildPieQuery } from './charts/pie/build-query.ts';
export { pieFormDataSchema, type PieFormData } from './charts/pie/form-data.ts';
export { buildTableQuery } from './charts/table/build-query.ts';
export { tableFormDataSchema, type TableFormData } from './charts/table/form-data.ts';
export type { BuildQueryOptions, ChartOwnState } from './query/types.ts';

/** The query side of one chart type: its form-data schema and its buildQuery. */
export interface ChartQueryBuilder<FD extends QueryFormData = QueryFormData> {
  formDataSchema: z.ZodType<FD>;
  buildQuery(formData: FD, options?: BuildQueryOptions): ChartDataRequest;
}

/** The query side of every registered chart type, by `viz_type` (the same keys as the registry). */
export const queryBuilders = {
  big_number: { formDataSchema: bigNumberFormDataSchema, buildQuery: buildBigNumberQuery },
  big_number_total: { formDataSchema: bigNumberTotalFormDataSchema, buildQuery: buildBigNumberTotalQuery },
  echarts_timeseries_bar: { formDataSchema: echartsTimeseriesBarFormDataSchema, buildQuery: buildEchartsTimeseriesBarQuery },
  echarts_timeseries_line: { formDataSchema: echartsTimeseriesLineFormDataSchema, buildQuery: buildEchartsTimeseriesLineQuery },
  pie: { formDataSchema: pieFormDataSchema, buildQuery: buildPieQuery },
  table: { formDataSchema: tableFormDataSchema, buildQuery: buildTableQuery },
} satisfies Record<string, ChartQueryBuilder>;

/** A `viz_type` whose query the server can build. */
export type QueryVizType = keyof typeof queryBuilders;

/**
 * The chart-data request of saved form data: parsed by its viz_type's schema (defaults filled), then
 * built. An unknown or unsupported viz_type is an error, and so is form data the schema rejects.
 */
export function buildChartDataRequest(formData: Record<string, unknown>, options?: BuildQueryOptions): ChartDataRequest {
  const vizType = String(formData.viz_type);
  if (!Object.hasOwn(queryBuilders, vizType)) throw new Error(`Unsupported viz_type: ${vizType}`);
  const builder: ChartQueryBuilder = queryBuilders[vizType as QueryVizType];
  return builder.buildQuery(builder.formDataSchema.parse(formData), options);
}
