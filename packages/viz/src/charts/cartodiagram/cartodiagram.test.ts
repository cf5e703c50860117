// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { BIG_NUMBER_TOTAL_EXAMPLE, PIE_EXAMPLE, SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { project } from '../_geo/web-mercator.ts';
import { cartodiagramPlugin } from './index.ts';
import { chartSizeAt, parsePoint, transformCartodiagramProps as transformProps } from './transform-props.ts';
import { CartodiagramChart } from './CartodiagramChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = cartodiagramPlugin;

// Components draw through ECharts, which needs a real canvas: a stand-in instance records the option.
const fake = vi.hoisted(() => ({ chart: { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), on: vi.fn(), off: vi.fn(), getZr: () => ({ on: vi.fn(), off: vi.fn() }) } }));
vi.mock('echarts/core', () => ({ init: () => fake.chart, use: () => undefined, registerMap: () => undefined }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a chart component into a detached div and returns it (unmounted after `check`). */
async function renderChart<P extends object>(component: (props: P) => ReactElement | null, props: P, check: (container: HTMLDivElement) => void) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(component, props)));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  check(container);
  await act(async () => root.unmount());
}
const BASE = {
  datasource: '22__table',
  viz_type: 'cartodiagram',
  // The selected chart as Superset saves it: JSON text whose params are JSON text too (Pie.yaml params).
  selected_chart: JSON.stringify({ id: 7, slice_name: 'Pie', viz_type: 'pie', params: JSON.stringify(PIE_EXAMPLE) }),
  geom_column: 'geom',
};
const parse = (overrides: Record<string, unknown> = {}) => formDataSchema.parse({ ...BASE, ...overrides });
const TILES = { tile_url: 'https://tiles.example/{z}/{x}/{y}.png?key={token}', tile_token: 't0k' };

describe('cartodiagram buildQuery', () => {
  it("delegates to the selected pie's buildQuery with the geometry column prepended to its groupby", () => {
    const request = buildQuery(parse({ extra_form_data: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] } }));
    expect(request.queries).toEqual([
      {
        filters: [
          { col: 'deal_size', op: 'IN', val: ['Small'] },
          { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' },
        ],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['geom', 'product_line'],
        metrics: [SUM_SALES_METRIC],
        orderby: [[SUM_SALES_METRIC, false]],
        annotation_layers: [],
        row_limit: 100,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        post_processing: [{ operation: 'contribution', options: { columns: ['SUM(sales)'], rename_columns: ['SUM(sales)__contribution'] } }],
      },
    ]);
    expect(request.form_data?.viz_type).toBe('pie');
    expect(request.datasource).toEqual({ id: 22, type: 'table' });
  });

  it('refuses a missing chart, a missing geometry column and unknown types', () => {
    expect(() => buildQuery(parse({ selected_chart: null }))).toThrow('Select a chart to show on the map');
    expect(() => buildQuery(parse({ geom_column: null }))).toThrow('Select the geometry column');
    expect(() => buildQuery(parse({ selected_chart: { viz_type: 'nope', params: {} } }))).toThrow('Unsupported viz_type: nope');
  });
});

const PARIS = '{"type":"Point","coordinates":[2.3522,48.8566]}';
const BERLIN = '{"type":"Point","coordinates":[13.405,52.52]}';
const RESULT = chartDataResult(
  [
    ['geom', 1],
    ['product_line', 1],
    ['SUM(sales)', 0],
  ],
  [
    [PARIS, 'Ships', 10],
    [PARIS, 'Planes', 20],
    [BERLIN, 'Ships', 5],
    ['not a point', 'Ships', 1],
  ],
);

