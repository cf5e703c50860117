import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { BERLIN, PARIS, TILES, parse } from '../../testing/cartodiagram-fixture.ts';
import { PIE_EXAMPLE, SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { cartodiagramPlugin } from './index.ts';
import {
  chartSizeAt,
  customView,
  geoStylerPathStyle,
  layerSpecs,
  mapViewControlValue,
  parsePoint,
  transformCartodiagramProps as transformProps,
  wfsFeatureUrl,
  type LayerSpec,
} from './transform-props.ts';

const { buildQuery, controlPanel } = cartodiagramPlugin;

describe('cartodiagram buildQuery', () => {
  it("delegates to the selected pie's buildQuery with the geometry column prepended to its groupby", () => {
    const request = buildQuery(
      parse({ extra_form_data: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] } }),
    );
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
        post_processing: [
          {
            operation: 'contribution',
            options: { columns: ['SUM(sales)'], rename_columns: ['SUM(sales)__contribution'] },
          },
        ],
      },
    ]);
    expect(request.form_data?.viz_type).toBe('pie');
    expect(request.datasource).toEqual({ id: 22, type: 'table' });
  });

  it('refuses a missing chart, a missing geometry column and unknown types', () => {
    expect(() => buildQuery(parse({ selected_chart: null }))).toThrow(
      'Select a chart to show on the map',
    );
    expect(() => buildQuery(parse({ geom_column: null }))).toThrow('Select the geometry column');
    expect(() => buildQuery(parse({ selected_chart: { viz_type: 'nope', params: {} } }))).toThrow(
      'Unsupported viz_type: nope',
    );
  });
});

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
// Superset's layer configs (WmsLayerConf, WfsLayerConf, XyzLayerConf), first = uppermost.
const WFS_STYLE = {
  name: 'Rivers',
  rules: [{ name: 'all', symbolizers: [{ kind: 'Line', color: '#0000ff', width: 2 }] }],
};
const LAYER_CONFIGS = [
  {
    type: 'WFS',
    title: 'Rivers',
    url: 'https://geo.example/wfs',
    typeName: 'hydro:rivers',
    version: '2.0.0',
    maxFeatures: 500,
    style: WFS_STYLE,
  },
  {
    type: 'WMS',
    title: 'Borders',
    url: 'https://geo.example/wms?map=eu',
    version: '1.3.0',
    layersParam: 'borders',
    attribution: 'EuroGeo',
  },
  {
    type: 'WMS',
    title: 'No layer names',
    url: 'https://geo.example/wms',
    version: '1.3.0',
    layersParam: '',
  },
  {
    type: 'XYZ',
    title: 'OSM',
    url: 'https://{a-c}.tile.osm.example/{z}/{x}/{y}.png',
    attribution: '© OSM',
  },
];

