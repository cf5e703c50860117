import { describe, expect, it } from 'vitest';
import { NEW_COMPONENTS_SOURCE_ID } from './constants.ts';
import { dropResultFor } from './drop-destination.ts';
import { handleDrop } from './layout-actions.ts';
import type { Layout } from './layout-schema.ts';
import { counterIdGenerator, emptyLayout } from './new-component.ts';

function layoutWithRow(): Layout {
  const base = emptyLayout('T');
  return {
    ...base,
    GRID_ID: { ...base.GRID_ID, children: ['ROW-a'] },
    'ROW-a': {
      id: 'ROW-a',
      type: 'ROW',
      children: ['CHART-a', 'CHART-b'],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-a': {
      id: 'CHART-a',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
      meta: { width: 4, height: 50, chartId: 1 },
    },
    'CHART-b': {
      id: 'CHART-b',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
      meta: { width: 4, height: 50, chartId: 2 },
    },
  };
}

describe('dropResultFor', () => {
  it('drops a new chart into the empty grid at its start', () => {
    const drop = dropResultFor(
      emptyLayout(),
      { sourceId: NEW_COMPONENTS_SOURCE_ID, sourceIndex: 0, type: 'CHART', meta: { chartId: 7 } },
      'GRID_ID',
      'top',
    );
    expect(drop).toEqual({
      source: { id: NEW_COMPONENTS_SOURCE_ID, index: 0 },
      dragging: { type: 'CHART', meta: { chartId: 7 } },
      destination: { id: 'GRID_ID', index: 0 },
    });
  });

  it('appends after the grid children for bottom', () => {
    const drop = dropResultFor(
      layoutWithRow(),
      { sourceId: NEW_COMPONENTS_SOURCE_ID, sourceIndex: 0, type: 'DIVIDER' },
      'GRID_ID',
      'bottom',
    );
    expect(drop?.destination).toEqual({ id: 'GRID_ID', index: 1 });
  });

  it('places a new chart beside a chart of a row (right means after it)', () => {
    const layout = layoutWithRow();
    const drop = dropResultFor(
      layout,
      { sourceId: NEW_COMPONENTS_SOURCE_ID, sourceIndex: 0, type: 'CHART', meta: { chartId: 3 } },
      'CHART-a',
      'right',
    );
    expect(drop?.destination).toEqual({ id: 'ROW-a', index: 1 });
    const result = handleDrop(layout, drop!, counterIdGenerator());
    expect(result.layout['ROW-a'].children).toEqual(['CHART-a', 'CHART-1', 'CHART-b']);
  });

  it('counts the index after removal when moving inside one row', () => {
    const layout = layoutWithRow();
    const drop = dropResultFor(
      layout,
      { sourceId: 'ROW-a', sourceIndex: 0, type: 'CHART', id: 'CHART-a' },
      'CHART-b',
      'right',
    );
    expect(drop?.destination).toEqual({ id: 'ROW-a', index: 1 });
    expect(handleDrop(layout, drop!, counterIdGenerator()).layout['ROW-a'].children).toEqual([
      'CHART-b',
      'CHART-a',
    ]);
  });

  it('gives nothing for a forbidden indicator', () => {
    expect(
      dropResultFor(
        layoutWithRow(),
        { sourceId: NEW_COMPONENTS_SOURCE_ID, sourceIndex: 0, type: 'CHART' },
        'CHART-a',
        'forbidden',
      ),
    ).toBeNull();
  });
});
