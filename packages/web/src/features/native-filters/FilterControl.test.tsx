import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nativeFilterSchema, type DataMask } from '@sightline/core';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { FilterControl } from './FilterControl.tsx';

// Options and datasets arrive through RTK Query; a loaded machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const filter = (over: Record<string, unknown>) =>
  nativeFilterSchema.parse({
    id: 'NATIVE_FILTER-f',
    type: 'NATIVE_FILTER',
    name: 'F',
    filterType: 'filter_select',
    targets: [{ datasetId: 2, column: { name: 'amount' } }],
    ...over,
  });

describe('filter controls', { timeout: 30_000 }, () => {
  let bodies: { queries: Record<string, unknown>[]; result_type?: string }[];

  beforeEach(() => {
    resetCsrfToken();
    bodies = [];
    mockFetch((url, init) => {
      const body = JSON.parse(String(init?.body)) as {
        queries: Record<string, unknown>[];
        result_type?: string;
      };
      bodies.push(body);
      if (body.result_type === 'timegrains')
        return jsonResponse(200, {
          result: [
            {
              data: [
                { name: 'Day', duration: 'P1D' },
                { name: 'Month', duration: 'P1M' },
              ],
            },
          ],
        });
      if (
        Array.isArray(body.queries[0]?.metrics) &&
        (body.queries[0]!.metrics as unknown[]).length === 2
      )
        return jsonResponse(200, { result: [{ data: [{ min: 0, max: 100 }] }] });
      if (url.includes('chart/data'))
        return jsonResponse(200, { result: [{ data: [{ amount: 1 }, { amount: 2 }] }] });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('range: typed bounds become >= and <= filters', async () => {
    const onChange = vi.fn<(mask: DataMask) => void>();
    renderWithApp(
      <FilterControl
        filter={filter({ filterType: 'filter_range' })}
        mask={undefined}
        masks={{}}
        onChange={onChange}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('filter-range-min').getAttribute('placeholder')).toBe('0'),
    );
    fireEvent.change(screen.getByTestId('filter-range-min'), { target: { value: '10' } });
    expect(onChange.mock.lastCall?.[0].extraFormData).toEqual({
      filters: [{ col: 'amount', op: '>=', val: 10 }],
    });
  });

  it('range: shows the current value and sets the upper bound', async () => {
    const onChange = vi.fn<(mask: DataMask) => void>();
    const range = filter({ filterType: 'filter_range' });
    renderWithApp(
      <FilterControl
        filter={range}
        mask={{ id: range.id, filterState: { value: [10, null] } }}
        masks={{}}
        onChange={onChange}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('filter-range-max').getAttribute('placeholder')).toBe('100'),
    );
    fireEvent.change(screen.getByTestId('filter-range-max'), { target: { value: '50' } });
    expect(onChange.mock.lastCall?.[0].extraFormData).toEqual({
      filters: [
        { col: 'amount', op: '>=', val: 10 },
        { col: 'amount', op: '<=', val: 50 },
      ],
    });
  });

  it('time grain: options from the timegrains result, choice sets time_grain_sqla', async () => {
    const onChange = vi.fn<(mask: DataMask) => void>();
    renderWithApp(
      <FilterControl
        filter={filter({ filterType: 'filter_timegrain', targets: [{ datasetId: 2 }] })}
        mask={undefined}
        masks={{}}
        onChange={onChange}
      />,
    );
    fireEvent.mouseDown(within(screen.getByTestId('filter-time-grain')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Month'));
    expect(onChange.mock.lastCall?.[0].extraFormData).toEqual({ time_grain_sqla: 'P1M' });
    expect(bodies[0]?.queries[0]?.result_type).toBe('timegrains');
  });

  it('select first value: picks the first option automatically', async () => {
    const onChange = vi.fn<(mask: DataMask, isAutomatic?: boolean) => void>();
    renderWithApp(
      <FilterControl
        filter={filter({ controlValues: { defaultToFirstItem: true } })}
        mask={undefined}
        masks={{}}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]![0].extraFormData).toEqual({
      filters: [{ col: 'amount', op: 'IN', val: [1] }],
    });
    expect(onChange.mock.calls[0]![1]).toBe(true);
  });

  it('single select with inverse selection emits NOT IN', async () => {
    const onChange = vi.fn<(mask: DataMask) => void>();
    renderWithApp(
      <FilterControl
        filter={filter({ controlValues: { multiSelect: false, inverseSelection: true } })}
        mask={undefined}
        masks={{}}
        onChange={onChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('2'));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({
      extraFormData: { filters: [{ col: 'amount', op: 'NOT IN', val: [2] }] },
      filterState: { value: [2] },
    });
  });
});
