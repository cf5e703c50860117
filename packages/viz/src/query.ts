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
import { buildBubbleQuery } from './charts/bubble/build-query.ts';
import { bubbleFormDataSchema } from './charts/bubble/form-data.ts';
import { buildBubbleV2Query } from './charts/bubble_v2/build-query.ts';
import { bubbleV2FormDataSchema } from './charts/bubble_v2/form-data.ts';
import { buildBulletQuery } from './charts/bullet/build-query.ts';
import { bulletFormDataSchema } from './charts/bullet/form-data.ts';
import { buildCalHeatmapQuery } from './charts/cal_heatmap/build-query.ts';
import { calHeatmapFormDataSchema } from './charts/cal_heatmap/form-data.ts';
import { buildCartodiagramQuery } from './charts/cartodiagram/build-query.ts';
import { cartodiagramFormDataSchema } from './charts/cartodiagram/form-data.ts';
import { buildChordQuery } from './charts/chord/build-query.ts';
import { chordFormDataSchema } from './charts/chord/form-data.ts';
import { buildCompareQuery } from './charts/compare/build-query.ts';
import { compareFormDataSchema } from './charts/compare/form-data.ts';
import { buildCountryMapQuery } from './charts/country_map/build-query.ts';
import { countryMapFormDataSchema } from './charts/country_map/form-data.ts';
import { buildEchartsAreaQuery } from './charts/echarts_area/build-query.ts';
import { echartsAreaFormDataSchema } from './charts/echarts_area/form-data.ts';
import { buildEchartsTimeseriesQuery } from './charts/echarts_timeseries/build-query.ts';
import { echartsTimeseriesFormDataSchema } from './charts/echarts_timeseries/form-data.ts';
import { buildEchartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/build-query.ts';
import { echartsTimeseriesBarFormDataSchema } from './charts/echarts_timeseries_bar/form-data.ts';
import { buildEchartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/build-query.ts';
import { echartsTimeseriesLineFormDataSchema } from './charts/echarts_timeseries_line/form-data.ts';
import { buildEchartsTimeseriesScatterQuery } from './charts/echarts_timeseries_scatter/build-query.ts';
import { echartsTimeseriesScatterFormDataSchema } from './charts/echarts_timeseries_scatter/form-data.ts';
import { buildEchartsTimeseriesSmoothQuery } from './charts/echarts_timeseries_smooth/build-query.ts';
import { echartsTimeseriesSmoothFormDataSchema } from './charts/echarts_timeseries_smooth/form-data.ts';
import { buildEchartsTimeseriesStepQuery } from './charts/echarts_timeseries_step/build-query.ts';
import { echartsTimeseriesStepFormDataSchema } from './charts/echarts_timeseries_step/form-data.ts';
import { buildFunnelQuery } from './charts/funnel/build-query.ts';
import { funnelFormDataSchema } from './charts/funnel/form-data.ts';
import { buildGanttChartQuery } from './charts/gantt_chart/build-query.ts';
import { ganttChartFormDataSchema } from './charts/gantt_chart/form-data.ts';
import { buildGaugeChartQuery } from './charts/gauge_chart/build-query.ts';
import { gaugeChartFormDataSchema } from './charts/gauge_chart/form-data.ts';
import { buildGraphChartQuery } from './charts/graph_chart/build-query.ts';
import { graphChartFormDataSchema } from './charts/graph_chart/form-data.ts';
import { buildHandlebarsQuery } from './charts/handlebars/build-query.ts';
import { handlebarsFormDataSchema } from './charts/handlebars/form-data.ts';
import { buildHeatmapV2Query } from './charts/heatmap_v2/build-query.ts';
import { heatmapV2FormDataSchema } from './charts/heatmap_v2/form-data.ts';
import { buildHistogramV2Query } from './charts/histogram_v2/build-query.ts';
import { histogramV2FormDataSchema } from './charts/histogram_v2/form-data.ts';
import { buildHorizonQuery } from './charts/horizon/build-query.ts';
import { horizonFormDataSchema } from './charts/horizon/form-data.ts';
import { buildMapboxQuery } from './charts/mapbox/build-query.ts';
import { mapboxFormDataSchema } from './charts/mapbox/form-data.ts';
import { buildMixedTimeseriesQuery } from './charts/mixed_timeseries/build-query.ts';
import { mixedTimeseriesFormDataSchema } from './charts/mixed_timeseries/form-data.ts';
import { buildPairedTtestQuery } from './charts/paired_ttest/build-query.ts';
import { pairedTtestFormDataSchema } from './charts/paired_ttest/form-data.ts';
import { buildParaQuery } from './charts/para/build-query.ts';
import { paraFormDataSchema } from './charts/para/form-data.ts';
import { buildPartitionQuery } from './charts/partition/build-query.ts';
import { partitionFormDataSchema } from './charts/partition/form-data.ts';
import { buildPieQuery } from './charts/pie/build-query.ts';
import { pieFormDataSchema } from './charts/pie/form-data.ts';
import { buildPivotTableV2Query } from './charts/pivot_table_v2/build-query.ts';
import { pivotTableV2FormDataSchema } from './charts/pivot_table_v2/form-data.ts';
import { buildPopKpiQuery } from './charts/pop_kpi/build-query.ts';
import { popKpiFormDataSchema } from './charts/pop_kpi/form-data.ts';
import { buildRadarQuery } from './charts/radar/build-query.ts';
import { radarFormDataSchema } from './charts/radar/form-data.ts';
import { buildRoseQuery } from './charts/rose/build-query.ts';
import { roseFormDataSchema } from './charts/rose/form-data.ts';
import { buildSankeyV2Query } from './charts/sankey_v2/build-query.ts';
import { sankeyV2FormDataSchema } from './charts/sankey_v2/form-data.ts';
import { buildSunburstV2Query } from './charts/sunburst_v2/build-query.ts';
import { sunburstV2FormDataSchema } from './charts/sunburst_v2/form-data.ts';
import { buildTableQuery } from './charts/table/build-query.ts';
import { buildTimeTableQuery } from './charts/time_table/build-query.ts';
import { timeTableFormDataSchema } from './charts/time_table/form-data.ts';
import { buildTreeChartQuery } from './charts/tree_chart/build-query.ts';
import { treeChartFormDataSchema } from './charts/tree_chart/form-data.ts';
import { buildTreemapV2Query } from './charts/treemap_v2/build-query.ts';
import { buildWaterfallQuery } from './charts/waterfall/build-query.ts';
import { waterfallFormDataSchema } from './charts/waterfall/form-data.ts';
import { buildWordCloudQuery } from './charts/word_cloud/build-query.ts';
import { wordCloudFormDataSchema } from './charts/word_cloud/form-data.ts';
import { buildWorldMapQuery } from './charts/world_map/build-query.ts';
import { worldMapFormDataSchema } from './charts/world_map/form-data.ts';
import { treemapV2FormDataSchema } from './charts/treemap_v2/form-data.ts';
import { tableFormDataSchema } from './charts/table/form-data.ts';
import { buildTimePivotQuery } from './charts/time_pivot/build-query.ts';
import { timePivotFormDataSchema } from './charts/time_pivot/form-data.ts';
import { pivotTableClientProcessing, type ClientProcessed, type ProcessableResult } from './charts/_pivot/client-processing.ts';
import { tableClientProcessing } from './charts/_table/client-processing.ts';
import type { BuildQueryOptions, QueryFormData } from './query/types.ts';

export { buildBigNumberQuery } from './charts/big_number/build-query.ts';
export { bigNumberFormDataSchema, type BigNumberFormData } from './charts/big_number/form-data.ts';
export { buildBigNumberTotalQuery } from './charts/big_number_total/build-query.ts';
export { bigNumberTotalFormDataSchema, type BigNumberTotalFormData } from './charts/big_number_total/form-data.ts';
export { buildBoxPlotQuery } from './charts/box_plot/build-query.ts';
export { boxPlotFormDataSchema, type BoxPlotFormData } from './charts/box_plot/form-data.ts';
export { buildBubbleQuery } from './charts/bubble/build-query.ts';
export { bubbleFormDataSchema, type BubbleFormData } from './charts/bubble/form-data.ts';
export { buildBubbleV2Query } from './charts/bubble_v2/build-query.ts';
export { bubbleV2FormDataSchema, type BubbleV2FormData } from './charts/bubble_v2/form-data.ts';
export { buildBulletQuery } from './charts/bullet/build-query.ts';
export { bulletFormDataSchema, type BulletFormData } from './charts/bullet/form-data.ts';
export { buildCalHeatmapQuery } from './charts/cal_heatmap/build-query.ts';
export { calHeatmapFormDataSchema, type CalHeatmapFormData } from './charts/cal_heatmap/form-data.ts';
export { buildCartodiagramQuery } from './charts/cartodiagram/build-query.ts';
export { cartodiagramFormDataSchema, type CartodiagramFormData } from './charts/cartodiagram/form-data.ts';
export { buildChordQuery } from './charts/chord/build-query.ts';
export { chordFormDataSchema, type ChordFormData } from './charts/chord/form-data.ts';
export { buildCompareQuery } from './charts/compare/build-query.ts';
export { compareFormDataSchema, type CompareFormData } from './charts/compare/form-data.ts';
export { buildCountryMapQuery } from './charts/country_map/build-query.ts';
export { countryMapFormDataSchema, type CountryMapFormData } from './charts/country_map/form-data.ts';
export { buildEchartsAreaQuery } from './charts/echarts_area/build-query.ts';
export { echartsAreaFormDataSchema, type EchartsAreaFormData } from './charts/echarts_area/form-data.ts';
export { buildEchartsTimeseriesQuery } from './charts/echarts_timeseries/build-query.ts';
export { echartsTimeseriesFormDataSchema, type EchartsTimeseriesFormData } from './charts/echarts_timeseries/form-data.ts';
export { buildEchartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/build-query.ts';
export { echartsTimeseriesBarFormDataSchema, type EchartsTimeseriesBarFormData } from './charts/echarts_timeseries_bar/form-data.ts';
export { buildEchartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/build-query.ts';
export { echartsTimeseriesLineFormDataSchema, type EchartsTimeseriesLineFormData } from './charts/echarts_timeseries_line/form-data.ts';
export { buildEchartsTimeseriesScatterQuery } from './charts/echarts_timeseries_scatter/build-query.ts';
export { echartsTimeseriesScatterFormDataSchema, type EchartsTimeseriesScatterFormData } from './charts/echarts_timeseries_scatter/form-data.ts';
export { buildEchartsTimeseriesSmoothQuery } from './charts/echarts_timeseries_smooth/build-query.ts';
export { echartsTimeseriesSmoothFormDataSchema, type EchartsTimeseriesSmoothFormData } from './charts/echarts_timeseries_smooth/form-data.ts';
export { buildEchartsTimeseriesStepQuery } from './charts/echarts_timeseries_step/build-query.ts';
export { echartsTimeseriesStepFormDataSchema, type EchartsTimeseriesStepFormData } from './charts/echarts_timeseries_step/form-data.ts';
export { buildFunnelQuery } from './charts/funnel/build-query.ts';
export { funnelFormDataSchema, type FunnelFormData } from './charts/funnel/form-data.ts';
export { buildGanttChartQuery } from './charts/gantt_chart/build-query.ts';
export { ganttChartFormDataSchema, type GanttChartFormData } from './charts/gantt_chart/form-data.ts';
export { buildGaugeChartQuery } from './charts/gauge_chart/build-query.ts';
export { gaugeChartFormDataSchema, type GaugeChartFormData } from './charts/gauge_chart/form-data.ts';
export { buildGraphChartQuery } from './charts/graph_chart/build-query.ts';
export { graphChartFormDataSchema, type GraphChartFormData } from './charts/graph_chart/form-data.ts';
export { buildHandlebarsQuery } from './charts/handlebars/build-query.ts';
export { handlebarsFormDataSchema, type HandlebarsFormData } from './charts/handlebars/form-data.ts';
export { buildHeatmapV2Query } from './charts/heatmap_v2/build-query.ts';
export { heatmapV2FormDataSchema, type HeatmapV2FormData } from './charts/heatmap_v2/form-data.ts';
export { buildHistogramV2Query } from './charts/histogram_v2/build-query.ts';
export { histogramV2FormDataSchema, type HistogramV2FormData } from './charts/histogram_v2/form-data.ts';
export { buildHorizonQuery } from './charts/horizon/build-query.ts';
export { horizonFormDataSchema, type HorizonFormData } from './charts/horizon/form-data.ts';
export { buildMapboxQuery } from './charts/mapbox/build-query.ts';
export { mapboxFormDataSchema, type MapboxFormData } from './charts/mapbox/form-data.ts';
export { buildMixedTimeseriesQuery } from './charts/mixed_timeseries/build-query.ts';
export { mixedTimeseriesFormDataSchema, type MixedTimeseriesFormData } from './charts/mixed_timeseries/form-data.ts';
export { buildPairedTtestQuery } from './charts/paired_ttest/build-query.ts';
export { pairedTtestFormDataSchema, type PairedTtestFormData } from './charts/paired_ttest/form-data.ts';
export { buildParaQuery } from './charts/para/build-query.ts';
export { paraFormDataSchema, type ParaFormData } from './charts/para/form-data.ts';
export { buildPartitionQuery } from './charts/partition/build-query.ts';
export { partitionFormDataSchema, type PartitionFormData } from './charts/partition/form-data.ts';
export { buildPieQuery } from './charts/pie/build-query.ts';
export { pieFormDataSchema, type PieFormData } from './charts/pie/form-data.ts';
export { buildPivotTableV2Query } from './charts/pivot_table_v2/build-query.ts';
export { pivotTableV2FormDataSchema, type PivotTableV2FormData } from './charts/pivot_table_v2/form-data.ts';
export { buildPopKpiQuery } from './charts/pop_kpi/build-query.ts';
export { popKpiFormDataSchema, type PopKpiFormData } from './charts/pop_kpi/form-data.ts';
export { buildRadarQuery } from './charts/radar/build-query.ts';
export { radarFormDataSchema, type RadarFormData } from './charts/radar/form-data.ts';
export { buildRoseQuery } from './charts/rose/build-query.ts';
export { roseFormDataSchema, type RoseFormData } from './charts/rose/form-data.ts';
export { buildSankeyV2Query } from './charts/sankey_v2/build-query.ts';
export { sankeyV2FormDataSchema, type SankeyV2FormData } from './charts/sankey_v2/form-data.ts';
export { buildSunburstV2Query } from './charts/sunburst_v2/build-query.ts';
export { sunburstV2FormDataSchema, type SunburstV2FormData } from './charts/sunburst_v2/form-data.ts';
export { buildTableQuery } from './charts/table/build-query.ts';
export { buildTimeTableQuery } from './charts/time_table/build-query.ts';
export { timeTableFormDataSchema, type TimeTableFormData } from './charts/time_table/form-data.ts';
export { buildTreeChartQuery } from './charts/tree_chart/build-query.ts';
export { treeChartFormDataSchema, type TreeChartFormData } from './charts/tree_chart/form-data.ts';
export { buildTreemapV2Query } from './charts/treemap_v2/build-query.ts';
export { buildWaterfallQuery } from './charts/waterfall/build-query.ts';
export { waterfallFormDataSchema, type WaterfallFormData } from './charts/waterfall/form-data.ts';
export { buildWordCloudQuery } from './charts/word_cloud/build-query.ts';
export { wordCloudFormDataSchema, type WordCloudFormData } from './charts/word_cloud/form-data.ts';
export { buildWorldMapQuery } from './charts/world_map/build-query.ts';
export { worldMapFormDataSchema, type WorldMapFormData } from './charts/world_map/form-data.ts';
export { treemapV2FormDataSchema, type TreemapV2FormData } from './charts/treemap_v2/form-data.ts';
export { tableFormDataSchema, type TableFormData } from './charts/table/form-data.ts';
export { buildTimePivotQuery } from './charts/time_pivot/build-query.ts';
export { timePivotFormDataSchema, type TimePivotFormData } from './charts/time_pivot/form-data.ts';
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
  bubble: { formDataSchema: bubbleFormDataSchema, buildQuery: buildBubbleQuery },
  bubble_v2: { formDataSchema: bubbleV2FormDataSchema, buildQuery: buildBubbleV2Query },
  bullet: { formDataSchema: bulletFormDataSchema, buildQuery: buildBulletQuery },
  cal_heatmap: { formDataSchema: calHeatmapFormDataSchema, buildQuery: buildCalHeatmapQuery },
  cartodiagram: { formDataSchema: cartodiagramFormDataSchema, buildQuery: buildCartodiagramQuery },
  chord: { formDataSchema: chordFormDataSchema, buildQuery: buildChordQuery },
  compare: { formDataSchema: compareFormDataSchema, buildQuery: buildCompareQuery },
  country_map: { formDataSchema: countryMapFormDataSchema, buildQuery: buildCountryMapQuery },
  echarts_area: { formDataSchema: echartsAreaFormDataSchema, buildQuery: buildEchartsAreaQuery },
  echarts_timeseries: { formDataSchema: echartsTimeseriesFormDataSchema, buildQuery: buildEchartsTimeseriesQuery },
  echarts_timeseries_bar: { formDataSchema: echartsTimeseriesBarFormDataSchema, buildQuery: buildEchartsTimeseriesBarQuery },
  echarts_timeseries_line: { formDataSchema: echartsTimeseriesLineFormDataSchema, buildQuery: buildEchartsTimeseriesLineQuery },
  echarts_timeseries_scatter: { formDataSchema: echartsTimeseriesScatterFormDataSchema, buildQuery: buildEchartsTimeseriesScatterQuery },
  echarts_timeseries_smooth: { formDataSchema: echartsTimeseriesSmoothFormDataSchema, buildQuery: buildEchartsTimeseriesSmoothQuery },
  echarts_timeseries_step: { formDataSchema: echartsTimeseriesStepFormDataSchema, buildQuery: buildEchartsTimeseriesStepQuery },
  funnel: { formDataSchema: funnelFormDataSchema, buildQuery: buildFunnelQuery },
  gantt_chart: { formDataSchema: ganttChartFormDataSchema, buildQuery: buildGanttChartQuery },
  gauge_chart: { formDataSchema: gaugeChartFormDataSchema, buildQuery: buildGaugeChartQuery },
  graph_chart: { formDataSchema: graphChartFormDataSchema, buildQuery: buildGraphChartQuery },
  handlebars: { formDataSchema: handlebarsFormDataSchema, buildQuery: buildHandlebarsQuery },
  heatmap_v2: { formDataSchema: heatmapV2FormDataSchema, buildQuery: buildHeatmapV2Query },
  histogram_v2: { formDataSchema: histogramV2FormDataSchema, buildQuery: buildHistogramV2Query },
  horizon: { formDataSchema: horizonFormDataSchema, buildQuery: buildHorizonQuery },
  mapbox: { formDataSchema: mapboxFormDataSchema, buildQuery: buildMapboxQuery },
  mixed_timeseries: { formDataSchema: mixedTimeseriesFormDataSchema, buildQuery: buildMixedTimeseriesQuery },
  paired_ttest: { formDataSchema: pairedTtestFormDataSchema, buildQuery: buildPairedTtestQuery },
  para: { formDataSchema: paraFormDataSchema, buildQuery: buildParaQuery },
  partition: { formDataSchema: partitionFormDataSchema, buildQuery: buildPartitionQuery },
  pie: { formDataSchema: pieFormDataSchema, buildQuery: buildPieQuery },
  pivot_table_v2: { formDataSchema: pivotTableV2FormDataSchema, buildQuery: buildPivotTableV2Query },
  pop_kpi: { formDataSchema: popKpiFormDataSchema, buildQuery: buildPopKpiQuery },
  radar: { formDataSchema: radarFormDataSchema, buildQuery: buildRadarQuery },
  rose: { formDataSchema: roseFormDataSchema, buildQuery: buildRoseQuery },
  sankey_v2: { formDataSchema: sankeyV2FormDataSchema, buildQuery: buildSankeyV2Query },
  sunburst_v2: { formDataSchema: sunburstV2FormDataSchema, buildQuery: buildSunburstV2Query },
  table: { formDataSchema: tableFormDataSchema, buildQuery: buildTableQuery },
  time_pivot: { formDataSchema: timePivotFormDataSchema, buildQuery: buildTimePivotQuery },
  time_table: { formDataSchema: timeTableFormDataSchema, buildQuery: buildTimeTableQuery },
  tree_chart: { formDataSchema: treeChartFormDataSchema, buildQuery: buildTreeChartQuery },
  treemap_v2: { formDataSchema: treemapV2FormDataSchema, buildQuery: buildTreemapV2Query },
  waterfall: { formDataSchema: waterfallFormDataSchema, buildQuery: buildWaterfallQuery },
  word_cloud: { formDataSchema: wordCloudFormDataSchema, buildQuery: buildWordCloudQuery },
  world_map: { formDataSchema: worldMapFormDataSchema, buildQuery: buildWorldMapQuery },
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

/**
 * `result_type: post_processed` (query-engine.md §5.1): the client-side processing of the chart types
 * that have one (pivot_table_v2's pivot, table's column formats), run on the server for pivoted CSV
 * exports and reports. Other chart types are left as they are.
 */
export const clientProcessors = {
  pivot_table_v2: pivotTableClientProcessing,
  table: tableClientProcessing,
} satisfies Record<string, (result: ProcessableResult, formData: Record<string, unknown>) => ClientProcessed>;
export type { ClientProcessed, ProcessableResult } from './charts/_pivot/client-processing.ts';
