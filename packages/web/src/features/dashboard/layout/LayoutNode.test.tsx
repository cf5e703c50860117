import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { emptyLayout, withParents } from '@sightline/core';
import type { Layout } from '@sightline/core';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { DashboardContext } from '../dashboard-context.ts';
import type { DashboardContextValue } from '../dashboard-context.ts';
import { DashboardEditLayer } from './dnd/DashboardEditLayer.tsx';
import { LayoutNode } from './LayoutNode.tsx';
import { DashboardLabelColors } from '../colors/label-color-registry.ts';

function fixture(): Layout {
  const base = emptyLayout('Sales');
  return withParents({
    ...base,
    GRID_ID: { ...base.GRID_ID, children: ['ROW-1', 'DIVIDER-1', 'TABS-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'MARKDOWN-1'], meta: {} },
    'CHART-1': {
      id: 'CHART-1',
      type: 'CHART',
      children: [],
      meta: { width: 4, height: 50, chartId: 9, sliceName: 'Sales by region' },
    },
    'MARKDOWN-1': {
      id: 'MARKDOWN-1',
      type: 'MARKDOWN',
      children: [],
      meta: { width: 8, height: 20, code: '# Hello\n<script>window.bad = 1</script>' },
    },
    'DIVIDER-1': { id: 'DIVIDER-1', type: 'DIVIDER', children: [], meta: {} },
    'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1', 'TAB-2'], meta: {} },
    'TAB-1': { id: 'TAB-1', type: 'TAB', children: ['ROW-2'], meta: { text: 'Overview' } },
    'TAB-2': { id: 'TAB-2', type: 'TAB', children: [], meta: { text: 'Details' } },
    'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['MARKDOWN-2'], meta: {} },
    'MARKDOWN-2': {
      id: 'MARKDOWN-2',
      type: 'MARKDOWN',
      children: [],
      meta: { width: 12, height: 10, code: 'In a tab' },
    },
  });
}

function contextFor(
  layout: Layout,
  over: Partial<DashboardContextValue> = {},
): DashboardContextValue {
  return {
    dashboardId: 1,
    layout,
    editMode: false,
    columnWidth: 100,
    charts: new Map(),
    dataMasks: {},
    crossFiltersEnabled: true,
    sharedLabelColors: new DashboardLabelColors(),
    chartFormData: () => null,
    setCrossFilter: vi.fn(),
    apply: vi.fn(),
    updateComponent: vi.fn(),
    remove: vi.fn(),
    resize: vi.fn(),
    activeTabs: {},
    setActiveTab: vi.fn(),
    refreshTick: 0,
    autoRefreshTick: 0,
    refreshDelay: () => 0,
    hideChartControls: false,
    hideTab: false,
    focusedChart: null,
    dropIndicator: null,
    expandedSlices: {},
    toggleExpandedSlice: vi.fn(),
    ...over,
  };
}

function renderLayout(context: DashboardContextValue) {
  return renderWithApp(
    <DashboardContext.Provider value={context}>
      <LayoutNode id="GRID_ID" parentId="ROOT_ID" />
      {context.editMode && (
        <DashboardEditLayer
          layout={context.layout}
          onDrop={vi.fn()}
          onIndicator={vi.fn()}
          usedChartIds={new Set()}
        />
      )}
    </DashboardContext.Provider>,
  );
}

const box = (id: string) => document.querySelector<HTMLElement>(`[data-component-id="${id}"]`);

describe('LayoutNode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the layout tree on the 12-column grid with sanitised markdown', async () => {
    renderLayout(contextFor(fixture()));
    // 4 columns of 100 px plus 3 gutters of 16 px; 8 columns plus 7 gutters.
    expect(box('CHART-1')?.style.width).toBe('448px');
    expect(box('MARKDOWN-1')?.style.width).toBe('912px');
    expect(screen.getByTestId('dashboard-chart-title').textContent).toBe('Sales by region');
    // The markdown renderer (marked, DOMPurify) loads with the first block drawn.
    expect(
      (await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).textContent,
    ).toBe('Hello');
    const markdown = box('MARKDOWN-1')?.querySelector('[data-test="dashboard-markdown"]');
    expect(markdown?.querySelector('h1')?.textContent).toBe('Hello');
    expect(markdown?.innerHTML).not.toContain('<script');
    expect(screen.getByTestId('dashboard-divider')).toBeTruthy();
    expect(screen.getAllByTestId('dashboard-tab-title').map((t) => t.textContent)).toEqual([
      'Overview',
      'Details',
    ]);
    expect(await screen.findByText('In a tab')).toBeTruthy();
    expect(screen.queryAllByTestId('delete-component')).toHaveLength(0);
  }, 30_000);

  it('offers drag, delete and resize in edit mode and deletes through the context', () => {
    mockFetch(() => jsonResponse(200, { count: 0, result: [] })); // the component pane's charts
    const context = contextFor(fixture(), { editMode: true });
    renderLayout(context);
    expect(screen.getAllByTestId('resize-handle')).toHaveLength(3);
    // The editor layer draws a drag handle into each frame but the grid's and the tabs' panes.
    const handles = screen.getAllByTestId('drag-handle');
    expect(handles.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Drag Row',
      'Drag Sales by region',
      'Drag Markdown',
      'Drag Divider',
      'Drag Tabs',
      'Drag Row',
      'Drag Markdown',
    ]);
    expect(handles[1]?.closest('[data-component-id]')?.getAttribute('data-component-id')).toBe(
      'CHART-1',
    );
    fireEvent.click(screen.getByLabelText('Delete Divider'));
    expect(context.remove).toHaveBeenCalledWith('DIVIDER-1');
  });

  it("draws a chart or markdown inside a column at the column's width, as Superset's ChartHolder", () => {
    const base = fixture();
    const layout = withParents({
      ...base,
      'ROW-1': { ...base['ROW-1']!, children: ['COLUMN-1'] },
      'COLUMN-1': {
        id: 'COLUMN-1',
        type: 'COLUMN',
        children: ['CHART-1', 'MARKDOWN-1'],
        meta: { width: 3 },
      },
      'CHART-1': { ...base['CHART-1']!, meta: { ...base['CHART-1']!.meta, width: 2 } },
    });
    renderLayout(contextFor(layout));
    // 3 columns of 100 px plus 2 gutters of 16 px, whatever width the chart itself was saved with.
    expect(box('COLUMN-1')?.style.width).toBe('332px');
    expect(box('CHART-1')?.style.width).toBe('332px');
    expect(box('MARKDOWN-1')?.style.width).toBe('332px');
  });
});
