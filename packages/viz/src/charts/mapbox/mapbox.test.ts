// @vitest-environment jsdom
import type { ScatterSeriesOption } from 'echarts';
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { COUNT_METRIC } from './build-query.ts';
import { mapboxPlugin } from './index.ts';
import { TILES_NOT_CONFIGURED, project } from '../_geo/web-mercator.ts';
import { clusterPoints, tileUrlTemplate, transformMapboxProps as transformProps } from './transform-props.ts';
import { MapboxChart } from './MapboxChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = mapboxPlugin;

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
const BASE = { datasource: '3__table', viz_type: 'mapbox', all_columns_x: 'LON', all_columns_y: 'LAT', adhoc_filters: [] };
const parse = (overrides: Record<string, unknown> = {}) => formDataSchema.parse({ ...BASE, ...overrides });
const TILES = { tile_url: 'https://tiles.example/{z}/{x}/{y}.png?key={token}', mapbox_api_key: 'secret' };

describe('mapbox buildQuery', () => {
  it('selects the sorted set of longitude, latitude, label and radius columns as raw records', () => {
    expect(buildQuery(parse({ mapbox_label: ['price'], point_radius: 'size' })).queries).toEqual([
      {
        filters: [],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['LAT', 'LON', 'price', 'size'],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('queries distinct groups, counting them for a count label', () => {
    const [query] = buildQuery(parse({ groupby: ['LON', 'LAT'], mapbox_label: ['count'] })).queries;
    expect(query).toMatchObject({ columns: ['LON', 'LAT'], metrics: [COUNT_METRIC] });
  });
});

describe('mapbox tiles configuration', () => {
  it('shows a clear message instead of a blank box without a tile URL and token', () => {
    const p = transformProps({ formData: parse(), queriesData: [chartDataResult([], [])], width: 400, height: 300 });
    expect(p.message).toBe(TILES_NOT_CONFIGURED);
    expect(p.tiles).toEqual([]);
    expect(transformProps({ formData: parse({ tile_url: TILES.tile_url }), queriesData: [], width: 400, height: 300 }).message).toBe(TILES_NOT_CONFIGURED);
  });

  it('fills the token into the tile URL, or builds Mapbox raster tiles from the style', () => {
    expect(tileUrlTemplate({ ...TILES, mapbox_style: '' })).toBe('https://tiles.example/{z}/{x}/{y}.png?key=secret');
    expect(tileUrlTemplate({ tile_url: 'https://tile.osm.example/{z}/{x}/{y}.png', mapbox_style: '' })).toBe('https://tile.osm.example/{z}/{x}/{y}.png');
    expect(tileUrlTemplate({ mapbox_api_key: 'pk.1', mapbox_style: 'mapbox://styles/mapbox/dark-v9' })).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/dark-v9/tiles/256/{z}/{x}/{y}?access_token=pk.1',
    );
  });
});

const RESULT = chartDataResult(
  [
    ['LON', 0],
    ['LAT', 0],
    ['price', 0],
  ],
  [
    [-122.4194, 37.7749, 10],
    [-122.4195, 37.775, 30],
    [-122.2712, 37.8044, 5],
  ],
);

describe('mapbox transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) => transformProps({ formData: parse({ ...TILES, ...overrides }), queriesData: [RESULT], width: 800, height: 600 });

  it('fits the viewport to the points, clusters close ones and aggregates the label', () => {
    const p = transform({ mapbox_label: ['price'], pandas_aggfunc: 'mean' });
    expect(p.message).toBeUndefined();
    expect(p.points).toHaveLength(2);
    expect(p.points.map((pt) => [pt.count, pt.label])).toEqual([
      [2, 20],
      [1, 5],
    ]);
    for (const pt of p.points) {
      expect(pt.x).toBeGreaterThan(0);
      expect(pt.x).toBeLessThan(800);
      expect(pt.y).toBeGreaterThan(0);
      expect(pt.y).toBeLessThan(600);
    }
    // San Francisco lies west of Oakland on screen.
    expect(p.points[0].x).toBeLessThan(p.points[1].x);
    expect((p.option.series as ScatterSeriesOption[])[0].data).toHaveLength(2);
  });

  it('covers the chart with the tiles of the fitted zoom level', () => {
    const p = transform();
    const zoom = Number(/example\/(\d+)\//.exec(p.tiles[0].url)?.[1]);
    expect(zoom).toBe(Math.floor(Math.log2((800 * 0.9) / (project(-122.2712, 0, 0)[0] - project(-122.4195, 0, 0)[0]))));
    const [cx] = project(-122.4194, 37.7749, zoom);
    expect(p.tiles.some((t) => t.url.includes(`/${zoom}/${Math.floor(cx / 256)}/`))).toBe(true);
    expect(Math.min(...p.tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.max(...p.tiles.map((t) => t.left + 256))).toBeGreaterThanOrEqual(800);
  });

  it('keeps every point with clustering off and converts kilometre radii to pixels', () => {
    const rows = chartDataResult([['LON', 0], ['LAT', 0], ['r', 0]], [[0, 0, 1]]);
    const p = transformProps({ formData: parse({ ...TILES, clustering_radius: 0, point_radius: 'r', point_radius_unit: 'Kilometers', viewport_zoom: 10 }), queriesData: [rows], width: 400, height: 400 });
    expect(p.points).toEqual([{ x: 200, y: 200, count: 1, radius: 1000 / (156543.03392 / 1024) }]);
  });

  it('reports the group-by rules of the legacy chart', () => {
    expect(transform({ mapbox_label: ['count'] }).message).toBe("Must have a [Group By] column to have 'count' as the [Label]");
    expect(transform({ groupby: ['LON'] }).message).toBe('[Longitude] and [Latitude] columns must be present in [Group By]');
  });

  it('clusters points within the radius only', () => {
    const clusters = clusterPoints(
      [
        { x: 0, y: 0, radius: 5 },
        { x: 10, y: 0, radius: 5 },
        { x: 100, y: 0, radius: 5, label: 3 },
      ],
      20,
      'sum',
    );
    expect(clusters.map((c) => [c.x, c.count])).toEqual([
      [5, 2],
      [100, 1],
    ]);
    expect(clusters[1]).toMatchObject({ label: 3, radius: 5 });
  });
});

describe('mapbox control panel', () => {
  it('reads defaults from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'clustering_radius')?.default).toBe(60);
    expect(controls.find((c) => c.name === 'mapbox_style')?.default).toBe('mapbox://styles/mapbox/light-v9');
    expect(controls.find((c) => c.name === 'mapbox_color')?.default).toBe('rgb(0, 139, 139)');
  });
});

describe('MapboxChart', () => {
  it('shows the configuration message in place of the map', async () => {
    const props = transformProps({ formData: parse(), queriesData: [RESULT], width: 400, height: 300 });
    await renderChart(MapboxChart, props, (container) => {
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Map tiles are not configured: set a tile URL and token');
      expect(container.querySelector('img')).toBeNull();
    });
  });

  it('lays the tiles under the points once configured', async () => {
    const props = transformProps({ formData: parse(TILES), queriesData: [RESULT], width: 400, height: 300 });
    await renderChart(MapboxChart, props, (container) => {
      const sources = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
      expect(sources).toEqual(props.tiles.map((t) => t.url));
      expect(fake.chart.setOption).toHaveBeenCalledWith(props.option, { notMerge: true });
    });
  });
});
