// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BERLIN, PARIS, TILES, parse } from '../../testing/cartodiagram-fixture.ts';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { BIG_NUMBER_TOTAL_EXAMPLE } from '../../testing/example-form-data.ts';
import { CartodiagramChart } from './CartodiagramChart.tsx';
import {
  transformCartodiagramProps as transformProps,
  type CartodiagramChartProps,
} from './transform-props.ts';

// Components draw through ECharts, which needs a real canvas: a stand-in instance records the option.
const fake = vi.hoisted(() => ({
  chart: {
    setOption: vi.fn(),
    resize: vi.fn(),
    // Its size as made (Echart resizes only on a change); these tests do not read it.
    getWidth: () => 0,
    getHeight: () => 0,
    dispose: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    getZr: () => ({ on: vi.fn(), off: vi.fn() }),
  },
}));
vi.mock('echarts/core', () => ({
  init: () => fake.chart,
  use: () => undefined,
  registerMap: () => undefined,
}));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lays nothing out: the map's size comes from its inline style.
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
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  vi.unstubAllGlobals();
});

const COUNTS = chartDataResult(
  [
    ['geom', 1],
    ['count', 0],
  ],
  [
    [PARIS, 30],
    [BERLIN, 5],
  ],
);
const ORDERS = JSON.stringify({
  id: 8,
  slice_name: 'Orders',
  viz_type: 'big_number_total',
  params: JSON.stringify(BIG_NUMBER_TOTAL_EXAMPLE),
});
const props = (overrides: Record<string, unknown> = {}, hooks = {}) =>
  transformProps({
    formData: parse({ selected_chart: ORDERS, ...TILES, ...overrides }),
    queriesData: [COUNTS],
    width: 400,
    height: 300,
    hooks,
  });

const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

async function renderChart(
  chartProps: CartodiagramChartProps,
  check: (container: HTMLDivElement) => Promise<void> | void,
) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(CartodiagramChart, chartProps)));
  // Leaflet arrives through import(): wait for the map (or the message) inside act.
  for (
    let waited = 0;
    waited < 5_000 && !container.querySelector('.leaflet-container, [role="alert"]');
    waited += 20
  )
    await wait(20);
  await check(container);
  await act(async () => root.unmount());
  container.remove();
}

const boxes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.leaflet-marker-pane div[title]'));

describe('CartodiagramChart', () => {
  it('shows the configuration message in place of the map', async () => {
    await renderChart(props({ tile_token: null }), (container) => {
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Map tiles are not configured: set a tile URL and token',
      );
      expect(container.querySelector('.leaflet-container')).toBeNull();
    });
  });

  it('draws the selected chart in a marker at every location over the tiles', async () => {
    const chartProps = props();
    await renderChart(chartProps, async (container) => {
      const sources = Array.from(container.querySelectorAll('.leaflet-tile-pane img')).map(
        (img) => img.getAttribute('src') ?? '',
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const src of sources)
        expect(src).toMatch(
          new RegExp(`^https://tiles\\.example/${chartProps.view.zoom}/\\d+/\\d+\\.png\\?key=t0k$`),
        );
      // The registry, the chart's transform and its component all arrive through import(): wait inside act.
      for (
        let waited = 0;
        waited < 10_000 && boxes(container).some((box) => !box.textContent);
        waited += 20
      )
        await wait(20);
      expect(
        boxes(container).map((box) => [
          box.title,
          box.textContent,
          box.style.width,
          box.style.height,
          box.style.borderRadius,
        ]),
      ).toEqual([
        ['48.8566, 2.3522', '30', '100px', '100px', '10px'],
        ['52.5200, 13.4050', '5', '100px', '100px', '10px'],
      ]);
    });
  });

  it('resizes the charts per zoom level and writes the moved view back to map_view', async () => {
    const setControlValue = vi.fn();
    const chartProps = props(
      { chart_size: { type: 'LINEAR', configs: { zoom: 6, width: 100, height: 80, slope: 30 } } },
      { setControlValue },
    );
    await renderChart(chartProps, async (container) => {
      expect(chartProps.view.zoom).toBe(5);
      expect(boxes(container).map((box) => [box.style.width, box.style.height])).toEqual([
        ['70px', '50px'],
        ['70px', '50px'],
      ]);
      expect(setControlValue).not.toHaveBeenCalled();
      await act(async () =>
        (container.querySelector('.leaflet-control-zoom-in') as HTMLElement).click(),
      );
      expect(boxes(container)[0].style.width).toBe('100px');
      expect(setControlValue).toHaveBeenCalledTimes(1);
      expect(setControlValue.mock.calls[0][0]).toBe('map_view');
      expect(setControlValue.mock.calls[0][1]).toMatchObject({
        mode: 'FIT_DATA',
        zoom: 6,
        fixedZoom: 5,
      });
    });
  });

  it('fetches WFS features of the visible box and draws them with the layer style', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                properties: {},
                geometry: {
                  type: 'LineString',
                  coordinates: [
                    [2, 48],
                    [13, 52],
                  ],
                },
              },
            ],
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const wfs = {
      type: 'WFS',
      url: 'https://geo.example/wfs',
      typeName: 'hydro:rivers',
      version: '2.0.0',
      style: { rules: [{ symbolizers: [{ kind: 'Line', color: '#0000ff', width: 4 }] }] },
    };
    await renderChart(props({ layer_configs: [wfs], tile_url: null }), async (container) => {
      await wait(0);
      const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        request: 'GetFeature',
        typeNames: 'hydro:rivers',
        outputFormat: 'application/json',
        srsName: 'EPSG:4326',
      });
      expect(url.searchParams.get('bbox')).toMatch(
        /^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+,EPSG:4326$/,
      );
      const path = container.querySelector('.leaflet-overlay-pane path');
      expect(path?.getAttribute('stroke')).toBe('#0000ff');
      expect(path?.getAttribute('stroke-width')).toBe('4');
    });
  });
});
