import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Control } from '@sightline/viz';
import { decodeRisonOrJson } from '@sightline/core';
import { resetCsrfToken } from '../../../api/http.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { AnnotationLayerControl } from './AnnotationLayerControl.tsx';
import { testDatasource } from '../explore-test-fixtures.ts';

const CONTROL = {
  type: 'AnnotationLayerControl',
  name: 'annotation_layers',
  label: 'Annotation layers',
} as Control;

function Harness({ initial }: { initial: unknown[] }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <AnnotationLayerControl
        control={CONTROL}
        value={value}
        onChange={setValue}
        datasource={testDatasource()}
        formData={{}}
      />
      <output data-test="value">{JSON.stringify(value)}</output>
    </>
  );
}

const saved = () =>
  JSON.parse(screen.getByTestId('value').textContent ?? 'null') as Record<string, unknown>[];
const inputOf = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};
const modal = () => screen.getByTestId('annotation-layer-modal');
const saveButton = () =>
  document.querySelector('[data-test="annotation-save"]') as HTMLButtonElement;

async function pickOption(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    // Earlier dropdowns stay in the DOM (hidden); only the open one's option is clicked.
    const open = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const found = open.filter((o) => o.textContent === label).at(-1);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

describe('annotation layer control', { timeout: 30_000 }, () => {
  let chartListQueries: unknown[];

  beforeEach(() => {
    resetCsrfToken();
    chartListQueries = [];
    mockFetch((url) => {
      if (url.startsWith('/api/v1/annotation_layer/'))
        return jsonResponse(200, {
          count: 2,
          ids: [1, 2],
          result: [
            { id: 1, name: 'Releases', descr: null },
            { id: 2, name: 'Holidays', descr: null },
          ],
        });
      if (url.startsWith('/api/v1/chart/?q=')) {
        chartListQueries.push(
          decodeRisonOrJson(decodeURIComponent(url.slice('/api/v1/chart/?q='.length))),
        );
        return jsonResponse(200, {
          count: 1,
          ids: [7],
          result: [{ id: 7, slice_name: 'Promotions', viz_type: 'table', url: '' }],
        });
      }
      if (url.startsWith('/api/v1/chart/7')) {
        return jsonResponse(200, {
          result: {
            id: 7,
            slice_name: 'Promotions',
            viz_type: 'table',
            owners: [],
            dashboards: [],
            params: JSON.stringify({ all_columns: ['starts', 'ends', 'promo'] }),
          },
        });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a formula layer, validating the formula live with the chart evaluator', () => {
    renderWithApp(<Harness initial={[]} />);
    fireEvent.click(screen.getByTestId('add-annotation-layer-annotation_layers'));
    fireEvent.change(screen.getByTestId('annotation-name'), { target: { value: ' Target ' } });
    fireEvent.change(screen.getByTestId('annotation-formula'), { target: { value: '2 * x +' } });
    expect(within(modal()).getByText('Unexpected end of formula')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('annotation-formula'), {
      target: { value: 'y = 2 * x + 1' },
    });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(inputOf('annotation-show-label'));
    fireEvent.click(saveButton());
    expect(saved()).toEqual([
      {
        name: 'Target',
        annotationType: 'FORMULA',
        sourceType: '',
        value: 'y = 2 * x + 1',
        overrides: {},
        show: true,
        showLabel: true,
        showMarkers: false,
        hideLine: false,
        style: 'solid',
        width: 1,
        color: null,
        opacity: '',
        timeColumn: '',
        intervalEndColumn: '',
        titleColumn: '',
        descriptionColumns: [],
      },
    ]);
  });

  it('edits a NATIVE event layer: picks another layer, style and opacity, hides it; names stay unique', async () => {
    const other = {
      name: 'Trend',
      annotationType: 'FORMULA',
      sourceType: '',
      value: 'x',
      show: true,
    };
    const events = {
      name: 'Events',
      annotationType: 'EVENT',
      sourceType: 'NATIVE',
      value: 1,
      show: true,
      style: 'solid',
      width: 1,
      opacity: '',
    };
    renderWithApp(<Harness initial={[other, events]} />);
    fireEvent.click(screen.getAllByTestId('annotation-layer-pill')[1] as HTMLElement);
    fireEvent.change(screen.getByTestId('annotation-name'), { target: { value: 'Trend' } });
    expect(within(modal()).getByText('A layer with this name already exists')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('annotation-name'), { target: { value: 'Events' } });
    await pickOption('annotation-native-layer', 'Holidays');
    await pickOption('annotation-style', 'Dashed');
    await pickOption('annotation-opacity', 'High');
    fireEvent.change(inputOf('annotation-width'), { target: { value: '3' } });
    fireEvent.click(inputOf('annotation-hide-layer'));
    fireEvent.click(saveButton());
    const [first, second] = saved();
    expect(first).toEqual(other);
    expect(second).toMatchObject({
      name: 'Events',
      annotationType: 'EVENT',
      sourceType: 'NATIVE',
      value: 2,
      style: 'dashed',
      opacity: 'opacityHigh',
      width: 3,
      show: false,
      timeColumn: '',
    });
  });

  it('builds a table-sourced interval layer with its column mapping and time-range override', async () => {
    renderWithApp(<Harness initial={[]} />);
    fireEvent.click(screen.getByTestId('add-annotation-layer-annotation_layers'));
    fireEvent.change(screen.getByTestId('annotation-name'), { target: { value: 'Promos' } });
    fireEvent.click(within(screen.getByTestId('annotation-type')).getByText('Interval'));
    fireEvent.click(within(screen.getByTestId('annotation-source-type')).getByText('Table'));
    await pickOption('annotation-chart', 'Promotions');
    expect(chartListQueries.at(-1)).toMatchObject({
      filters: [{ col: 'viz_type', opr: 'in', value: ['table'] }],
    });
    expect(within(modal()).getByText('Choose the time column')).toBeTruthy();
    await pickOption('annotation-timeColumn', 'starts');
    await pickOption('annotation-intervalEndColumn', 'ends');
    await pickOption('annotation-titleColumn', 'promo');
    fireEvent.click(inputOf('annotation-override-time_range'));
    fireEvent.click(inputOf('annotation-override-time_range'));
    fireEvent.change(screen.getByTestId('annotation-time-shift'), {
      target: { value: '1 week ago' },
    });
    fireEvent.click(saveButton());
    expect(saved()[0]).toMatchObject({
      name: 'Promos',
      annotationType: 'INTERVAL',
      sourceType: 'table',
      value: 7,
      timeColumn: 'starts',
      intervalEndColumn: 'ends',
      titleColumn: 'promo',
      descriptionColumns: [],
      overrides: { time_range: null, time_shift: '1 week ago' },
    });
  });

  it('offers only line charts for a time-series layer and removes a layer with its tag', async () => {
    renderWithApp(<Harness initial={[{ name: 'Old', annotationType: 'FORMULA', value: '1' }]} />);
    fireEvent.click(screen.getByTestId('add-annotation-layer-annotation_layers'));
    fireEvent.click(within(screen.getByTestId('annotation-type')).getByText('Time series'));
    await waitFor(() =>
      expect(chartListQueries.at(-1)).toMatchObject({
        filters: [{ col: 'viz_type', opr: 'in', value: ['line', 'echarts_timeseries_line'] }],
      }),
    );
    expect(screen.getByTestId('annotation-show-markers')).toBeTruthy();
    fireEvent.click(
      within(
        screen.getByTestId('annotation-layer-modal').closest('.ant-modal') as HTMLElement,
      ).getByText('Cancel'),
    );
    const pill = screen.getByTestId('annotation-layer-pill');
    fireEvent.click(pill.querySelector('.ant-tag-close-icon') as HTMLElement);
    expect(saved()).toEqual([]);
  });
});
