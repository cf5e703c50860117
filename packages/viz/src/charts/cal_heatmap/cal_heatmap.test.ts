// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { interpolateHcl } from '../../echarts/hcl.ts';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { calHeatmapPlugin } from './index.ts';
import {
  EMPTY_CELL_COLOR,
  addTime,
  truncateTime,
  transformCalHeatmapProps as transformProps,
} from './transform-props.ts';
import { CalHeatmapChart } from './CalHeatmapChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = calHeatmapPlugin;

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
const BASE = {
  datasource: '22__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'order_date',
  time_range: '2003-01-01 : 2003-03-01',
  metrics: ['count', 'SUM(sales)'],
  adhoc_filters: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BASE, ...overrides });

describe('cal_heatmap buildQuery', () => {
  it('asks for a time series of the metrics at the grain of the cell granularity', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        time_range: '2003-01-01 : 2003-03-01',
        granularity: 'order_date',
        filters: [],
        extras: { having: '', where: '', time_grain_sqla: 'P1D' },
        applied_time_extras: {},
        columns: [],
        metrics: ['count', 'SUM(sales)'],
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

  it.each([
    ['min', 'PT1M'],
    ['hour', 'PT1H'],
    ['week', 'P1W'],
    ['month', 'P1M'],
  ])('forces the grain %s -> %s', (subdomain, grain) => {
    expect(
      buildQuery(parse({ subdomain_granularity: subdomain, domain_granularity: 'year' })).queries[0]
        .extras?.time_grain_sqla,
    ).toBe(grain);
  });
});

const RESULT = chartDataResult(
  [
    ['__timestamp', 2],
    ['count', 0],
    ['SUM(sales)', 0],
  ],
  [
    [utc(2003, 1, 6), 10, 1000],
    [utc(2003, 1, 7), 20, null],
    [utc(2003, 2, 3), 30, 500],
    [utc(2003, 2, 3, 12), 5, 0],
  ],
  { from_dttm: utc(2003, 1, 1), to_dttm: utc(2003, 3, 1) },
);

describe('cal_heatmap transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}, result = RESULT) =>
    transformProps({ formData: parse(overrides), queriesData: [result], width: 600, height: 400 });

  it('lays out one month per domain with a cell per day, by week column and weekday row', () => {
    const [count] = transform().calendars;
    expect(count.cells).toHaveLength(31 + 28);
    const cell = (t: number) => count.cells.find((c) => c.time === t);
    // 2003-01-01 is a Wednesday in the week starting Monday 2002-12-30; cells are 10px + 2px padding.
    expect(cell(utc(2003, 1, 1))).toMatchObject({
      x: 0,
      y: 20 + 2 * 12,
      value: null,
      color: EMPTY_CELL_COLOR,
    });
    expect(cell(utc(2003, 1, 6))).toMatchObject({ x: 12, y: 20, value: 10 });
    // February starts after January's 5 week columns and a 10px gutter; 2003-02-01 is a Saturday.
    expect(cell(utc(2003, 2, 1))).toMatchObject({ x: 70, y: 20 + 5 * 12 });
    expect(cell(utc(2003, 2, 3))).toMatchObject({ x: 82, y: 20, value: 35 });
    expect(count.domainLabels.map((l) => [l.x, l.text])).toEqual([
      [0, 'Jan 2003'],
      [70, 'Feb 2003'],
    ]);
  });

  it('colours cells by the first of `steps` thresholds they do not exceed, per metric', () => {
    const [count, sales] = transform({
      steps: 3,
      y_axis_format: ',d',
      x_axis_time_format: '%Y-%m-%d',
    }).calendars;
    expect(count.legend).toEqual([
      // Three colours spread through superset_seq_1: first stop, halfway (between stops 5 and 6), last stop.
      { color: '#F4FAD4', label: '10' },
      { color: interpolateHcl('#63C1BF', '#1FA8C9')(0.5), label: '23' },
      { color: '#050415', label: '35' },
    ]);
    const colorAt = (t: number) => count.cells.find((c) => c.time === t)?.color;
    expect([colorAt(utc(2003, 1, 6)), colorAt(utc(2003, 1, 7)), colorAt(utc(2003, 2, 3))]).toEqual(
      count.legend.map((l) => l.color),
    );
    expect(sales.title).toBe('SUM(sales)');
    expect(sales.cells.find((c) => c.time === utc(2003, 1, 6))).toMatchObject({
      value: 1000,
      color: '#050415',
      title: '1,000 on 2003-01-06',
    });
    expect(sales.cells.find((c) => c.time === utc(2003, 1, 7))?.value).toBeNull();
  });

  it('writes values in cells with show_values and hides titles and legend when asked', () => {
    const [count] = transform({
      show_values: true,
      show_metric_name: false,
      show_legend: false,
    }).calendars;
    expect(count.cells.find((c) => c.time === utc(2003, 1, 6))).toMatchObject({ y: 0, text: '10' });
    expect(count.title).toBeUndefined();
    expect(count.legend).toEqual([]);
  });

  it('uses month cells in year domains and hour cells in 6-row columns', () => {
    const [months] = transform({
      domain_granularity: 'year',
      subdomain_granularity: 'month',
    }).calendars;
    expect(months.cells.map((c) => c.x)).toEqual(Array.from({ length: 12 }, (_, i) => i * 12));
    expect(months.cells[0]).toMatchObject({ time: utc(2003, 1), value: 30 });
    const hourly = chartDataResult(
      [
        ['__timestamp', 2],
        ['count', 0],
      ],
      [[utc(2003, 1, 1, 7), 4]],
      { from_dttm: utc(2003, 1, 1), to_dttm: utc(2003, 1, 2) },
    );
    const [hours] = transform(
      { domain_granularity: 'day', subdomain_granularity: 'hour', metrics: ['count'] },
      hourly,
    ).calendars;
    expect(hours.cells).toHaveLength(24);
    expect(hours.cells.find((c) => c.time === utc(2003, 1, 1, 7))).toMatchObject({
      x: 12,
      y: 20 + 12,
      value: 4,
    });
  });

  it('needs both time bounds and a subdomain finer than the domain', () => {
    expect(transform({}, { ...RESULT, from_dttm: null }).error).toBe(
      'Please provide both time bounds (Since and Until)',
    );
    expect(transform({ domain_granularity: 'week', subdomain_granularity: 'month' }).error).toBe(
      'The subdomain granularity must be finer than the domain granularity',
    );
  });

  it('truncates and moves times in UTC with Monday weeks', () => {
    expect(truncateTime(utc(2003, 1, 1, 13), 'week')).toBe(utc(2002, 12, 30));
    expect(addTime(utc(2003, 1, 31), 'month', 1)).toBe(utc(2003, 3, 3));
    expect(addTime(utc(2003, 12, 1), 'month', 1)).toBe(utc(2004, 1, 1));
  });
});

