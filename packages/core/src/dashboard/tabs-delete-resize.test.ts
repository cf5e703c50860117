import { describe, expect, it } from 'vitest';
import {
  GRID_MAX_ROW_UNITS,
  NEW_COMPONENTS_SOURCE_ID as NEW,
  TOP_LEVEL_TAB_MESSAGE,
  type ComponentType,
} from './constants.ts';
import { deleteComponent } from './delete-component.ts';
import { handleDrop } from './layout-actions.ts';
import type { ComponentMeta, Layout } from './layout-schema.ts';
import { counterIdGenerator, emptyLayout, type IdGenerator } from './new-component.ts';
import { resizeComponent, updateComponents } from './resize-component.ts';
import { deleteTopLevelTabs } from './tabs-actions.ts';

const add = (
  layout: Layout,
  ids: IdGenerator,
  type: ComponentType,
  dest: string,
  index: number,
  meta?: ComponentMeta,
): Layout =>
  handleDrop(
    layout,
    { source: { id: NEW, index: 0 }, destination: { id: dest, index }, dragging: { type, meta } },
    ids,
  ).layout;

/** GRID > ROW-2 > [CHART-1, CHART-3]; GRID > DIVIDER-4. */
const sample = (): { l: Layout; ids: IdGenerator } => {
  const ids = counterIdGenerator();
  let l = add(emptyLayout(), ids, 'CHART', 'GRID_ID', 0, { chartId: 1 });
  l = add(l, ids, 'CHART', 'ROW-2', 1, { chartId: 2 });
  l = add(l, ids, 'DIVIDER', 'GRID_ID', 1);
  return { l, ids };
};

describe('top-level tabs', () => {
  it('a new TABS dropped on the root moves the grid content into its first tab', () => {
    const { l, ids } = sample();
    const r = handleDrop(
      l,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { type: 'TABS' },
      },
      ids,
    );
    expect(r.changed).toBe(true);
    expect(r.layout.ROOT_ID.children).toEqual(['TABS-5']);
    expect(r.layout['TABS-5'].children).toEqual(['TAB-6']);
    expect(r.layout['TAB-6'].children).toEqual(['ROW-2', 'DIVIDER-4']);
    expect(r.layout.GRID_ID.children).toEqual([]);
    expect(r.layout['CHART-1'].parents).toEqual(['ROOT_ID', 'TABS-5', 'TAB-6', 'ROW-2']);
    const again = handleDrop(
      r.layout,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { type: 'TABS' },
      },
      ids,
    );
    expect(again.refused).toBe('forbidden');
  });

  it('existing tabs dragged on the root become top-level; the rest of the grid joins their first tab', () => {
    const { l, ids } = sample();
    const withTabs = add(l, ids, 'TABS', 'GRID_ID', 0); // TABS-5 > TAB-6
    const r = handleDrop(
      withTabs,
      {
        source: { id: 'GRID_ID', index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { id: 'TABS-5', type: 'TABS' },
      },
      ids,
    );
    expect(r.layout.ROOT_ID.children).toEqual(['TABS-5']);
    expect(r.layout['TAB-6'].children).toEqual(['ROW-2', 'DIVIDER-4']);
  });

  it('deleteTopLevelTabs moves every tab content back to the grid in order', () => {
    const { l, ids } = sample();
    let t = handleDrop(
      l,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { type: 'TABS' },
      },
      ids,
    ).layout;
    t = add(t, ids, 'TAB', 'TABS-5', 1); // TAB-7
    t = add(t, ids, 'MARKDOWN', 'TAB-7', 0); // ROW-9 > MARKDOWN-8
    const r = deleteTopLevelTabs(t);
    expect(r.layout.ROOT_ID.children).toEqual(['GRID_ID']);
    expect(r.layout.GRID_ID.children).toEqual(['ROW-2', 'DIVIDER-4', 'ROW-9']);
    expect(r.layout['TABS-5']).toBeUndefined();
    expect(r.layout['TAB-7']).toBeUndefined();
    expect(r.layout['MARKDOWN-8'].parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-9']);
    expect(deleteTopLevelTabs(r.layout).changed).toBe(false);
  });

  it("refuses moving a top-level tab into nested tabs with 'Can not move top level tab into nested tabs'", () => {
    const { l, ids } = sample();
    let t = handleDrop(
      l,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { type: 'TABS' },
      },
      ids,
    ).layout;
    t = add(t, ids, 'TABS', 'TAB-6', 0); // nested TABS-7 > TAB-8
    const r = handleDrop(
      t,
      {
        source: { id: 'TABS-5', index: 0 },
        destination: { id: 'TABS-7', index: 1 },
        dragging: { id: 'TAB-6', type: 'TAB' },
      },
      ids,
    );
    expect(r).toEqual({
      layout: t,
      changed: false,
      refused: 'top-level-tab',
      warning: TOP_LEVEL_TAB_MESSAGE,
    });
    const nested = handleDrop(
      t,
      {
        source: { id: 'TABS-7', index: 0 },
        destination: { id: 'TABS-5', index: 1 },
        dragging: { id: 'TAB-8', type: 'TAB' },
      },
      ids,
    );
    expect(nested.layout['TABS-5'].children).toEqual(['TAB-6', 'TAB-8']);
    expect(nested.layout['TABS-7']).toBeUndefined(); // left empty, removed
  });
});

