import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let salesId: number;

beforeAll(async () => {
  t = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '3000',
  });
  api = client(t.app, await tokenFor(t.app));
  salesId = (
    await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
  ).json().ids[0];
}, 60_000);
afterAll(async () => t.close());

const axis = {
  sqlExpression: 'order_date',
  label: 'order_date',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1Y',
  expressionType: 'SQL',
};
const qty = { expressionType: 'SQL', sqlExpression: 'SUM(quantity)', label: 'qty' };

describe('annotation layers (docs/query-object.md §7)', () => {
  it('runs a chart-sourced layer with its overrides and returns its records', async () => {
    const source = {
      datasource: { id: salesId, type: 'table' },
      queries: [{ columns: [axis], metrics: [qty], orderby: [[qty, true]] }],
      result_format: 'json',
      result_type: 'full',
    };
    const chartId = (
      await api.post('/api/v1/chart/', {
        slice_name: 'yearly qty',
        viz_type: 'echarts_timeseries_line',
        datasource_id: salesId,
        datasource_type: 'table',
        params: '{}',
        query_context: JSON.stringify(source),
      })
    ).json().id;
    const layer = {
      name: 'yearly',
      annotationType: 'TIME_SERIES',
      sourceType: 'line',
      value: chartId,
      show: true,
      showMarkers: false,
      overrides: { time_range: '2024-01-01 : 2025-01-01' },
    };
    const res = await api.post('/api/v1/chart/data', {
      datasource: { id: salesId, type: 'table' },
      queries: [{ columns: ['region'], metrics: [qty], annotation_layers: [layer] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json().result[0].annotation_data.yearly.records as {
      order_date: number;
      qty: number;
    }[];
    expect(records.map((r) => r.order_date)).toEqual([Date.UTC(2024, 0, 1)]);
    const all = (await api.post('/api/v1/chart/data', source)).json().result[0].data as {
      order_date: number;
      qty: number;
    }[];
    expect(records[0]!.qty).toBe(all.find((r) => r.order_date === Date.UTC(2024, 0, 1))!.qty);
  });

  it('answers the contract messages for unknown charts and native layers, and ignores formulas', async () => {
    const q = (layer: Record<string, unknown>) =>
      api.post('/api/v1/chart/data', {
        datasource: { id: salesId, type: 'table' },
        queries: [{ columns: ['region'], metrics: [qty], annotation_layers: [layer] }],
      });
    const missing = await q({
      name: 'ghost',
      annotationType: 'EVENT',
      sourceType: 'table',
      value: 99999,
      show: true,
      showMarkers: false,
    });
    expect(missing.json().message).toBe(
      "Chart with ID 99999 (referenced by annotation layer 'ghost') was not found. Please verify that the chart exists and is accessible.",
    );
    expect(
      (
        await q({
          name: 'n',
          annotationType: 'EVENT',
          sourceType: 'NATIVE',
          value: 7,
          show: true,
          showMarkers: false,
        })
      ).json().message,
    ).toBe('Annotation layer with ID 7 was not found');
    const formula = await q({
      name: 'f',
      annotationType: 'FORMULA',
      sourceType: '',
      value: 'x * 2',
      show: true,
      showMarkers: false,
    });
    expect(formula.statusCode).toBe(200);
    expect(formula.json().result[0].annotation_data).toEqual({});
  });
});
