import { describe, expect, it } from 'vitest';
import type { Layout } from '@sightline/core';
import { chartsInFirstView } from './first-view.ts';

const chart = (id: string, chartId: number, height = 50) => ({
  [id]: { id, type: 'CHART', children: [], meta: { chartId, width: 4, height } },
});
const node = (
  id: string,
  type: string,
  children: string[],
  meta: Record<string, unknown> = {},
) => ({
  [id]: { id, type, children, meta },
});

// A grid of three rows (400 px charts, 16 px gutters) and a tab set under them.
const layout = {
  ...node('GRID_ID', 'GRID', ['R1', 'R2', 'R3', 'TABS']),
  ...node('R1', 'ROW', ['C1', 'C2']),
  ...chart('C1', 1),
  ...chart('C2', 2),
  ...node('R2', 'ROW', ['COL']),
  ...node('COL', 'COLUMN', ['R2A', 'R2B']),
  ...node('R2A', 'ROW', ['C3']),
  ...chart('C3', 3, 25),
  ...node('R2B', 'ROW', ['C4']),
  ...chart('C4', 4, 25),
  ...node('R3', 'ROW', ['C5']),
  ...chart('C5', 5),
  ...node('TABS', 'TABS', ['T1', 'T2']),
  ...node('T1', 'TAB', ['R4']),
  ...node('R4', 'ROW', ['C6']),
  ...chart('C6', 6),
  ...node('T2', 'TAB', ['R5']),
  ...node('R5', 'ROW', ['C7']),
  ...chart('C7', 7),
} as unknown as Layout;

describe('chartsInFirstView', () => {
  it('takes the charts whose top lies within the view, by the layout heights', () => {
    // Row 1 at 0 (400 px + 16), row 2 at 416 (a column of 200 + 16 and 200 + 16), row 3 at 848.
    expect(chartsInFirstView(layout, 'GRID_ID', {}, 300)).toEqual([1, 2]);
    expect(chartsInFirstView(layout, 'GRID_ID', {}, 700)).toEqual([1, 2, 3, 4]);
    expect(chartsInFirstView(layout, 'GRID_ID', {}, 900)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes only the active tab of a tab set, the first one when none is chosen', () => {
    expect(chartsInFirstView(layout, 'GRID_ID', {}, 5000)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(chartsInFirstView(layout, 'GRID_ID', { TABS: 'T2' }, 5000)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(chartsInFirstView(layout, 'GRID_ID', { TABS: 'nope' }, 5000)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });
});
