import { describe, expect, it } from 'vitest';
import {
  NEW_COMPONENTS_SOURCE_ID as NEW,
  NOT_ENOUGH_SPACE_MESSAGE,
  type ComponentType,
} from './constants.ts';
import type { ComponentMeta, Layout } from './layout-schema.ts';
import { createComponent, handleDrop, moveComponent } from './layout-actions.ts';
import { counterIdGenerator, emptyLayout, type IdGenerator } from './new-component.ts';

/** Drops a new component into `dest` at `index`. */
const add = (
  layout: Layout,
  ids: IdGenerator,
  type: ComponentType,
  dest: string,
  index: number,
  meta?: ComponentMeta,
): Layout => {
  const result = handleDrop(
    layout,
    { source: { id: NEW, index: 0 }, destination: { id: dest, index }, dragging: { type, meta } },
    ids,
  );
  expect(result.changed).toBe(true);
  return result.layout;
};
const kids = (layout: Layout, id: string): string[] => layout[id].children;

describe('createComponent', () => {
  it('wraps a chart dropped on the grid in a new ROW with default width 4 and height 50', () => {
    const ids = counterIdGenerator();
    const result = createComponent(
      emptyLayout('T'),
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'GRID_ID', index: 0 },
        dragging: { type: 'CHART', meta: { chartId: 7, sliceName: 'c' } },
      },
      ids,
    );
    expect(result.createdId).toBe('ROW-2');
    expect(result.layout).toEqual({
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-2'], parents: ['ROOT_ID'], meta: {} },
      HEADER_ID: {
        id: 'HEADER_ID',
        type: 'HEADER',
        children: [],
        parents: [],
        meta: { text: 'T' },
      },
      'ROW-2': {
        id: 'ROW-2',
        type: 'ROW',
        children: ['CHART-1'],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      'CHART-1': {
        id: 'CHART-1',
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-2'],
        meta: { width: 4, height: 50, chartId: 7, sliceName: 'c' },
      },
    });
  });

  it('wraps markdown and columns too, but not headers, dividers, rows or tabs', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'MARKDOWN', 'GRID_ID', 0);
    l = add(l, ids, 'COLUMN', 'GRID_ID', 1);
    l = add(l, ids, 'DIVIDER', 'GRID_ID', 2);
    l = add(l, ids, 'HEADER', 'GRID_ID', 3);
    l = add(l, ids, 'ROW', 'GRID_ID', 4);
    expect(kids(l, 'GRID_ID')).toEqual(['ROW-2', 'ROW-4', 'DIVIDER-5', 'HEADER-6', 'ROW-7']);
    expect(kids(l, 'ROW-2')).toEqual(['MARKDOWN-1']);
    expect(kids(l, 'ROW-4')).toEqual(['COLUMN-3']);
    expect(l['MARKDOWN-1'].meta).toEqual({ width: 4, height: 50, code: '' });
    expect(l['HEADER-6'].meta).toEqual({
      text: 'New header',
      headerSize: 'MEDIUM_HEADER',
      background: 'BACKGROUND_TRANSPARENT',
    });
  });

  it('gives new TABS one TAB, and wraps a chart dropped in a tab', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'TABS', 'GRID_ID', 0);
    expect(l['TABS-1'].children).toEqual(['TAB-2']);
    expect(l['TAB-2'].meta).toEqual({
      text: '',
      defaultText: 'Tab title',
      placeholder: 'Tab title',
    });
    l = add(l, ids, 'CHART', 'TAB-2', 0, { chartId: 1 });
    expect(kids(l, 'TAB-2')).toEqual(['ROW-4']);
    expect(l['CHART-3'].parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-2', 'ROW-4']);
  });

  it('inserts into a row without wrapping, at the given index', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'CHART', 'GRID_ID', 0, { chartId: 1 });
    l = add(l, ids, 'CHART', 'ROW-2', 0, { chartId: 2 });
    expect(kids(l, 'ROW-2')).toEqual(['CHART-3', 'CHART-1']);
  });

  it('narrows a component to the room left in a row, and refuses it with the space warning when none is left', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'CHART', 'GRID_ID', 0, { chartId: 1, width: 6 });
    l = add(l, ids, 'CHART', 'ROW-2', 1, { chartId: 2, width: 5 });
    l = add(l, ids, 'CHART', 'ROW-2', 2, { chartId: 3 });
    expect(l['CHART-4'].meta.width).toBe(1);
    const full = createComponent(
      l,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROW-2', index: 0 },
        dragging: { type: 'MARKDOWN' },
      },
      ids,
    );
    expect(full).toEqual({
      layout: l,
      changed: false,
      refused: 'space',
      warning: NOT_ENOUGH_SPACE_MESSAGE,
    });
  });

  it('refuses forbidden drops: a chart into a chart, a tab into the grid, a divider into a row', () => {
    const ids = counterIdGenerator();
    const l = add(emptyLayout(), ids, 'CHART', 'GRID_ID', 0, { chartId: 1 });
    const drop = (type: ComponentType, dest: string) =>
      createComponent(
        l,
        { source: { id: NEW, index: 0 }, destination: { id: dest, index: 0 }, dragging: { type } },
        ids,
      );
    expect(drop('CHART', 'CHART-1').refused).toBe('forbidden');
    expect(drop('TAB', 'GRID_ID').refused).toBe('forbidden');
    expect(drop('DIVIDER', 'ROW-2').refused).toBe('forbidden');
    expect(drop('CHART', 'NOPE').refused).toBe('not-found');
  });

  it('enforces the maximum depth: no column inside a row at depth 4', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'COLUMN', 'GRID_ID', 0); // GRID > ROW-2 > COLUMN-1
    l = add(l, ids, 'ROW', 'COLUMN-1', 0); // ROW-3 at depth 4
    l = add(l, ids, 'CHART', 'ROW-3', 0, { chartId: 1 }); // chart at depth 5
    const deeper = createComponent(
      l,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROW-3', index: 0 },
        dragging: { type: 'COLUMN' },
      },
      ids,
    );
    expect(deeper.refused).toBe('space'); // the 4-wide column only has room left for 0 columns
    const narrow = {
      ...l,
      'CHART-4': { ...l['CHART-4'], meta: { ...l['CHART-4'].meta, width: 1 } },
    };
    const column = createComponent(
      narrow,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROW-3', index: 0 },
        dragging: { type: 'COLUMN', meta: { width: 1 } },
      },
      ids,
    );
    expect(column.changed).toBe(true); // row at depth 4 may hold a column ...
    const tooDeep = createComponent(
      column.layout,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'COLUMN-5', index: 0 },
        dragging: { type: 'ROW' },
      },
      ids,
    );
    expect(tooDeep.refused).toBe('forbidden'); // ... but that column (depth 5) may not hold rows
  });
});

