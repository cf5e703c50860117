import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nativeFilterConfigurationSchema, type NativeFilterConfiguration } from '@sightline/core';
import { resetCsrfToken } from '../../../api/http.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { FiltersConfigModal, type FiltersConfigModalProps } from './FiltersConfigModal.tsx';

// Options and datasets arrive through RTK Query; a loaded machine needs more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const LAYOUT = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT' as const, children: ['GRID_ID'], meta: {} },
  GRID_ID: { id: 'GRID_ID', type: 'GRID' as const, children: ['TABS-1'], meta: {} },
  'TABS-1': { id: 'TABS-1', type: 'TABS' as const, children: ['TAB-A', 'TAB-B'], meta: {} },
  'TAB-A': {
    id: 'TAB-A',
    type: 'TAB' as const,
    children: ['CHART-1'],
    meta: { text: 'First tab' },
  },
  'TAB-B': {
    id: 'TAB-B',
    type: 'TAB' as const,
    children: ['CHART-2'],
    meta: { text: 'Second tab' },
  },
  'CHART-1': { id: 'CHART-1', type: 'CHART' as const, children: [], meta: { chartId: 11 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART' as const, children: [], meta: { chartId: 12 } },
};
const VALID = nativeFilterConfigurationSchema.parse([
  {
    id: 'NATIVE_FILTER-ok',
    type: 'NATIVE_FILTER',
    name: 'Country',
    filterType: 'filter_time',
    targets: [{}],
  },
]);

function renderModal(over: Partial<FiltersConfigModalProps> = {}) {
  const onSave = vi.fn<(filters: NativeFilterConfiguration) => Promise<void>>(
    async () => undefined,
  );
  renderWithApp(
    <FiltersConfigModal
      filters={VALID}
      layout={LAYOUT}
      charts={[
        { id: 11, slice_name: 'Sales', form_data: {} },
        { id: 12, slice_name: 'Orders', form_data: {} },
      ]}
      datasets={[{ id: 1, table_name: 'sales' }]}
      onCancel={vi.fn()}
      onSave={onSave}
      {...over}
    />,
  );
  return onSave;
}

const form = () => screen.getByTestId('filter-config-form');

// The modal mounts antd's Modal, Form and Tree: slow on a loaded machine.
describe('filter configuration modal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetCsrfToken();
    mockFetch((url) => {
      if (url === '/api/v1/dataset/1') {
        return jsonResponse(200, {
          result: {
            id: 1,
            table_name: 'sales',
            columns: [{ id: 1, column_name: 'country' }],
            metrics: [{ id: 1, metric_name: 'count', expression: 'COUNT(*)' }],
          },
        });
      }
      return jsonResponse(200, { result: [{ data: [] }] });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('blocks Save on a missing name and target, and switches to the first invalid filter', async () => {
    const onSave = renderModal();
    fireEvent.click(screen.getByTestId('filter-config-add-filter'));
    const newId = form().getAttribute('data-filter-id')!;
    expect(newId).toMatch(/^NATIVE_FILTER-[\w-]{10}$/);
    fireEvent.click(screen.getAllByTestId('filter-config-item')[0]!);
    expect(form().getAttribute('data-filter-id')).toBe('NATIVE_FILTER-ok');
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() => expect(form().getAttribute('data-filter-id')).toBe(newId));
    expect(onSave).not.toHaveBeenCalled();
    expect(form().textContent).toContain('Name is required');
    expect(form().textContent).toContain('Dataset is required');
    expect(form().textContent).toContain('Column is required');
    expect(screen.getByTestId('filter-config-errors')).toBeTruthy();
  });

  it('saves a completed filter with its scope computed from the tree', async () => {
    const onSave = renderModal({ filters: [] });
    fireEvent.click(screen.getByTestId('filter-config-add-filter'));
    fireEvent.change(screen.getByTestId('filter-config-name'), { target: { value: 'Region' } });
    fireEvent.mouseDown(within(screen.getByTestId('filter-config-dataset')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('sales'));
    fireEvent.mouseDown(
      within(await screen.findByTestId('filter-config-column')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('country'));
    // Uncheck the second tab's chart: the scope becomes the first tab.
    fireEvent.click(screen.getByText('Orders'));
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [saved] = onSave.mock.calls[0]![0];
    expect(saved).toMatchObject({
      type: 'NATIVE_FILTER',
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'country' } }],
      scope: { rootPath: ['TAB-A'], excluded: [] },
      chartsInScope: [11],
      tabsInScope: ['TAB-A'],
    });
  });

  it('validates a divider title and saves dividers with their own id prefix', async () => {
    const onSave = renderModal({ filters: [] });
    fireEvent.click(screen.getByTestId('filter-config-add-divider'));
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() =>
      expect(screen.getByTestId('divider-config-form').textContent).toContain('Title is required'),
    );
    fireEvent.change(screen.getByTestId('divider-config-title'), { target: { value: 'Section' } });
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0][0]).toMatchObject({
      type: 'DIVIDER',
      title: 'Section',
      id: expect.stringMatching(/^NATIVE_FILTER_DIVIDER-/),
    });
  });

  it('restores a removed filter within 5 seconds, and drops it for good after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSave = renderModal();
    fireEvent.click(screen.getByTestId('filter-config-remove'));
    expect(screen.getByTestId('filter-config-removed').textContent).toContain(
      'You have removed this filter.',
    );
    fireEvent.click(screen.getByText('Restore Filter'));
    expect(screen.getByTestId('filter-config-form')).toBeTruthy();

    fireEvent.click(screen.getByTestId('filter-config-remove'));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getAllByTestId('filter-config-item')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('filter-config-item')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('filter-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([]));
  });
});