describe('cal_heatmap control panel', () => {
  it('reads defaults from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'domain_granularity')?.default).toBe('month');
    expect(controls.find((c) => c.name === 'subdomain_granularity')?.default).toBe('day');
    expect(controls.find((c) => c.name === 'steps')?.default).toBe(10);
  });
});

describe('CalHeatmapChart', () => {
  it('draws one SVG calendar per metric with a rect per cell, or the error text', async () => {
    const props = transformProps({
      formData: parse({ steps: 3 }),
      queriesData: [RESULT],
      width: 600,
      height: 400,
    });
    await renderChart(CalHeatmapChart, props, (container) => {
      const svgs = container.querySelectorAll('svg');
      expect(svgs).toHaveLength(2);
      // 59 day cells and 3 legend swatches.
      expect(svgs[0].querySelectorAll('rect')).toHaveLength(59 + 3);
      expect(svgs[0].querySelector('text')?.textContent).toBe('count');
    });
    await renderChart(
      CalHeatmapChart,
      transformProps({
        formData: parse(),
        queriesData: [{ ...RESULT, to_dttm: null }],
        width: 600,
        height: 400,
      }),
      (container) => {
        expect(container.querySelector('[role="alert"]')?.textContent).toBe(
          'Please provide both time bounds (Since and Until)',
        );
      },
    );
  });
});