describe('moveComponent and handleDrop', () => {
  const base = (): { l: Layout; ids: IdGenerator } => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'CHART', 'GRID_ID', 0, { chartId: 1 }); // ROW-2 > CHART-1
    l = add(l, ids, 'CHART', 'ROW-2', 1, { chartId: 2 }); // CHART-3
    l = add(l, ids, 'CHART', 'GRID_ID', 1, { chartId: 3 }); // ROW-5 > CHART-4
    return { l, ids };
  };

  it('reorders within a container (index after removal)', () => {
    const { l, ids } = base();
    const r = handleDrop(
      l,
      {
        source: { id: 'ROW-2', index: 0 },
        destination: { id: 'ROW-2', index: 1 },
        dragging: { id: 'CHART-1', type: 'CHART' },
      },
      ids,
    );
    expect(kids(r.layout, 'ROW-2')).toEqual(['CHART-3', 'CHART-1']);
  });

  it('does nothing when neither target nor index differ', () => {
    const { l, ids } = base();
    const r = handleDrop(
      l,
      {
        source: { id: 'ROW-2', index: 0 },
        destination: { id: 'ROW-2', index: 0 },
        dragging: { id: 'CHART-1', type: 'CHART' },
      },
      ids,
    );
    expect(r).toEqual({ layout: l, changed: false, refused: 'unchanged' });
  });

  it('moves between rows and deletes the row left empty', () => {
    const { l, ids } = base();
    const r = handleDrop(
      l,
      {
        source: { id: 'ROW-5', index: 0 },
        destination: { id: 'ROW-2', index: 2 },
        dragging: { id: 'CHART-4', type: 'CHART' },
      },
      ids,
    );
    expect(kids(r.layout, 'ROW-2')).toEqual(['CHART-1', 'CHART-3', 'CHART-4']);
    expect(kids(r.layout, 'GRID_ID')).toEqual(['ROW-2']);
    expect(r.layout['ROW-5']).toBeUndefined();
    expect(r.layout['CHART-4'].parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-2']);
  });

  it('auto-wraps a chart moved onto the grid in a new row', () => {
    const { l, ids } = base();
    const r = handleDrop(
      l,
      {
        source: { id: 'ROW-2', index: 1 },
        destination: { id: 'GRID_ID', index: 0 },
        dragging: { id: 'CHART-3', type: 'CHART' },
      },
      ids,
    );
    expect(kids(r.layout, 'GRID_ID')).toEqual(['ROW-6', 'ROW-2', 'ROW-5']);
    expect(kids(r.layout, 'ROW-6')).toEqual(['CHART-3']);
  });

  it('narrows a moved chart to the room left, and refuses with the space warning otherwise', () => {
    const { l, ids } = base();
    const wide = { ...l, 'CHART-4': { ...l['CHART-4'], meta: { ...l['CHART-4'].meta, width: 6 } } };
    const narrowed = handleDrop(
      wide,
      {
        source: { id: 'ROW-5', index: 0 },
        destination: { id: 'ROW-2', index: 0 },
        dragging: { id: 'CHART-4', type: 'CHART' },
      },
      ids,
    );
    expect(narrowed.layout['CHART-4'].meta.width).toBe(4);
    const full = { ...l, 'CHART-1': { ...l['CHART-1'], meta: { ...l['CHART-1'].meta, width: 8 } } };
    const refusedMove = handleDrop(
      full,
      {
        source: { id: 'ROW-5', index: 0 },
        destination: { id: 'ROW-2', index: 0 },
        dragging: { id: 'CHART-4', type: 'CHART' },
      },
      ids,
    );
    expect(refusedMove).toEqual({
      layout: full,
      changed: false,
      refused: 'space',
      warning: NOT_ENOUGH_SPACE_MESSAGE,
    });
  });

  it('refuses moving a component into its own subtree or into a forbidden parent', () => {
    const { l, ids } = base();
    expect(
      moveComponent(
        l,
        {
          source: { id: 'GRID_ID', index: 0 },
          destination: { id: 'ROW-2', index: 0 },
          dragging: { id: 'ROW-2', type: 'ROW' },
        },
        ids,
      ).refused,
    ).toBe('forbidden');
    expect(
      moveComponent(
        l,
        {
          source: { id: 'GRID_ID', index: 0 },
          destination: { id: 'ROW-5', index: 0 },
          dragging: { id: 'ROW-2', type: 'ROW' },
        },
        ids,
      ).refused,
    ).toBe('forbidden');
    expect(
      moveComponent(
        l,
        {
          source: { id: 'ROW-2', index: 9 },
          destination: { id: 'ROW-5', index: 0 },
          dragging: { type: 'CHART' },
        },
        ids,
      ).refused,
    ).toBe('not-found');
  });

  it('deletes a tab left empty by a move (and its tabs when it was the only tab)', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'TABS', 'GRID_ID', 0); // TABS-1 > TAB-2
    l = add(l, ids, 'CHART', 'TAB-2', 0, { chartId: 9 }); // TAB-2 > ROW-4 > CHART-3
    const r = handleDrop(
      l,
      {
        source: { id: 'TAB-2', index: 0 },
        destination: { id: 'GRID_ID', index: 1 },
        dragging: { id: 'ROW-4', type: 'ROW' },
      },
      ids,
    );
    expect(kids(r.layout, 'GRID_ID')).toEqual(['ROW-4']);
    expect(r.layout['TAB-2']).toBeUndefined();
    expect(r.layout['TABS-1']).toBeUndefined();
  });
});