describe('cartodiagram transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) => transformProps({ formData: parse({ ...TILES, ...overrides }), queriesData: [RESULT], width: 800, height: 600 });

  it('shows a clear message instead of a blank box without a tile URL and token', () => {
    const p = transformProps({ formData: parse({ tile_url: TILES.tile_url }), queriesData: [RESULT], width: 800, height: 600 });
    expect(p.message).toBe('Map tiles are not configured: set a tile URL and token');
    expect(p.locations).toEqual([]);
  });

  it('groups rows by geometry and centres one chart box per location on the fitted map', () => {
    const p = transform();
    expect(p.message).toBeUndefined();
    expect(p.chart).toEqual({ vizType: 'pie', params: PIE_EXAMPLE });
    expect(p.locations.map((l) => [l.key, l.rows.length])).toEqual([
      [PARIS, 2],
      [BERLIN, 1],
    ]);
    const [paris, berlin] = p.locations;
    expect(paris.left + 50).toBeLessThan(berlin.left + 50);
    expect(paris.top + 50).toBeGreaterThan(berlin.top + 50);
    // Both centres sit symmetrically around the chart centre (the viewport fits their bounds).
    expect(paris.left + 50 + berlin.left + 50).toBeCloseTo(800);
    expect(p.tiles[0].url).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png\?key=t0k$/);
    expect(p.background).toBe('rgba(255,255,255,0.2)');
  });

  it('uses the first XYZ layer and a custom view when saved', () => {
    const p = transform({ layer_configs: [{ type: 'WMS', url: 'https://wms.example' }, { type: 'XYZ', url: 'https://osm.example/{z}/{x}/{y}.png' }], map_view: { mode: 'CUSTOM', zoom: 4, lon: 2.3522, lat: 48.8566 } });
    const [x, y] = project(2.3522, 48.8566, 4);
    expect(p.tiles).toContainEqual({ url: `https://osm.example/4/${Math.floor(x / 256)}/${Math.floor(y / 256)}.png`, left: Math.floor(x / 256) * 256 - (x - 400), top: Math.floor(y / 256) * 256 - (y - 300) });
    expect(p.locations[0]).toMatchObject({ left: 350, top: 250 });
  });

  it('sizes charts per zoom: fixed, linear, exponential or a saved value', () => {
    const configs = { zoom: 6, width: 100, height: 80, slope: 30, exponent: 2 };
    expect(chartSizeAt({ type: 'FIXED', configs }, 9)).toEqual({ width: 100, height: 80 });
    expect(chartSizeAt({ type: 'LINEAR', configs }, 8)).toEqual({ width: 160, height: 140 });
    expect(chartSizeAt({ type: 'EXP', configs }, 7)).toEqual({ width: 200, height: 160 });
    expect(chartSizeAt({ type: 'EXP', configs, values: { '7': { width: 42, height: 24 } } }, 7)).toEqual({ width: 42, height: 24 });
  });

  it('reads GeoJSON points only', () => {
    expect(parsePoint(BERLIN)).toEqual([13.405, 52.52]);
    expect(parsePoint('{"type":"LineString","coordinates":[[0,0],[1,1]]}')).toBeUndefined();
    expect(parsePoint('nonsense')).toBeUndefined();
  });
});

describe('cartodiagram control panel', () => {
  it('reads defaults from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'map_view')?.default).toEqual({ mode: 'FIT_DATA' });
    expect(controls.find((c) => c.name === 'chart_background_border_radius')?.default).toBe(10);
  });
});

describe('CartodiagramChart', () => {
  it('shows the configuration message in place of the map', async () => {
    const props = transformProps({ formData: parse(), queriesData: [RESULT], width: 400, height: 300 });
    await renderChart(CartodiagramChart, props, (container) => {
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Map tiles are not configured: set a tile URL and token');
    });
  });

  it('places one box per location over the tiles', async () => {
    const props = transformProps({ formData: parse(TILES), queriesData: [RESULT], width: 400, height: 300 });
    await renderChart(CartodiagramChart, props, (container) => {
      expect(container.querySelectorAll('img')).toHaveLength(props.tiles.length);
      expect(Array.from(container.querySelectorAll('div[title]')).map((d) => d.getAttribute('title'))).toEqual(['48.8566, 2.3522', '52.5200, 13.4050']);
    });
  });

  it("draws the selected chart at every location through its lazily loaded transform and component", async () => {
    const selected = JSON.stringify({ id: 8, slice_name: 'Orders', viz_type: 'big_number_total', params: JSON.stringify(BIG_NUMBER_TOTAL_EXAMPLE) });
    const counts = chartDataResult(
      [
        ['geom', 1],
        ['count', 0],
      ],
      [
        [PARIS, 30],
        [BERLIN, 5],
      ],
    );
    const props = transformProps({ formData: parse({ ...TILES, selected_chart: selected }), queriesData: [counts], width: 400, height: 300 });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(CartodiagramChart, props)));
    // The registry, the chart's transform and its component all arrive through import(): wait inside act.
    const boxes = () => Array.from(container.querySelectorAll('div[title]')).map((box) => [box.getAttribute('title'), box.textContent]);
    for (let waited = 0; waited < 10_000 && boxes().some(([, text]) => !text); waited += 20) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    expect(boxes()).toEqual([
      ['48.8566, 2.3522', '30'],
      ['52.5200, 13.4050', '5'],
    ]);
    await act(async () => root.unmount());
  });
});
