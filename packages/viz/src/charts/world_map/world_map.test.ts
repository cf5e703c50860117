// @vitest-environment jsdom
import type { MapSeriesOption, ScatterSeriesOption } from 'echarts';
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { interpolateHcl } from '../../echarts/hcl.ts';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { countryCentroids, worldGeoJson } from '../_geo/world-geometry.ts';
import { worldMapPlugin } from './index.ts';
import {
  NO_DATA_COLOR,
  lookupCountry,
  placeBubbles,
  transformWorldMapProps as transformProps,
} from './transform-props.ts';
import { WorldMapChart } from './WorldMapChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = worldMapPlugin;

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
  registerMap: vi.fn(),
}));
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
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  check(container);
  await act(async () => root.unmount());
}
const BASE = {
  datasource: '22__table',
  viz_type: 'world_map',
  entity: 'country',
  country_fieldtype: 'cca2',
  metric: 'SUM(sales)',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10000,
  max_bubble_size: '25',
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BASE, ...overrides });

describe('world_map buildQuery', () => {
  it('groups by the entity with the metric and the bubble metric', () => {
    expect(buildQuery(parse({ secondary_metric: 'count', sort_by_metric: true })).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['country'],
        metrics: ['SUM(sales)', 'count'],
        orderby: [['SUM(sales)', false]],
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
});

describe('world_map country lookup', () => {
  it.each([
    ['fr', 'cca2', 'FRA', 'France'],
    ['usa', 'cca3', 'USA', 'United States of America'],
    ['GER', 'cioc', 'DEU', 'Germany'],
    ['NZL', 'cioc', 'NZL', 'New Zealand'],
    ['united states', 'name', 'USA', 'United States of America'],
    ['Japan', 'name', 'JPN', 'Japan'],
    ['Syria', 'name', 'SYR', 'Syrian Arab Republic'],
    ['São Tomé and Príncipe', 'name', 'STP', 'Sao Tome and Principe'],
  ] as const)('%s as %s -> %s', (value, fieldType, code, name) => {
    expect(lookupCountry(value, fieldType)).toEqual({ code, name });
  });

  it('misses unknown values and codes of the wrong kind', () => {
    expect(lookupCountry('Atlantis', 'name')).toBeUndefined();
    expect(lookupCountry('FRA', 'cca2')).toBeUndefined();
    expect(lookupCountry(null, 'cca3')).toBeUndefined();
  });
});

const RESULT = chartDataResult(
  [
    ['country', 1],
    ['SUM(sales)', 0],
    ['count', 0],
  ],
  [
    ['US', 3000, 100],
    ['fr', 1000, 25],
    ['JP', 2000, 0],
    ['ZZ', 500, 5],
  ],
);

describe('world_map transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 800,
      height: 400,
      ...extra,
    });
  const mapOf = (p: ReturnType<typeof transform>) => (p.option.series as MapSeriesOption[])[0];

  it('resolves country codes to alpha-3 and colours them over the metric range', () => {
    const map = mapOf(transform());
    expect(map).toMatchObject({
      type: 'map',
      map: 'sightline-world',
      itemStyle: { areaColor: NO_DATA_COLOR },
    });
    expect(map.data).toEqual([
      // superset_seq_1's last and first stops; 2000 is halfway, between its 5th and 6th stops.
      { name: 'USA', value: 3000, itemStyle: { areaColor: '#050415', opacity: 1 } },
      { name: 'FRA', value: 1000, itemStyle: { areaColor: '#F4FAD4', opacity: 1 } },
      {
        name: 'JPN',
        value: 2000,
        itemStyle: { areaColor: interpolateHcl('#63C1BF', '#1FA8C9')(0.5), opacity: 1 },
      },
    ]);
    const tooltip = transform().option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ name: 'FRA' })).toBe(
      '<div><b>France</b></div><div>SUM(sales): 1k</div>',
    );
  });

  it('colours by country with the categorical scheme', () => {
    const colors = (
      mapOf(transform({ color_by: 'country' })).data as { itemStyle: { areaColor: string } }[]
    ).map((d) => d.itemStyle.areaColor);
    expect(colors).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
  });

  it('sizes bubbles by the square root of the secondary metric and places them at country centroids', () => {
    const p = transform({
      show_bubbles: true,
      secondary_metric: 'count',
      color_picker: { r: 255, g: 0, b: 0, a: 1 },
    });
    expect(p.option.geo).toMatchObject({ map: 'sightline-world', show: false });
    const bubbles = (p.option.series as ScatterSeriesOption[])[1];
    expect(bubbles).toMatchObject({
      type: 'scatter',
      coordinateSystem: 'geo',
      itemStyle: { color: 'rgba(255,0,0,1)' },
    });
    expect(
      (bubbles.data as { name: string; symbolSize: number }[]).map((d) => [d.name, d.symbolSize]),
    ).toEqual([
      ['USA', 50],
      ['FRA', 25],
    ]);
    const placed = (placeBubbles(p.option, { USA: [-99, 39] }).series as ScatterSeriesOption[])[1]
      .data;
    expect(placed).toEqual([{ name: 'USA', value: [-99, 39, 100], symbolSize: 50 }]);
  });

  it('cross-filters on the original entity value and dims the other countries while selected', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onRegionClick?.('FRA');
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['fr'] }] },
      filterState: { label: ['fr'], value: [['fr']], selectedValues: ['FRA'] },
    });
    const dimmed = mapOf(transform({}, { filterState: { selectedValues: ['FRA'] } })).data as {
      itemStyle: { opacity: number };
    }[];
    expect(dimmed.map((d) => d.itemStyle.opacity)).toEqual([0.3, 1, 0.3]);
  });

  it('offers drill to detail and drill by on the entity', () => {
    const onContextMenu = vi.fn();
    transform({}, { hooks: { onContextMenu } }).onContextMenu?.(3, 4, 'USA');
    const filters = [{ col: 'country', op: '==', val: 'US', formattedVal: 'US' }];
    expect(onContextMenu).toHaveBeenCalledWith(3, 4, {
      drillToDetail: filters,
      drillBy: { filters, groupbyFieldName: 'entity' },
    });
  });
});

