import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartFixture, type ChartFixture } from './chart-test-fixture.ts';

// docs/query-object.md §5.1 post_processed: the pivot the browser shows, computed on the server (pivoted CSV).
describe('result_type post_processed', () => {
  let f: ChartFixture;
  beforeAll(async () => {
    f = await chartFixture();
  });
  afterAll(() => f.t.close());

  const pivotFormData = () => ({
    datasource: `${f.salesId}__table`,
    viz_type: 'pivot_table_v2',
    groupbyRows: ['region'],
    groupbyColumns: [],
    metrics: [
      {
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'amount' },
        label: 'total',
      },
      'count',
    ],
    aggregateFunction: 'Sum',
    rowTotals: true,
    colTotals: true,
    adhoc_filters: [],
  });

  it('answers the pivoted table as {column: {row: value}} with its row labels and totals', async () => {
    const res = await f.api.post('/api/v1/chart/data', {
      form_data: pivotFormData(),
      result_type: 'post_processed',
      result_format: 'json',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().result[0];
    expect(item.colnames).toEqual(['total', 'count', 'Total (Sum)']);
    expect(item.indexnames).toEqual(['APAC', 'EMEA', 'Total (Sum)']);
    expect(item.rowcount).toBe(3);
    expect(item.data).toEqual({
      total: { APAC: 20, EMEA: 14.5, 'Total (Sum)': 34.5 },
      count: { APAC: 1, EMEA: 2, 'Total (Sum)': 3 },
      'Total (Sum)': { APAC: 21, EMEA: 16.5, 'Total (Sum)': 37.5 },
    });
  });

  it('exports the pivot as CSV with the row labels first', async () => {
    const res = await f.api.post('/api/v1/chart/data', {
      form_data: pivotFormData(),
      result_type: 'post_processed',
      result_format: 'csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // Headers use verbose names, as every CSV export does (the saved count metric is COUNT(*)).
    expect(lines).toEqual([
      ',total,COUNT(*),Total (Sum)',
      'APAC,20,1,21',
      'EMEA,14.5,2,16.5',
      'Total (Sum),34.5,3,37.5',
    ]);
  });

  it('applies the table column formats and leaves other chart types as they are', async () => {
    const table = {
      datasource: `${f.salesId}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['region', 'amount'],
      adhoc_filters: [],
      order_by_cols: [JSON.stringify(['amount', true])],
      column_config: { amount: { d3NumberFormat: '.2f' } },
    };
    const res = await f.api.post('/api/v1/chart/data', {
      form_data: table,
      result_type: 'post_processed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].data.amount).toEqual({ 0: '4.00', 1: '10.50', 2: '20.00' });
    const pie = {
      datasource: `${f.salesId}__table`,
      viz_type: 'pie',
      groupby: ['region'],
      metric: 'count',
      adhoc_filters: [],
    };
    const other = (
      await f.api.post('/api/v1/chart/data', { form_data: pie, result_type: 'post_processed' })
    ).json().result[0];
    expect(Array.isArray(other.data)).toBe(true);
  });
});
