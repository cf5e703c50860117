import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyLayout, withParents } from '@sightline/core';
import type { Layout } from '@sightline/core';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import type { CrossFilterScoping } from './cross-filter-scoping.ts';
import { CrossFilterScopingModal } from './CrossFilterScopingModal.tsx';

configure({ asyncUtilTimeout: 5000 });

function layout(): Layout {
  const base = emptyLayout('t');
  return withParents({
    ...base,
    GRID_ID: { ...base.GRID_ID, children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-11', 'CHART-12', 'CHART-13'], meta: {} },
    'CHART-11': {
      id: 'CHART-11',
      type: 'CHART',
      children: [],
      meta: { chartId: 11, width: 4, height: 50 },
    },
    'CHART-12': {
      id: 'CHART-12',
      type: 'CHART',
      children: [],
      meta: { chartId: 12, width: 4, height: 50 },
    },
    'CHART-13': {
      id: 'CHART-13',
      type: 'CHART',
      children: [],
      meta: { chartId: 13, width: 4, height: 50 },
    },
  });
}

const NAMES = { 11: 'Sales', 12: 'Orders', 13: 'Costs' };
const INITIAL: CrossFilterScoping = { global: { rootPath: ['ROOT_ID'], excluded: [] }, charts: {} };

function renderModal(
  onSave: (s: CrossFilterScoping) => Promise<boolean>,
  initialChartId: number | null = 11,
) {
  const onClose = vi.fn();
  renderWithApp(
    <CrossFilterScopingModal
      layout={layout()}
      chartNames={NAMES}
      initial={INITIAL}
      initialChartId={initialChartId}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('cross-filter scoping modal', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives one chart a custom scope on the tree and saves it', async () => {
    const onSave = vi.fn(async (_scoping: CrossFilterScoping) => true);
    const onClose = renderModal(onSave);
    expect(screen.getByTestId('cross-filter-scoping-panel').getAttribute('data-selected')).toBe(
      '11',
    );
    expect(screen.queryByTestId('filter-scope-tree')).toBeNull();
    fireEvent.click(
      within(screen.getByTestId('cross-filter-scoping-mode')).getByText('Custom scoping'),
    );
    const tree = await screen.findByTestId('filter-scope-tree');
    // Unchecking Costs leaves Orders as the only chart Sales' cross-filters reach.
    fireEvent.click(within(tree).getByText('Costs'));
    fireEvent.click(screen.getByTestId('cross-filter-scoping-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      global: INITIAL.global,
      charts: { 11: { rootPath: ['ROOT_ID'], excluded: [11, 13] } },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits the global scope and stays open when the save fails', async () => {
    const onSave = vi.fn(async (_scoping: CrossFilterScoping) => false);
    const onClose = renderModal(onSave, null);
    expect(screen.getByTestId('cross-filter-scoping-panel').getAttribute('data-selected')).toBe(
      'global',
    );
    fireEvent.click(within(screen.getByTestId('filter-scope-tree')).getByText('Orders'));
    fireEvent.click(screen.getByTestId('cross-filter-scoping-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      global: { rootPath: ['ROOT_ID'], excluded: [12] },
      charts: {},
    });
    expect(onClose).not.toHaveBeenCalled();
    // Another chart is picked from the list.
    fireEvent.click(screen.getByTestId('cross-filter-scoping-item-13'));
    expect(screen.getByTestId('cross-filter-scoping-panel').getAttribute('data-selected')).toBe(
      '13',
    );
  });
});
