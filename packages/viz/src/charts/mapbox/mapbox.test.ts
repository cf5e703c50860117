// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { TILES_NOT_CONFIGURED, project, unproject } from '../_geo/web-mercator.ts';
import { COUNT_METRIC } from './build-query.ts';
import { mapboxPlugin } from './index.ts';
import { MapboxChart } from './MapboxChart.tsx';
import {
  clusterPoints,
  layoutPoints,
  pointAt,
  pointTooltipLines,
  tileUrlTemplate,
  transformMapboxProps as transformProps,
  viewportControlValues,
  type MapboxChartProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = mapboxPlugin;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE = {
  datasource: '3__table',
  viz_type: 'mapbox',
  all_columns_x: 'LON',
  all_columns_y: 'LAT',
  adhoc_filters: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BASE, ...overrides });
const TILES = {
  tile_url: 'https://tiles.example/{z}/{x}/{y}.png?key={token}',
  mapbox_api_key: 'secret',
};

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
    const p = transformProps({
      formData: parse(),
      queriesData: [chartDataResult([], [])],
      width: 400,
      height: 300,
    });
    expect(p.message).toBe(TILES_NOT_CONFIGURED);
    expect(p.tileUrl).toBeUndefined();
    expect(
      transformProps({
        formData: parse({ tile_url: TILES.tile_url }),
        queriesData: [],
        width: 400,
        height: 300,
      }).message,
    ).toBe(TILES_NOT_CONFIGURED);
  });

  it('fills the token into the tile URL, or builds Mapbox raster tiles from the style', () => {
    expect(tileUrlTemplate({ ...TILES, mapbox_style: '' })).toBe(
      'https://tiles.example/{z}/{x}/{y}.png?key=secret',
    );
    expect(
      tileUrlTemplate({ tile_url: 'https://tile.osm.example/{z}/{x}/{y}.png', mapbox_style: '' }),
    ).toBe('https://tile.osm.example/{z}/{x}/{y}.png');
    expect(
      tileUrlTemplate({ mapbox_api_key: 'pk.1', mapbox_style: 'mapbox://styles/mapbox/dark-v9' }),
    ).toBe(
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
    [null, 37.8, 1],
  ],
);
const KM = { clusteringRadius: 0, aggregator: 'sum', radiusUnit: 'Kilometers' } as const;

describe('mapbox transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({
      formData: parse({ ...TILES, ...overrides }),
      queriesData: [RESULT],
      width: 800,
      height: 600,
    });

  it('keeps the located rows as points and fits the first view to their bounds', () => {
    const p = transform({ mapbox_label: ['price'] });
    expect(p.message).toBeUndefined();
    expect(p.tileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png?key=secret');
    expect(p.points).toEqual([
      { lng: -122.4194, lat: 37.7749, label: 10 },
      { lng: -122.4195, lat: 37.775, label: 30 },
      { lng: -122.2712, lat: 37.8044, label: 5 },
    ]);
    expect(p.view.zoom).toBe(
      Math.floor(
        Math.log2((800 * 0.9) / (project(-122.2712, 0, 0)[0] - project(-122.4195, 0, 0)[0])),
      ),
    );
    expect(p.view.lng).toBeCloseTo((-122.4195 + -122.2712) / 2, 6);
    expect(p.view.lat).toBeGreaterThan(37.7749);
    expect(p.view.lat).toBeLessThan(37.8044);
  });

  it('clusters close points per zoom level and aggregates their label', () => {
    const p = transform({ mapbox_label: ['price'], pandas_aggfunc: 'mean' });
    const clusters = layoutPoints(p.points, p.view.zoom, p);
    expect(clusters.map((c) => [c.count, c.label])).toEqual([
      [2, 20],
      [1, 5],
    ]);
    // Zoomed in far enough (about 30 px apart at zoom 18), the two San Francisco points separate.
    expect(layoutPoints(p.points, 18, { ...p, clusteringRadius: 20 }).map((c) => c.count)).toEqual([
      1, 1, 1,
    ]);
    expect(pointTooltipLines(clusters[0], 'price')).toEqual(['2 points', 'price: 20']);
  });

  it('converts kilometre radii to pixels at the latitude and zoom', () => {
    expect(layoutPoints([{ lng: 0, lat: 0, radius: 1 }], 10, KM)).toEqual([
      { x: 131072, y: 131072, count: 1, radius: 1000 / (156543.03392 / 1024) },
    ]);
    expect(layoutPoints([{ lng: 0, lat: 60, radius: 1 }], 10, KM)[0].radius).toBeCloseTo(
      (2 * 1000) / (156543.03392 / 1024),
      6,
    );
    expect(
      layoutPoints([{ lng: 0, lat: 0, radius: 7 }], 3, { ...KM, radiusUnit: 'Pixels' })[0].radius,
    ).toBe(7);
  });

  it('reports the group-by rules of the legacy chart', () => {
    expect(transform({ mapbox_label: ['count'] }).message).toBe(
      "Must have a [Group By] column to have 'count' as the [Label]",
    );
    expect(transform({ groupby: ['LON'] }).message).toBe(
      '[Longitude] and [Latitude] columns must be present in [Group By]',
    );
    expect(transform({ groupby: ['LON', 'LAT'], point_radius: 'size' }).message).toBe(
      'Choice of [Point Radius] must be present in [Group By]',
    );
  });

  it('writes a moved view back to the viewport controls, only when the host can', () => {
    const setControlValue = vi.fn();
    const p = transformProps({
      formData: parse(TILES),
      queriesData: [RESULT],
      width: 800,
      height: 600,
      hooks: { setControlValue },
    });
    p.onViewportChange?.({ lng: -122.123456789, lat: 37.5, zoom: 9 });
    expect(setControlValue.mock.calls).toEqual([
      ['viewport_longitude', -122.123457],
      ['viewport_latitude', 37.5],
      ['viewport_zoom', 9],
    ]);
    expect(transform().onViewportChange).toBeUndefined();
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
    expect(pointAt(clusters, 104, 3)).toBe(1);
    expect(pointAt(clusters, 50, 0)).toBe(-1);
  });

  it('unprojects world px back to degrees', () => {
    const [x, y] = project(2.3522, 48.8566, 7);
    const [lng, lat] = unproject(x, y, 7);
    expect(lng).toBeCloseTo(2.3522, 9);
    expect(lat).toBeCloseTo(48.8566, 9);
    expect(viewportControlValues({ lng, lat, zoom: 7 })).toEqual({
      viewport_longitude: 2.3522,
      viewport_latitude: 48.8566,
      viewport_zoom: 7,
    });
  });
});

