import { describe, expect, it } from 'vitest';
import { NEW_COMPONENTS_SOURCE_ID as NEW, type ComponentType } from './constants.ts';
import {
  getDropPosition,
  isValidChild,
  shouldWrapInRow,
  widthFromDrop,
  type DropPositionInput,
} from './drop-rules.ts';
import { handleDrop } from './layout-actions.ts';
import type { ComponentMeta, Layout } from './layout-schema.ts';
import { componentDepth } from './layout-tree.ts';
import { counterIdGenerator, emptyLayout, type IdGenerator } from './new-component.ts';

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

describe('nesting matrix', () => {
  it('accepts the documented parent/child pairs within their depth limits', () => {
    expect(isValidChild('ROOT', 'GRID', 0)).toBe(true);
    expect(isValidChild('ROOT', 'TABS', 0)).toBe(true);
    expect(isValidChild('GRID', 'ROW', 1)).toBe(true);
    expect(isValidChild('ROW', 'CHART', 4)).toBe(true);
    expect(isValidChild('ROW', 'CHART', 5)).toBe(false);
    expect(isValidChild('TABS', 'TAB', 3)).toBe(true);
    expect(isValidChild('TABS', 'TAB', 4)).toBe(false);
    expect(isValidChild('COLUMN', 'ROW', 3)).toBe(true);
    expect(isValidChild('COLUMN', 'ROW', 4)).toBe(false);
    expect(isValidChild('TAB', 'CHART', 5)).toBe(true);
  });

  it('refuses types a parent never holds', () => {
    const leaves: ComponentType[] = ['CHART', 'MARKDOWN', 'DIVIDER', 'HEADER', 'DYNAMIC'];
    leaves.forEach((leaf) => expect(isValidChild(leaf, 'CHART', 0)).toBe(false));
    expect(isValidChild('ROW', 'ROW', 1)).toBe(false);
    expect(isValidChild('ROW', 'DIVIDER', 1)).toBe(false);
    expect(isValidChild('COLUMN', 'COLUMN', 1)).toBe(false);
    expect(isValidChild('GRID', 'TAB', 1)).toBe(false);
    expect(isValidChild('TABS', 'CHART', 1)).toBe(false);
  });

  it('wraps chart, markdown, column and dynamic in a row only in the grid and tabs', () => {
    expect(shouldWrapInRow('GRID', 'CHART')).toBe(true);
    expect(shouldWrapInRow('TAB', 'MARKDOWN')).toBe(true);
    expect(shouldWrapInRow('GRID', 'COLUMN')).toBe(true);
    expect(shouldWrapInRow('ROW', 'CHART')).toBe(false);
    expect(shouldWrapInRow('GRID', 'DIVIDER')).toBe(false);
  });

  it('computes depths: tabs do not add depth, top-level tab content sits at grid-child depth', () => {
    const ids = counterIdGenerator();
    let l = add(emptyLayout(), ids, 'TABS', 'GRID_ID', 0); // TABS-1 > TAB-2
    l = add(l, ids, 'COLUMN', 'TAB-2', 0); // ROW-4 > COLUMN-3
    l = add(l, ids, 'ROW', 'COLUMN-3', 0); // ROW-5
    l = add(l, ids, 'CHART', 'ROW-5', 0, { chartId: 1, width: 2 }); // CHART-6
    expect(
      ['GRID_ID', 'TABS-1', 'TAB-2', 'ROW-4', 'COLUMN-3', 'ROW-5', 'CHART-6'].map((id) =>
        componentDepth(l, id),
      ),
    ).toEqual([1, 2, 2, 2, 3, 4, 5]);
    const top = handleDrop(
      emptyLayout(),
      {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROOT_ID', index: 0 },
        dragging: { type: 'TABS' },
      },
      counterIdGenerator(),
    ).layout;
    const withRow = add(top, counterIdGenerator(10), 'ROW', 'TAB-2', 0);
    expect([
      componentDepth(withRow, 'TABS-1'),
      componentDepth(withRow, 'TAB-2'),
      componentDepth(withRow, 'ROW-10'),
    ]).toEqual([1, 1, 2]);
  });
});

describe('widthFromDrop', () => {
  it('keeps the width in the same container and for width-less targets', () => {
    const ids = counterIdGenerator();
    const l = add(emptyLayout(), ids, 'CHART', 'GRID_ID', 0, { chartId: 1, width: 10 });
    expect(
      widthFromDrop(l, {
        source: { id: 'ROW-2', index: 0 },
        destination: { id: 'ROW-2', index: 0 },
        dragging: { id: 'CHART-1', type: 'CHART' },
      }),
    ).toBe(10);
    expect(
      widthFromDrop(l, {
        source: { id: NEW, index: 0 },
        destination: { id: 'GRID_ID', index: 0 },
        dragging: { type: 'CHART' },
      }),
    ).toBe(4);
    expect(
      widthFromDrop(l, {
        source: { id: NEW, index: 0 },
        destination: { id: 'ROW-2', index: 0 },
        dragging: { type: 'CHART' },
      }),
    ).toBe(2);
    expect(
      widthFromDrop(l, {
        source: { id: NEW, index: 0 },
        destination: { id: 'GRID_ID', index: 0 },
        dragging: { type: 'DIVIDER' },
      }),
    ).toBeUndefined();
  });
});

describe('getDropPosition', () => {
  const rect = { top: 0, bottom: 100, left: 0, right: 200 };
  const input = (over: Partial<DropPositionInput>): DropPositionInput => ({
    draggingType: 'CHART',
    target: { id: 'ROW-1', type: 'ROW', depth: 2, hasChildren: true },
    parent: { type: 'GRID', depth: 1 },
    orientation: 'row',
    rect,
    pointer: { x: 100, y: 50 },
    ...over,
  });

  it('is forbidden when neither child nor sibling drop is valid', () => {
    expect(getDropPosition(input({ draggingType: 'TAB' }))).toBe('forbidden');
  });
  it('drops as child: right of existing children in a row, left when empty', () => {
    const child = { draggingType: 'CHART' as const, parent: { type: 'TAB' as const, depth: 9 } };
    expect(getDropPosition(input(child))).toBe('right');
    expect(
      getDropPosition(
        input({ ...child, target: { id: 'ROW-1', type: 'ROW', depth: 2, hasChildren: false } }),
      ),
    ).toBe('left');
    const column = {
      ...child,
      orientation: 'column' as const,
      target: { id: 'C', type: 'COLUMN' as const, depth: 3, hasChildren: true },
    };
    expect(getDropPosition(input(column))).toBe('bottom');
  });
  it('splits by halves when both child and sibling are valid', () => {
    expect(getDropPosition(input({ pointer: { x: 10, y: 20 } }))).toBe('top');
    expect(getDropPosition(input({ pointer: { x: 10, y: 80 } }))).toBe('bottom');
  });
  it('sibling-only drops need the pointer within 20 px of an edge', () => {
    const chart = {
      target: { id: 'CHART-1', type: 'CHART' as const, depth: 3, hasChildren: false },
      parent: { type: 'ROW' as const, depth: 2 },
      orientation: 'column' as const,
    };
    expect(getDropPosition(input({ ...chart, pointer: { x: 5, y: 50 } }))).toBe('left');
    expect(getDropPosition(input({ ...chart, pointer: { x: 190, y: 50 } }))).toBe('right');
    expect(getDropPosition(input({ ...chart, pointer: { x: 100, y: 50 } }))).toBeNull();
  });
  it('ignores dropping a component on itself', () => {
    expect(getDropPosition(input({ draggingId: 'ROW-1' }))).toBeNull();
  });
});