describe('deleteComponent', () => {
  it('deletes a component with its children, and the row left empty', () => {
    const { l } = sample();
    const one = deleteComponent(l, 'CHART-1').layout;
    expect(one['ROW-2'].children).toEqual(['CHART-3']);
    const two = deleteComponent(one, 'CHART-3').layout;
    expect(two.GRID_ID.children).toEqual(['DIVIDER-4']);
    expect(Object.keys(two).sort()).toEqual(['DIVIDER-4', 'GRID_ID', 'HEADER_ID', 'ROOT_ID']);
    const row = deleteComponent(l, 'ROW-2').layout;
    expect(row['CHART-1']).toBeUndefined();
    expect(row['CHART-3']).toBeUndefined();
  });

  it('keeps ROOT, GRID and HEADER; deleting the last top-level tab restores an empty grid', () => {
    const { l, ids } = sample();
    expect(deleteComponent(l, 'GRID_ID').refused).toBe('forbidden');
    expect(deleteComponent(l, 'NOPE').refused).toBe('not-found');
    const t = handleDrop(
      l,
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { type: 'TABS' },
      },
      ids,
    ).layout;
    const r = deleteComponent(t, 'TAB-6').layout;
    expect(r.ROOT_ID.children).toEqual(['GRID_ID']);
    expect(Object.keys(r).sort()).toEqual(['GRID_ID', 'HEADER_ID', 'ROOT_ID']);
  });
});

describe('resizeComponent', () => {
  it('sets width and height, clamped to the room in the row and the height limits', () => {
    const { l } = sample();
    expect(
      resizeComponent(l, 'CHART-1', { width: 6, height: 30 }).layout['CHART-1'].meta,
    ).toMatchObject({ width: 6, height: 30 });
    expect(resizeComponent(l, 'CHART-1', { width: 20 }).layout['CHART-1'].meta.width).toBe(8);
    expect(resizeComponent(l, 'CHART-1', { width: 0 }).layout['CHART-1'].meta.width).toBe(1);
    expect(resizeComponent(l, 'CHART-1', { height: 1 }).layout['CHART-1'].meta.height).toBe(5);
    expect(resizeComponent(l, 'CHART-1', { height: 1e9 }).layout['CHART-1'].meta.height).toBe(
      GRID_MAX_ROW_UNITS,
    );
  });

  it('only changes when the size differs, and only for resizable types', () => {
    const { l } = sample();
    expect(resizeComponent(l, 'CHART-1', { width: 4, height: 50 })).toEqual({
      layout: l,
      changed: false,
      refused: 'unchanged',
    });
    expect(resizeComponent(l, 'ROW-2', { width: 4 }).refused).toBe('forbidden');
  });

  it('a column cannot get narrower than its widest row', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'COLUMN', 'GRID_ID', 0, { width: 6 });
    l = add(l, ids, 'ROW', 'COLUMN-1', 0);
    l = add(l, ids, 'CHART', 'ROW-3', 0, { chartId: 1, width: 3 });
    expect(resizeComponent(l, 'COLUMN-1', { width: 2 }).layout['COLUMN-1'].meta.width).toBe(3);
  });
});

describe('updateComponents', () => {
  it('replaces meta of existing components without touching the tree', () => {
    const { l } = sample();
    const r = updateComponents(l, { HEADER_ID: { ...l.HEADER_ID, meta: { text: 'New title' } } });
    expect(r.layout.HEADER_ID.meta.text).toBe('New title');
    expect(updateComponents(l, { X: l.HEADER_ID }).changed).toBe(false);
  });
});