describe('mapbox control panel', () => {
  it('reads defaults from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'clustering_radius')?.default).toBe(60);
    expect(controls.find((c) => c.name === 'mapbox_style')?.default).toBe(
      'mapbox://styles/mapbox/light-v9',
    );
    expect(controls.find((c) => c.name === 'mapbox_color')?.default).toBe('rgb(0, 139, 139)');
  });
});

// jsdom lays nothing out and has no canvas: the map's size comes from its inline style, and a
// recording 2D context stands in for the canvas the points are drawn on.
const drawn = { texts: [] as string[], circles: 0 };
const context = {
  clearRect: () => undefined,
  beginPath: () => undefined,
  fill: () => undefined,
  arc: () => {
    drawn.circles += 1;
  },
  fillText: (text: string) => {
    drawn.texts.push(text);
  },
  createRadialGradient: () => ({ addColorStop: () => undefined }),
};
const sizeFromStyle = (axis: 'width' | 'height') =>
  function (this: HTMLElement) {
    return Number.parseFloat(this.style[axis]) || 0;
  };
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: sizeFromStyle('width'),
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: sizeFromStyle('height'),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    (() => context) as unknown as HTMLCanvasElement['getContext'],
  );
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  vi.restoreAllMocks();
});

async function renderChart(
  props: MapboxChartProps,
  check: (container: HTMLDivElement) => void | Promise<void>,
) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(MapboxChart, props)));
  // Leaflet arrives through import(): wait for the map (or the message) inside act.
  for (
    let waited = 0;
    waited < 5_000 && !container.querySelector('.leaflet-container, [role="alert"]');
    waited += 20
  ) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  await check(container);
  await act(async () => root.unmount());
  container.remove();
}

describe('MapboxChart', () => {
  it('shows the configuration message in place of the map', async () => {
    const props = transformProps({
      formData: parse(),
      queriesData: [RESULT],
      width: 400,
      height: 300,
    });
    await renderChart(props, (container) => {
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Map tiles are not configured: set a tile URL and token',
      );
      expect(container.querySelector('.leaflet-container')).toBeNull();
    });
  });

  it('draws the tiles of the fitted zoom under the clustered points', async () => {
    drawn.texts = [];
    drawn.circles = 0;
    const props = transformProps({
      formData: parse({ ...TILES, mapbox_label: ['price'] }),
      queriesData: [RESULT],
      width: 400,
      height: 300,
    });
    await renderChart(props, (container) => {
      const sources = Array.from(container.querySelectorAll('.leaflet-tile-pane img')).map(
        (img) => img.getAttribute('src') ?? '',
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const src of sources)
        expect(src).toMatch(
          new RegExp(`^https://tiles\\.example/${props.view.zoom}/\\d+/\\d+\\.png\\?key=secret$`),
        );
      expect(container.querySelector('canvas[data-points="mapbox"]')).not.toBeNull();
      // One cluster of the two San Francisco points (price 10 + 30) and Oakland alone (5).
      expect(drawn.circles).toBe(2);
      expect(drawn.texts).toEqual(['40', '5']);
    });
  });

  it('writes the viewport back to the controls when the user zooms, not when it draws itself', async () => {
    const setControlValue = vi.fn();
    const props = transformProps({
      formData: parse(TILES),
      queriesData: [RESULT],
      width: 400,
      height: 300,
      hooks: { setControlValue },
    });
    await renderChart(props, async (container) => {
      expect(setControlValue).not.toHaveBeenCalled();
      await act(async () =>
        (container.querySelector('.leaflet-control-zoom-in') as HTMLElement).click(),
      );
      const written = Object.fromEntries(setControlValue.mock.calls) as Record<string, number>;
      expect(Object.keys(written)).toEqual([
        'viewport_longitude',
        'viewport_latitude',
        'viewport_zoom',
      ]);
      expect(written.viewport_zoom).toBe(props.view.zoom + 1);
      // Leaflet keeps the centre on whole pixels: within a pixel (about 0.0007° at zoom 11) of the fitted one.
      expect(Math.abs(written.viewport_longitude - props.view.lng)).toBeLessThan(0.0007);
      expect(Math.abs(written.viewport_latitude - props.view.lat)).toBeLessThan(0.0007);
    });
  });
});
