import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nativeFilterConfigurationSchema, type DataMaskMap } from '@sightline/core';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { NativeFilterBar, type NativeFilterBarProps } from './index.ts';

// Options and datasets arrive through RTK Query; a loaded machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const FILTERS = nativeFilterConfigurationSchema.parse([
  {
    id: 'NATIVE_FILTER-country',
    type: 'NATIVE_FILTER',
    name: 'Country',
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
    controlValues: { multiSelect: true },
  },
  {
    id: 'NATIVE_FILTER_DIVIDER-a',
    type: 'DIVIDER',
    title: 'Time section',
    description: 'About time',
  },
  {
    id: 'NATIVE_FILTER-time',
    type: 'NATIVE_FILTER',
    name: 'Period',
    filterType: 'filter_time',
    targets: [{}],
  },
]);
const LAYOUT = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT' as const, children: ['GRID_ID'], meta: {} },
  GRID_ID: { id: 'GRID_ID', type: 'GRID' as const, children: ['ROW-1'], meta: {} },
  'ROW-1': { id: 'ROW-1', type: 'ROW' as const, children: ['CHART-1', 'CHART-2'], meta: {} },
  'CHART-1': { id: 'CHART-1', type: 'CHART' as const, children: [], meta: { chartId: 11 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART' as const, children: [], meta: { chartId: 12 } },
};
const CHARTS = [
  { id: 11, slice_name: 'Sales by country', form_data: {} },
  { id: 12, slice_name: 'Orders', form_data: {} },
];

function props(over: Partial<NativeFilterBarProps> = {}): NativeFilterBarProps {
  return {
    dashboardId: 1,
    filters: FILTERS,
    dataMask: {},
    layout: LAYOUT,
    charts: CHARTS,
    datasets: [{ id: 1, table_name: 'sales' }],
    canEdit: false,
    orientation: 'VERTICAL',
    onApply: vi.fn(),
    onClearCrossFilter: vi.fn(),
    onSaveConfiguration: vi.fn(async () => undefined),
    ...over,
  };
}

async function pickOption(item: HTMLElement, label: string) {
  fireEvent.mouseDown(within(item).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

describe('native filter bar', { timeout: 30_000 }, () => {
  let optionBodies: Record<string, unknown>[];

  beforeEach(() => {
    resetCsrfToken();
    optionBodies = [];
    mockFetch((url, init) => {
      if (url === '/api/v1/chart/data' && init?.method === 'POST') {
        optionBodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse(200, {
          result: [
            { data: [{ country: 'DE' }, { country: 'FR' }], colnames: ['country'], rowcount: 2 },
          ],
        });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads options grouped by the target column, and applies a selection only on Apply', async () => {
    const onApply = vi.fn();
    renderWithApp(<NativeFilterBar {...props({ onApply })} />);
    const item = screen.getAllByTestId('filter-item')[0]!;
    await waitFor(() => expect(optionBodies.length).toBeGreaterThan(0));
    expect(optionBodies[0]).toMatchObject({
      datasource: { id: 1, type: 'table' },
      queries: [
        { columns: ['country'], metrics: [], orderby: [['country', true]], row_limit: 1000 },
      ],
    });
    await pickOption(item, 'FR');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('filter-bar-apply'));
    expect(onApply).toHaveBeenCalledTimes(1);
    const masks = onApply.mock.calls[0]![0] as DataMaskMap;
    expect(masks['NATIVE_FILTER-country']).toMatchObject({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
      filterState: { value: ['FR'] },
    });
    expect(masks['NATIVE_FILTER-time']?.extraFormData).toEqual({});
  });

  it("re-queries a child filter's options with its parent's pending selection (cascading)", async () => {
    const cascading = nativeFilterConfigurationSchema.parse([
      FILTERS[0],
      {
        id: 'NATIVE_FILTER-city',
        type: 'NATIVE_FILTER',
        name: 'City',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: { name: 'city' } }],
        cascadeParentIds: ['NATIVE_FILTER-country'],
      },
    ]);
    renderWithApp(<NativeFilterBar {...props({ filters: cascading })} />);
    await waitFor(() => expect(optionBodies).toHaveLength(2));
    const cityQueries = () =>
      optionBodies.filter((b) => JSON.stringify(b).includes('"columns":["city"]')) as {
        queries: { filters: unknown[] }[];
      }[];
    expect(cityQueries()[0]?.queries[0]?.filters).toEqual([]);
    await pickOption(screen.getAllByTestId('filter-item')[0]!, 'DE');
    await waitFor(() => expect(cityQueries()).toHaveLength(2));
    expect(cityQueries()[1]?.queries[0]?.filters).toEqual([
      { col: 'country', op: 'IN', val: ['DE'] },
    ]);
  });

  it('shows dividers with their description', () => {
    renderWithApp(<NativeFilterBar {...props()} />);
    const divider = screen.getByTestId('filter-divider');
    expect(divider.textContent).toContain('Time section');
    expect(divider.textContent).toContain('About time');
  });

  it('Clear all empties every filter and applies the cleared masks', () => {
    const onApply = vi.fn();
    const dataMask: DataMaskMap = {
      'NATIVE_FILTER-country': {
        id: 'NATIVE_FILTER-country',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
        filterState: { value: ['FR'] },
      },
      'NATIVE_FILTER-time': {
        id: 'NATIVE_FILTER-time',
        extraFormData: { time_range: 'Last week' },
        filterState: { value: 'Last week' },
      },
    };
    renderWithApp(<NativeFilterBar {...props({ onApply, dataMask })} />);
    expect(screen.getByTestId('filter-time-range').textContent).toBe('Last week');
    fireEvent.click(screen.getByTestId('filter-bar-clear-all'));
    const masks = onApply.mock.calls[0]![0] as DataMaskMap;
    expect(masks['NATIVE_FILTER-country']?.extraFormData).toEqual({});
    expect(masks['NATIVE_FILTER-country']?.filterState?.value).toBeUndefined();
    expect(masks['NATIVE_FILTER-time']?.extraFormData).toEqual({});
    expect(screen.getByTestId('filter-time-range').textContent).toBe('No filter');
  });

  it('does not apply while a required filter has no value', async () => {
    const required = nativeFilterConfigurationSchema.parse([
      { ...FILTERS[0], controlValues: { enableEmptyFilter: true } },
    ]);
    const onApply = vi.fn();
    const dataMask = {
      'NATIVE_FILTER-country': {
        id: 'NATIVE_FILTER-country',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
        filterState: { value: ['FR'] },
      },
    };
    renderWithApp(<NativeFilterBar {...props({ onApply, filters: required, dataMask })} />);
    fireEvent.click(screen.getByTestId('filter-bar-clear-all'));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByTestId('filter-error').textContent).toBe('Value is required');
    expect(screen.getByTestId('filter-bar-apply').hasAttribute('disabled')).toBe(true);
  });

  it('lists active cross-filters and clears one with its (x)', () => {
    const onClearCrossFilter = vi.fn();
    const dataMask = {
      11: {
        id: '11',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
        filterState: { value: ['FR'] },
      },
    };
    renderWithApp(
      <NativeFilterBar {...props({ onClearCrossFilter, dataMask, orientation: 'HORIZONTAL' })} />,
    );
    const entry = screen.getByTestId('cross-filter');
    expect(entry.textContent).toContain('Sales by country');
    expect(entry.textContent).toContain('country');
    expect(entry.textContent).toContain('FR');
    fireEvent.click(screen.getByTestId('cross-filter-clear'));
    expect(onClearCrossFilter).toHaveBeenCalledWith(11);
  });

  it('collapses and expands the vertical bar', () => {
    renderWithApp(<NativeFilterBar {...props()} />);
    fireEvent.click(screen.getByTestId('filter-bar-collapse'));
    expect(screen.queryByTestId('filter-item')).toBeNull();
    fireEvent.click(screen.getByTestId('filter-bar-expand'));
    expect(screen.getAllByTestId('filter-item')).toHaveLength(2);
  });
});
