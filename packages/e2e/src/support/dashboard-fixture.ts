import type { APIRequestContext } from 'playwright-core';
import { createChartViaApi, datasetIdByName } from '../pages/dashboard-page.ts';

export const BAR = 'Sales by region, bars';
export const TOTAL = 'Total sales';
export const PIE = 'Sales by product line';
const SUM_SALES = {
  expressionType: 'SIMPLE',
  column: { column_name: 'sales' },
  aggregate: 'SUM',
  label: 'SUM(sales)',
};
const IN_2024 = [
  {
    clause: 'WHERE',
    subject: 'order_date',
    operator: 'TEMPORAL_RANGE',
    comparator: '2024-01-01 : 2025-01-01',
    expressionType: 'SIMPLE',
  },
];

/** Three charts of 2024's sales (a bar chart by region, a big number, a pie): name -> id. */
export async function createSalesCharts(
  request: APIRequestContext,
  url: string,
): Promise<Record<string, number>> {
  const datasetId = await datasetIdByName(request, url, 'sales');
  const datasource = `${datasetId}__table`;
  return {
    [BAR]: await createChartViaApi(request, url, BAR, {
      datasource,
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'order_date',
      time_grain_sqla: 'P1Y',
      metrics: [SUM_SALES],
      groupby: ['region'],
      adhoc_filters: IN_2024,
      row_limit: 10000,
    }),
    [TOTAL]: await createChartViaApi(request, url, TOTAL, {
      datasource,
      viz_type: 'big_number_total',
      metric: SUM_SALES,
      adhoc_filters: IN_2024,
    }),
    [PIE]: await createChartViaApi(request, url, PIE, {
      datasource,
      viz_type: 'pie',
      groupby: ['product_line'],
      metric: SUM_SALES,
      adhoc_filters: IN_2024,
      row_limit: 100,
    }),
  };
}
