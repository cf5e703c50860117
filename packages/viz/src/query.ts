// The server-safe entry `@sightline/viz/query`: form-data schemas and buildQuery of every registered
// chart type, so the server builds queries for saved charts with the browser's code. Nothing
// reachable from here may import React, ECharts or a .tsx file (query-safety.test.ts checks).
import type { ChartDataRequest } from '@sightline/core';
import type { z } from 'zod';
import { buildBigNumberQuery } from './charts/big_number/build-query.ts';
import { bigNumberFormDataSchema } from './charts/big_number/form-data.ts';
import { buildBigNumberTotalQuery } from './charts/big_number_total/build-query.ts';
import { bigNumberTotalFormDataSchema } from './charts/big_number_total/form-data.ts';
import { buildBoxPlotQuery } from './charts/box_plot/build-query.ts';
import { boxPlotFormDataSchema } from './charts/box_plot/form-data.ts';
import { buildEchartsAreaQuery } from './charts/echarts_area/build-query.ts';
import { echartsAreaFormDataSchema } from './charts/echarts_area/form-data.ts';
import { buildEchartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/build-query.ts';
import { echartsTimeseriesBarFormDataSchema } from './charts/echarts_timeseries_bar/form-data.ts';
import { buildEchartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/build-query.ts';
import { echartsTimeseriesLineFormDataSchema } from './charts/echarts_timeseries_line/form-data.ts';
import { buildEchartsTimeseriesScatterQuery } from './charts/echarts_timeseries_scatter/build-query.ts';
import { echartsTimeseriesScatterFormDataSchema } from './charts/echarts_timeseries_scatter/form-data.ts';
import { buildFunnelQuery } from './charts/funnel/build-query.ts';
import { funnelFormDataSchema } from './charts/funnel/form-data.ts';
import { buildGaugeChartQuery } from './charts/gauge_chart/build-query.ts';
import { gaugeChartFormDataSchema } from './charts/gauge_chart/form-data.ts';
import { buildHeatmapV2Query } from './charts/heatmap_v2/build-query.ts';
import { heatmapV2FormDataSchema } from './charts/heatmap_v2/form-data.ts';
import { buildHistogramV2Query } from './charts/histogram_v2/build-query.ts';
import { histogramV2FormDataSchema } from './charts/histogram_v2/form-data.ts';
import { buildPieQuery } from './charts/pie/build-query.ts';
import { pieFormDataSchema } from './charts/pie/form-data.ts';
import { buildRadarQuery } from './charts/radar/build-query.ts';
import { radarFormDataSchema } from './charts/radar/form-data.ts';
import { buildSunburstV2Query } from './charts/sunburst_v2/build-query.ts';
import { sunburstV2FormDataSchema } from './charts/sunburst_v2/form-data.ts';
import { buildTableQuery } from './charts/table/build-query.ts';
import { buildTreemapV2Query } from './charts/treemap_v2/build-query.ts';
import { buildWaterfallQuery } from './charts/waterfall/build-query.ts';
import { waterfallFormDataSchema } from './charts/waterfall/form-data.ts';
import { treemapV2FormDataSchema } from './charts/treemap_v2/form-data.ts';
import { tableFormDataSchema } from './charts/table/form-data.ts';
import type { BuildQueryOptions, QueryFormData } from './query/types.ts';

export { buildBigNumberQuery } from './charts/big_number/build-query.ts';
export { bigNumberFormDataSchema, type BigNumberFormData } from './charts/big_number/form-data.ts';
export { buildBigNumberTotalQuery } from './charts/big_number_total/build-query.ts';
export { bigNumberTotalFormDataSchema, type BigNumberTotalFormData } from './charts/big_number_total/form-data.ts';
export { buildBoxPlotQuery } from './charts/box_plot/build-query.ts';
export { boxPlotFormDataSchema, type BoxPlotFormData } from './charts/box_plot/form-data.ts';
export { buildEchartsAreaQuery } from './charts/echarts_area/build-query.ts';
export { echartsAreaFormDataSchema, type EchartsAreaFormData } from './charts/echarts_area/form-data.ts';
export { buildEchartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/build-query.ts';
export { echartsTimeseriesBarFormDataSchema, type EchartsTimeseriesBarFormData } from './charts/echarts_timeseries_bar/form-data.ts';
export { buildEchartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/build-query.ts';
export { echartsTimeseriesLineFormDataSchema, type EchartsTimeseriesLineFormData } from './charts/echarts_timeseries_line/form-data.ts';
export { buildEchartsTimeseriesScatterQuery } from './charts/echarts_timeseries_scatter/build-query.ts';
export { echartsTimeseriesScatterFormDataSchema, type EchartsTimeseriesScatterFormData } from './charts/echarts_timeseries_scatter/form-data.ts';
export { buildFunnelQuery } from './charts/funnel/build-query.ts';
export { funnelFormDataSchema, type FunnelFormData } from './charts/funnel/form-data.ts';
export { buildGaugeChartQuery } from './charts/gauge_chart/build-query.ts';
export { gaugeChartFormDataSchema, type GaugeChartFormData } from './charts/gauge_chart/form-data.ts';
export { buildHeatmapV2Query } from './charts/heatmap_v2/build-query.ts';
export { heatmapV2FormDataSchema, type HeatmapV2FormData } from './charts/heatmap_v2/form-data.ts';
export { buildHistogramV2Query } from './charts/histogram_v2/build-query.ts';
export { histogramV2FormDataSchema, type HistogramV2FormData } from './charts/histogram_v2/form-data.ts';
export { buildPieQuery } from './charts/pie/build-query.ts';
export { pieFormDataSchema, type PieFormData } from './charts/pie/form-data.ts';
export { buildRadarQuery } from './charts/radar/build-query.ts';
export { radarFormDataSchema, type RadarFormData } from './charts/radar/form-data.ts';
export { buildSunburstV2Query } from './charts/sunburst_v2/build-query.ts';
export { sunburstV2FormDataSchema, type SunburstV2FormData } from './charts/sunburst_v2/form-data.ts';
export { buildTableQuery } from './charts/table/build-query.ts';
export { buildTreemapV2Query } from './charts/treemap_v2/build-query.ts';
export { buildWaterfallQuery } from './charts/waterfall/build-query.ts';
export { waterfallFormDataSchema, type WaterfallFormData } from './charts/waterfall/form-data.ts';
export { treemapV2FormDataSchema, type TreemapV2FormData } from './charts/treemap_v2/form-data.ts';
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
  box_plot: { formDataSchema: boxPlotFormDataSchema, buildQuery: buildBoxPlotQuery },
  echarts_area: { formDataSchema: echartsAreaFormDataSchema, buildQuery: buildEchartsAreaQuery },
  echarts_timeseries_bar: { formDataSchema: echartsTimeseriesBarFormDataSchema, buildQuery: buildEchartsTimeseriesBarQuery },
  echarts_timeseries_line: { formDataSchema: echartsTimeseriesLineFormDataSchema, buildQuery: buildEchartsTimeseriesLineQuery },
  echarts_timeseries_scatter: { formDataSchema: echartsTimeseriesScatterFormDataSchema, buildQuery: buildEchartsTimeseriesScatterQuery },
  funnel: { formDataSchema: funnelFormDataSchema, buildQuery: buildFunnelQuery },
  gauge_chart: { formDataSchema: gaugeChartFormDataSchema, buildQuery: buildGaugeChartQuery },
  heatmap_v2: { formDataSchema: heatmapV2FormDataSchema, buildQuery: buildHeatmapV2Query },
  histogram_v2: { formDataSchema: histogramV2FormDataSchema, buildQuery: buildHistogramV2Query },
  pie: { formDataSchema: pieFormDataSchema, buildQuery: buildPieQuery },
  radar: { formDataSchema: radarFormDataSchema, buildQuery: buildRadarQuery },
  sunburst_v2: { formDataSchema: sunburstV2FormDataSchema, buildQuery: buildSunburstV2Query },
  table: { formDataSchema: tableFormDataSchema, buildQuery: buildTableQuery },
  treemap_v2: { formDataSchema: treemapV2FormDataSchema, buildQuery: buildTreemapV2Query },
  waterfall: { formDataSchema: waterfallFormDataSchema, buildQuery: buildWaterfallQuery },
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