describe('world geometry', () => {
  it('keys world-atlas countries by ISO alpha-3 and finds mainland centroids', () => {
    const names = worldGeoJson().features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['FRA', 'USA', 'DEU', 'BRA', 'JPN']));
    expect(names).not.toContain('ATA');
    const { FRA, USA } = countryCentroids();
    expect(FRA[0]).toBeGreaterThan(0);
    expect(FRA[0]).toBeLessThan(5);
    expect(FRA[1]).toBeGreaterThan(45);
    expect(FRA[1]).toBeLessThan(48);
    expect(USA[0]).toBeGreaterThan(-105);
    expect(USA[0]).toBeLessThan(-95);
  });
});

describe('world_map control panel', () => {
  it('reads defaults from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'country_fieldtype')?.default).toBe('cca2');
    expect(controls.find((c) => c.name === 'max_bubble_size')?.default).toBe(25);
    expect(controls.find((c) => c.name === 'color_by')?.default).toBe('metric');
  });
});

describe('WorldMapChart', () => {
  it('registers the world geometry and moves bubbles to country centroids before drawing', async () => {
    const { registerMap } = await import('echarts/core');
    const props = transformProps({
      formData: parse({ show_bubbles: true, secondary_metric: 'count' }),
      queriesData: [RESULT],
      width: 800,
      height: 400,
    });
    await renderChart(WorldMapChart, props, () => {
      expect(registerMap).toHaveBeenCalledWith('sightline-world', worldGeoJson());
      const option = fake.chart.setOption.mock.calls[0][0] as {
        series: { data: { name: string; value: number[] }[] }[];
      };
      const bubbles = option.series[1].data;
      expect(bubbles.map((b) => b.name)).toEqual(['USA', 'FRA']);
      expect(bubbles[1].value).toEqual([...countryCentroids().FRA, 25]);
    });
  });
});
