// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { horizonPlugin } from './index.ts';
import {
  HORIZON_COLORS,
  bandFill,
  transformHorizonProps as transformProps,
} from './transform-props.ts';
import { HorizonChart } from './HorizonChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = horizonPlugin;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a chart component into a detached div and returns it (unmounted after `check`). */
async function renderChart<P extends object>(
  component: (props: P) => ReactElement | null,
  props: P,
  check: (container: HTMLDivElement) => void,
) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(component, props)));
  check(container);
  await act(async () => root.unmount());
}

/** Vehicle Sales/Seasonality_of_Revenue_per_Product_Line.yaml (params, verbatim). */
const SEASONALITY_EXAMPLE = {
  adhoc_filters: [],
  datasource: '23__table',
  granularity_sqla: 'order_date',
  groupby: ['product_line'],
  horizon_color_scale: 'series',
  metrics: [
    {
      aggregate: 'SUM',
      column: {
        column_name: 'sales',
        description: null,
        expression: null,
        filterable: true,
        groupby: true,
        id: 917,
        is_dttm: false,
        optionName: '_col_Sales',
        python_date_format: null,
        type: 'DOUBLE PRECISION',
        verbose_name: null,
      },
      expressionType: 'SIMPLE',
      hasCustomLabel: false,
      isNew: false,
      label: '(Sales)',
      optionName: 'metric_e3kxby3hnjs_nfd4adbcnsn',
      sqlExpression: null,
    },
  ],
  order_desc: true,
  queryFields: { groupby: 'groupby', metrics: 'metrics' },
  row_limit: null,
  series_height: '25',
  slice_id: 2811,
  time_range: 'No filter',
  url_params: {},
  viz_type: 'horizon',
  annotation_layers: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...SEASONALITY_EXAMPLE, ...overrides });

describe('horizon buildQuery', () => {
  it('Seasonality_of_Revenue_per_Product_Line.yaml: a legacy time series on order_date grouped by product line', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        time_range: 'No filter',
        granularity: 'order_date',
        filters: [],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['product_line'],
        metrics: [SEASONALITY_EXAMPLE.metrics[0]],
        annotation_layers: [],
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        is_timeseries: true,
      },
    ]);
  });

  it('keeps the series limit and its sort metric', () => {
    const [query] = buildQuery(
      parse({ limit: 5, timeseries_limit_metric: 'count', row_limit: 1000 }),
    ).queries;
    expect(query).toMatchObject({ series_limit: 5, series_limit_metric: 'count', row_limit: 1000 });
  });
});

// The saved adhoc metric carries the label '(Sales)', which names its result column.
const METRIC = '(Sales)';
const RESULT = chartDataResult(
  [
    ['__timestamp', 2],
    ['product_line', 1],
    [METRIC, 0],
  ],
  [
    [utc(2003, 2), 'Ships', 50],
    [utc(2003, 1), 'Ships', 100],
    [utc(2003, 1), 'Classic Cars', 400],
    [utc(2003, 2), 'Classic Cars', -200],
    [utc(2003, 3), 'Classic Cars', null],
  ],
);

describe('horizon transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 600, height: 300 });

  it('reshapes long rows into series sorted by key and time, scaled to 4 bands per series', () => {
    const p = transform();
    expect(p.seriesHeight).toBe(25);
    expect(p.colors).toBe(HORIZON_COLORS);
    expect(p.rows).toEqual([
      { label: 'Classic Cars', scaled: [4, -2, null] },
      { label: 'Ships', scaled: [4, 2] },
    ]);
  });

  it('uses one extent for all series with overall, and the change from the first point with change', () => {
    expect(transform({ horizon_color_scale: 'overall' }).rows.map((r) => r.scaled)).toEqual([
      [4, -2, null],
      [1, 0.5],
    ]);
    expect(transform({ horizon_color_scale: 'change' }).rows.map((r) => r.scaled)).toEqual([
      [0, -4, null],
      [0, -4],
    ]);
  });

  it('divides by the total of each timestamp with contribution', () => {
    // Shares: Classic Cars 400/500 = 0.8, -200/-150 = 1.33; Ships 100/500 = 0.2, 50/-150 = -0.33; extent 1.33.
    const [cars, ships] = transform({
      contribution: true,
      horizon_color_scale: 'overall',
    }).rows.map((r) => r.scaled);
    expect(cars[0]).toBeCloseTo(2.4);
    expect(cars[1]).toBeCloseTo(4);
    expect(cars[2]).toBeNull();
    expect(ships[0]).toBeCloseTo(0.6);
    expect(ships[1]).toBeCloseTo(-1);
  });

  it('prefixes the metric to series names when there are several metrics', () => {
    const rows = transformProps({
      formData: parse({ metrics: ['count', METRIC] }),
      queriesData: [
        chartDataResult(
          [
            ['__timestamp', 2],
            ['product_line', 1],
            ['count', 0],
            [METRIC, 0],
          ],
          [[utc(2003, 1), 'Ships', 3, 30]],
        ),
      ],
      width: 600,
      height: 300,
    }).rows;
    expect(rows.map((r) => r.label)).toEqual(['(Sales), Ships', 'count, Ships']);
  });

  it('fills each band by the part of the value above the lower bands', () => {
    expect([0, 1, 2, 3].map((band) => bandFill(2.5, band))).toEqual([1, 1, 0.5, 0]);
    expect([0, 1, 2, 3].map((band) => bandFill(-0.25, band))).toEqual([0.25, 0, 0, 0]);
  });
});

describe('horizon control panel', () => {
  it('reads defaults from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'series_height')?.default).toBe(25);
    expect(controls.find((c) => c.name === 'horizon_color_scale')?.default).toBe('series');
    expect(controls.find((c) => c.name === 'contribution')?.default).toBe(false);
  });
});

describe('HorizonChart', () => {
  it('draws one labelled canvas row per series, filling the bands of each point', async () => {
    const fills: [string, number, number, number, number][] = [];
    const context = {
      fillStyle: '',
      clearRect: vi.fn(),
      fillRect: (x: number, y: number, w: number, h: number) =>
        fills.push([String(context.fillStyle), x, y, w, h]),
    };
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    const props = transformProps({
      formData: parse({ series_height: 20 }),
      queriesData: [RESULT],
      width: 300,
      height: 100,
    });
    await renderChart(HorizonChart, props, (container) => {
      expect(Array.from(container.querySelectorAll('span')).map((s) => s.textContent)).toEqual([
        'Classic Cars',
        'Ships',
      ]);
      // Ships: two points over 150px each, both in the first band (4 and 2 band units): 4 full bands, then 2.
      const ships = fills.slice(-6);
      expect(ships.map(([color]) => color)).toEqual([
        HORIZON_COLORS[4],
        HORIZON_COLORS[4],
        HORIZON_COLORS[5],
        HORIZON_COLORS[5],
        HORIZON_COLORS[6],
        HORIZON_COLORS[7],
      ]);
      expect(ships[0]).toEqual([HORIZON_COLORS[4], 0, 0, 151, 20]);
    });
    getContext.mockRestore();
  });
});
