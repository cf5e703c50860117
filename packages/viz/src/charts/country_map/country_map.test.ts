// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAdmin1Boundaries } from '../_geo/admin1-boundaries.ts';
import { describe, expect, it, vi } from 'vitest';
import { createLinearColorScale } from '../../echarts/sequential.ts';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { COUNTRY_MAP_KEYS, countryMapLabel } from './form-data.ts';
import { countryMapPlugin } from './index.ts';
import { countryMapAlpha3, transformCountryMapProps as transformProps } from './transform-props.ts';
import { CountryMapChart } from './CountryMapChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = countryMapPlugin;

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
  viz_type: 'country_map',
  select_country: 'france_regions',
  entity: 'region_iso',
  metric: 'SUM(population)',
  adhoc_filters: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BASE, ...overrides });

describe('country_map buildQuery', () => {
  it('groups by the ISO 3166-2 column with the metric', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['region_iso'],
        metrics: ['SUM(population)'],
        annotation_layers: [],
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

const RESULT = chartDataResult(
  [
    ['region_iso', 1],
    ['SUM(population)', 0],
  ],
  [
    ['fr-ara', 8000000],
    ['FR-IDF', 12000000],
    ['FR-BRE', 3000000],
    ['FR-COR', null],
  ],
);

describe('country_map transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 600, height: 400 });

  it('colours each region on the shipped boundaries, largest value first', () => {
    const p = transform({ number_format: ',d' });
    expect(p).toMatchObject({
      countryLabel: 'France (regions)',
      countryKey: 'france_regions',
      countryCode: 'FRA',
      hasBoundaries: true,
      message: '',
    });
    // Colours come from the sequential scheme over the value extent (echarts/sequential.ts owns its stops).
    const scale = createLinearColorScale('superset_seq_1', 3000000, 12000000);
    expect(p.regions).toEqual([
      { code: 'FR-IDF', value: 12000000, formatted: '12,000,000', color: scale(12000000) },
      { code: 'FR-ARA', value: 8000000, formatted: '8,000,000', color: scale(8000000) },
      { code: 'FR-BRE', value: 3000000, formatted: '3,000,000', color: scale(3000000) },
      { code: 'FR-COR', value: null, formatted: 'N/A', color: '#EEEEEE' },
    ]);
    expect(new Set(p.regions.map((r) => r.color)).size).toBe(4);
  });

  it('says which boundaries are missing for a saved key that ships none', () => {
    const p = transform({ select_country: 'ethiopia_regions' });
    expect(p).toMatchObject({
      countryLabel: 'Ethiopia (regions)',
      countryCode: 'ETH',
      hasBoundaries: false,
      message: 'No boundary data for Ethiopia (regions)',
    });
  });

  it('draws the United States states from us-atlas, coloured by ISO 3166-2 code, with no message', () => {
    const usa = chartDataResult(
      [
        ['region_iso', 1],
        ['SUM(population)', 0],
      ],
      [
        ['US-CA', 39],
        ['us-tx', 30],
        ['US-WY', 0.5],
      ],
    );
    const p = transformProps({
      formData: parse({ select_country: 'usa' }),
      queriesData: [usa],
      width: 600,
      height: 400,
    });
    expect(p).toMatchObject({
      countryKey: 'usa',
      countryCode: 'USA',
      hasBoundaries: true,
      message: '',
    });
    expect(p.regions.map((r) => r.code)).toEqual(['US-CA', 'US-TX', 'US-WY']);
  });

  it('ships the US state boundaries keyed like Superset files (ISO, NAME_1)', async () => {
    const states = await loadAdmin1Boundaries('usa');
    const byIso = new Map(states.features.map((f) => [f.properties.ISO, f.properties.NAME_1]));
    expect(byIso.get('US-CA')).toBe('California');
    expect(byIso.get('US-NY')).toBe('New York');
    expect(byIso.get('US-DC')).toBe('District of Columbia');
    expect(states.features.length).toBeGreaterThanOrEqual(51);
  });

  it('keeps the USA west of the antimeridian: Alaska shifted by -360, Guam and the Northern Marianas dropped', async () => {
    const states = await loadAdmin1Boundaries('usa');
    const isos = states.features.map((f) => f.properties.ISO);
    expect(isos).toContain('US-AK');
    expect(isos).not.toContain('US-GU');
    expect(isos).not.toContain('US-MP');
    const longitudes = states.features.flatMap((f) =>
      (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates)
        .flat(2)
        .map((p) => p[0]),
    );
    expect(longitudes.length).toBeGreaterThan(1000);
    expect(Math.max(...longitudes)).toBeLessThan(0);
  });

  it('asks for missing form data', () => {
    expect(transform({ select_country: null, metric: null }).message).toBe(
      'Choose a country, a metric to draw this map',
    );
  });

  it('resolves every bundled country key to its ISO alpha-3 code', () => {
    const missing = COUNTRY_MAP_KEYS.filter((key) => !countryMapAlpha3(key));
    expect(missing).toEqual([]);
    expect(countryMapAlpha3('usa')).toBe('USA');
    expect(countryMapAlpha3('italy_regions')).toBe('ITA');
    expect(countryMapLabel('bosnia_and_herzegovina')).toBe('Bosnia and Herzegovina');
  });
});

describe('country_map control panel', () => {
  it('offers every bundled country by its display name', () => {
    const select = controlPanel.sections
      .flatMap((s) => s.controls)
      .find((c) => c.name === 'select_country');
    expect(select?.choices).toHaveLength(COUNTRY_MAP_KEYS.length);
    expect(select?.choices).toContainEqual(['uk', 'UK']);
    expect(select?.validators?.map((v) => v(null, { formData: {} }))).toEqual(['cannot be empty']);
  });
});

describe('CountryMapChart', () => {
  it('shows a loading notice, then draws the regions of a non-US country on its boundary file', async () => {
    fake.chart.setOption.mockClear();
    const props = transformProps({
      formData: parse({ number_format: ',d' }),
      queriesData: [RESULT],
      width: 600,
      height: 400,
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(CountryMapChart, props)));
    // The first paint happens before the file arrives.
    expect(fake.chart.setOption).not.toHaveBeenCalled();
    await act(async () => {
      await loadAdmin1Boundaries('france_regions');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('[role="status"]')).toBeNull();
    const option = fake.chart.setOption.mock.calls[0][0] as {
      series: {
        type: string;
        map: string;
        nameProperty: string;
        data: { name: string; regionName: string }[];
      }[];
    };
    expect(option.series[0]).toMatchObject({
      type: 'map',
      map: 'sightline-admin1-france_regions',
      nameProperty: 'ISO',
    });
    expect(option.series[0].data.map((d) => [d.name, d.regionName])).toEqual([
      ['FR-IDF', 'Île-de-France'],
      ['FR-ARA', 'Auvergne-Rhône-Alpes'],
      ['FR-BRE', 'Bretagne'],
      ['FR-COR', 'Corse'],
    ]);
    await act(async () => root.unmount());
  });

  it('renders the loading notice before the boundaries arrive', async () => {
    const props = transformProps({
      formData: parse({ select_country: 'germany' }),
      queriesData: [RESULT],
      width: 600,
      height: 400,
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(CountryMapChart, props)));
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Loading boundaries for Germany...',
    );
    await act(async () => root.unmount());
  });

  it('draws the outline with the missing-boundaries message and the values, never an empty box', async () => {
    fake.chart.setOption.mockClear();
    const props = transformProps({
      formData: parse({ number_format: ',d', select_country: 'ethiopia_regions' }),
      queriesData: [RESULT],
      width: 600,
      height: 400,
    });
    await renderChart(CountryMapChart, props, (container) => {
      expect(container.querySelector('[role="status"]')?.textContent).toBe(
        'No boundary data for Ethiopia (regions)',
      );
      expect(Array.from(container.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
        'FR-IDF12,000,000',
        'FR-ARA8,000,000',
        'FR-BRE3,000,000',
        'FR-CORN/A',
      ]);
      const option = fake.chart.setOption.mock.calls[0][0] as {
        series: { type: string; map: string }[];
      };
      expect(option.series[0]).toMatchObject({ type: 'map', map: 'sightline-country-ETH' });
    });
  });
});
