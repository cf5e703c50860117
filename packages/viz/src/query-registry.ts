// Generated from registry.ts by registry.test.ts; do not edit. After adding a chart type (its folder
// and its registry line), `npx vitest run --project viz packages/viz/src/registry.test.ts -u`
// rewrites this file; the test fails while it is out of date.
import { bigNumberQuery } from './charts/big_number/query.ts';
import { bigNumberTotalQuery } from './charts/big_number_total/query.ts';
import { boxPlotQuery } from './charts/box_plot/query.ts';
import { bubbleQuery } from './charts/bubble/query.ts';
import { bubbleV2Query } from './charts/bubble_v2/query.ts';
import { bulletQuery } from './charts/bullet/query.ts';
import { calHeatmapQuery } from './charts/cal_heatmap/query.ts';
import { cartodiagramQuery } from './charts/cartodiagram/query.ts';
import { chordQuery } from './charts/chord/query.ts';
import { compareQuery } from './charts/compare/query.ts';
import { countryMapQuery } from './charts/country_map/query.ts';
import { echartsAreaQuery } from './charts/echarts_area/query.ts';
import { echartsTimeseriesQuery } from './charts/echarts_timeseries/query.ts';
import { echartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/query.ts';
import { echartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/query.ts';
import { echartsTimeseriesScatterQuery } from './charts/echarts_timeseries_scatter/query.ts';
import { echartsTimeseriesSmoothQuery } from './charts/echarts_timeseries_smooth/query.ts';
import { echartsTimeseriesStepQuery } from './charts/echarts_timeseries_step/query.ts';
import { funnelQuery } from './charts/funnel/query.ts';
import { ganttChartQuery } from './charts/gantt_chart/query.ts';
import { gaugeChartQuery } from './charts/gauge_chart/query.ts';
import { graphChartQuery } from './charts/graph_chart/query.ts';
import { handlebarsQuery } from './charts/handlebars/query.ts';
import { heatmapV2Query } from './charts/heatmap_v2/query.ts';
import { histogramV2Query } from './charts/histogram_v2/query.ts';
import { horizonQuery } from './charts/horizon/query.ts';
import { mapboxQuery } from './charts/mapbox/query.ts';
import { mixedTimeseriesQuery } from './charts/mixed_timeseries/query.ts';
import { pairedTtestQuery } from './charts/paired_ttest/query.ts';
import { paraQuery } from './charts/para/query.ts';
import { partitionQuery } from './charts/partition/query.ts';
import { pieQuery } from './charts/pie/query.ts';
import { pivotTableV2Query } from './charts/pivot_table_v2/query.ts';
import { popKpiQuery } from './charts/pop_kpi/query.ts';
import { radarQuery } from './charts/radar/query.ts';
import { roseQuery } from './charts/rose/query.ts';
import { sankeyV2Query } from './charts/sankey_v2/query.ts';
import { sunburstV2Query } from './charts/sunburst_v2/query.ts';
import { tableQuery } from './charts/table/query.ts';
import { timePivotQuery } from './charts/time_pivot/query.ts';
import { timeTableQuery } from './charts/time_table/query.ts';
import { treeChartQuery } from './charts/tree_chart/query.ts';
import { treemapV2Query } from './charts/treemap_v2/query.ts';
import { waterfallQuery } from './charts/waterfall/query.ts';
import { wordCloudQuery } from './charts/word_cloud/query.ts';
import { worldMapQuery } from './charts/world_map/query.ts';
import type { ChartQueryBuilder } from './query/chart-query.ts';

/**
 * The server-safe part of every registered chart type, by `viz_type` (the keys of the registry).
 * Getters, read at use: cartodiagram's buildQuery imports this table, so when a bundle enters the
 * cycle at charts/cartodiagram/query.ts the table is built before that export is set.
 */
export const queryBuilders = {
  get big_number() {
    return bigNumberQuery;
  },
  get big_number_total() {
    return bigNumberTotalQuery;
  },
  get box_plot() {
    return boxPlotQuery;
  },
  get bubble() {
    return bubbleQuery;
  },
  get bubble_v2() {
    return bubbleV2Query;
  },
  get bullet() {
    return bulletQuery;
  },
  get cal_heatmap() {
    return calHeatmapQuery;
  },
  get cartodiagram() {
    return cartodiagramQuery;
  },
  get chord() {
    return chordQuery;
  },
  get compare() {
    return compareQuery;
  },
  get country_map() {
    return countryMapQuery;
  },
  get echarts_area() {
    return echartsAreaQuery;
  },
  get echarts_timeseries() {
    return echartsTimeseriesQuery;
  },
  get echarts_timeseries_bar() {
    return echartsTimeseriesBarQuery;
  },
  get echarts_timeseries_line() {
    return echartsTimeseriesLineQuery;
  },
  get echarts_timeseries_scatter() {
    return echartsTimeseriesScatterQuery;
  },
  get echarts_timeseries_smooth() {
    return echartsTimeseriesSmoothQuery;
  },
  get echarts_timeseries_step() {
    return echartsTimeseriesStepQuery;
  },
  get funnel() {
    return funnelQuery;
  },
  get gantt_chart() {
    return ganttChartQuery;
  },
  get gauge_chart() {
    return gaugeChartQuery;
  },
  get graph_chart() {
    return graphChartQuery;
  },
  get handlebars() {
    return handlebarsQuery;
  },
  get heatmap_v2() {
    return heatmapV2Query;
  },
  get histogram_v2() {
    return histogramV2Query;
  },
  get horizon() {
    return horizonQuery;
  },
  get mapbox() {
    return mapboxQuery;
  },
  get mixed_timeseries() {
    return mixedTimeseriesQuery;
  },
  get paired_ttest() {
    return pairedTtestQuery;
  },
  get para() {
    return paraQuery;
  },
  get partition() {
    return partitionQuery;
  },
  get pie() {
    return pieQuery;
  },
  get pivot_table_v2() {
    return pivotTableV2Query;
  },
  get pop_kpi() {
    return popKpiQuery;
  },
  get radar() {
    return radarQuery;
  },
  get rose() {
    return roseQuery;
  },
  get sankey_v2() {
    return sankeyV2Query;
  },
  get sunburst_v2() {
    return sunburstV2Query;
  },
  get table() {
    return tableQuery;
  },
  get time_pivot() {
    return timePivotQuery;
  },
  get time_table() {
    return timeTableQuery;
  },
  get tree_chart() {
    return treeChartQuery;
  },
  get treemap_v2() {
    return treemapV2Query;
  },
  get waterfall() {
    return waterfallQuery;
  },
  get word_cloud() {
    return wordCloudQuery;
  },
  get world_map() {
    return worldMapQuery;
  },
} satisfies Record<string, ChartQueryBuilder>;