describe('cartodiagram transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({
      formData: parse({ ...TILES, ...overrides }),
      queriesData: [RESULT],
      width: 800,
      height: 600,
    });

  it('shows a clear message instead of a blank box without a layer, tile URL or token', () => {
    const p = transformProps({
      formData: parse({ tile_url: TILES.tile_url }),
      queriesData: [RESULT],
      width: 800,
      height: 600,
    });
    expect(p.message).toBe('Map tiles are not configured: set a tile URL and token');
    expect(p.locations).toEqual([]);
    expect(p.layers).toEqual([]);
  });

  it('groups rows by geometry and fits the first view around the locations', () => {
    const p = transform();
    expect(p.message).toBeUndefined();
    expect(p.chart).toEqual({ vizType: 'pie', params: PIE_EXAMPLE });
    // A selected chart saved without its datasource gets this chart's, which the delegated query ran on.
    expect(
      transform({ selected_chart: { viz_type: 'pie', params: { groupby: ['x'] } } }).chart,
    ).toEqual({ vizType: 'pie', params: { groupby: ['x'], datasource: '22__table' } });
    expect(p.locations.map((l) => [l.key, l.lng, l.lat, l.rows.length])).toEqual([
      [PARIS, 2.3522, 48.8566, 2],
      [BERLIN, 13.405, 52.52, 1],
    ]);
    expect(p.layers).toEqual([
      { kind: 'xyz', url: 'https://tiles.example/{z}/{x}/{y}.png?key=t0k' },
    ]);
    // Paris and Berlin are 11.05° of longitude apart: 503 px at zoom 6 (256 * 64 * 11.05 / 360), too wide for 800 * 0.9 px at zoom 7.
    expect(p.view.zoom).toBe(6);
    expect(p.view.lng).toBeCloseTo((2.3522 + 13.405) / 2, 6);
    expect(p.view.lat).toBeGreaterThan(48.8566);
    expect(p.view.lat).toBeLessThan(52.52);
    expect(p.background).toBe('rgba(255,255,255,0.2)');
    expect(p.chartSize.type).toBe('FIXED');
  });

  it("turns Superset's layer configs into Leaflet layer specs, bottom first", () => {
    const p = transform({ layer_configs: LAYER_CONFIGS, tile_url: null });
    expect(p.layers).toEqual<LayerSpec[]>([
      {
        kind: 'xyz',
        title: 'OSM',
        attribution: '© OSM',
        url: 'https://{s}.tile.osm.example/{z}/{x}/{y}.png',
        subdomains: 'abc',
      },
      {
        kind: 'wms',
        title: 'Borders',
        attribution: 'EuroGeo',
        url: 'https://geo.example/wms?map=eu',
        layers: 'borders',
        version: '1.3.0',
      },
      {
        kind: 'wfs',
        title: 'Rivers',
        url: 'https://geo.example/wfs',
        typeName: 'hydro:rivers',
        version: '2.0.0',
        maxFeatures: 500,
        style: { color: '#0000ff', weight: 2 },
      },
    ]);
    expect(
      layerSpecs(
        parse({ layer_configs: [{ type: 'XYZ', url: 'https://t.example/{z}/{x}/{y}?k={token}' }] }),
      ),
    ).toEqual([]);
    expect(
      layerSpecs(
        parse({
          layer_configs: [{ type: 'XYZ', url: 'https://t.example/{z}/{x}/{y}?k={token}' }],
          tile_token: 'a b',
        }),
      ),
    ).toEqual([{ kind: 'xyz', url: 'https://t.example/{z}/{x}/{y}?k=a%20b' }]);
  });

  it('builds WFS GetFeature URLs for the visible box as GeoJSON', () => {
    const [, , wfs] = transform({ layer_configs: LAYER_CONFIGS }).layers;
    if (wfs.kind !== 'wfs') throw new Error('expected the WFS layer on top');
    expect(wfsFeatureUrl(wfs, [2, 48, 14, 53])).toBe(
      'https://geo.example/wfs?service=WFS&version=2.0.0&request=GetFeature&typeNames=hydro%3Arivers&outputFormat=application%2Fjson&srsName=EPSG%3A4326&bbox=2%2C48%2C14%2C53%2CEPSG%3A4326&count=500',
    );
    expect(
      wfsFeatureUrl(
        { ...wfs, url: 'https://geo.example/ows?map=x', version: '1.1.0' },
        [-1.5, 0, 1, 2],
      ),
    ).toBe(
      'https://geo.example/ows?map=x&service=WFS&version=1.1.0&request=GetFeature&typeName=hydro%3Arivers&outputFormat=application%2Fjson&srsName=EPSG%3A4326&bbox=-1.5%2C0%2C1%2C2%2CEPSG%3A4326&maxFeatures=500',
    );
  });

  it('reads GeoStyler fills, lines and circle marks as Leaflet path options', () => {
    const fill = {
      kind: 'Fill',
      color: '#ff0000',
      fillOpacity: 0.4,
      outlineColor: '#330000',
      outlineWidth: 1.5,
    };
    expect(
      geoStylerPathStyle({
        rules: [{ symbolizers: [fill] }, { symbolizers: [{ kind: 'Line', color: '#00ff00' }] }],
      }),
    ).toEqual({ fillColor: '#ff0000', fillOpacity: 0.4, color: '#330000', weight: 1.5 });
    expect(
      geoStylerPathStyle({
        rules: [
          {
            symbolizers: [
              {
                kind: 'Mark',
                wellKnownName: 'circle',
                color: '#123456',
                radius: 4,
                strokeColor: '#fff',
                strokeWidth: 1,
              },
            ],
          },
        ],
      }),
    ).toEqual({ fillColor: '#123456', radius: 4, color: '#fff', weight: 1 });
    expect(geoStylerPathStyle('not a style')).toEqual({});
  });

  it("uses Superset's fixed custom view, or the older zoom / lon / lat", () => {
    const superset = {
      mode: 'CUSTOM',
      zoom: 9,
      longitude: 1,
      latitude: 2,
      fixedZoom: 4,
      fixedLongitude: 2.3522,
      fixedLatitude: 48.8566,
    };
    expect(transform({ map_view: superset }).view).toEqual({ lng: 2.3522, lat: 48.8566, zoom: 4 });
    expect(customView({ mode: 'CUSTOM', zoom: 6, lon: 13.4, lat: 52.5 })).toEqual({
      lng: 13.4,
      lat: 52.5,
      zoom: 6,
    });
  });

  it('writes a moved view back to map_view, keeping the fixed view', () => {
    const setControlValue = vi.fn();
    const p = transformProps({
      formData: parse(TILES),
      queriesData: [RESULT],
      width: 800,
      height: 600,
      hooks: { setControlValue },
    });
    p.onMapViewChange?.({ lng: 8.123456789, lat: 50.5, zoom: 7 });
    expect(setControlValue).toHaveBeenCalledWith('map_view', {
      mode: 'FIT_DATA',
      zoom: 7,
      longitude: 8.123457,
      latitude: 50.5,
      fixedZoom: 6,
      fixedLongitude: Math.round(p.view.lng * 1e6) / 1e6,
      fixedLatitude: Math.round(p.view.lat * 1e6) / 1e6,
    });
    expect(
      mapViewControlValue(
        { mode: 'CUSTOM', zoom: 6, lon: 13.4, lat: 52.5 },
        { lng: 0, lat: 0, zoom: 3 },
        { lng: 9, lat: 9, zoom: 9 },
      ),
    ).toMatchObject({ zoom: 3, fixedZoom: 6, fixedLongitude: 13.4, fixedLatitude: 52.5 });
    expect(transform().onMapViewChange).toBeUndefined();
  });

  it('sizes charts per zoom: fixed, linear, exponential or a saved value', () => {
    const configs = { zoom: 6, width: 100, height: 80, slope: 30, exponent: 2 };
    expect(chartSizeAt({ type: 'FIXED', configs }, 9)).toEqual({ width: 100, height: 80 });
    expect(chartSizeAt({ type: 'LINEAR', configs }, 8)).toEqual({ width: 160, height: 140 });
    expect(chartSizeAt({ type: 'EXP', configs }, 7)).toEqual({ width: 200, height: 160 });
    expect(
      chartSizeAt({ type: 'EXP', configs, values: { '7': { width: 42, height: 24 } } }, 7),
    ).toEqual({ width: 42, height: 24 });
    expect(chartSizeAt({ type: 'LINEAR', configs }, 1)).toEqual({ width: 10, height: 10 });
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
