import { describe, expect, it } from 'vitest';
import { NEW_COMPONENTS_SOURCE_ID, emptyLayout, withParents } from '@sightline/core';
import type { Layout } from '@sightline/core';
import { hoverPosition, orientationOf } from './drop-indicator.ts';

function layout(): Layout {
  const base = emptyLayout('t');
  return withParents({
    ...base,
    GRID_ID: { ...base.GRID_ID, children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], meta: {} },
    'CHART-1': {
      id: 'CHART-1',
      type: 'CHART',
      children: [],
      meta: { width: 4, height: 50, chartId: 1 },
    },
  });
}

const newChart = { sourceId: NEW_COMPONENTS_SOURCE_ID, sourceIndex: 0, type: 'CHART' as const };
const rect = { top: 100, bottom: 500, left: 0, right: 300 };

describe('hoverPosition', () => {
  it('lays rows out side by side and charts in a row as stacked leaves', () => {
    expect(orientationOf(layout(), 'ROW-1')).toBe('row');
    expect(orientationOf(layout(), 'CHART-1')).toBe('column');
    expect(orientationOf(layout(), 'GRID_ID')).toBe('column');
  });

  it('drops beside a chart only within 20 px of its left or right edge', () => {
    expect(hoverPosition(layout(), newChart, 'CHART-1', rect, { x: 290, y: 300 })).toBe('right');
    expect(hoverPosition(layout(), newChart, 'CHART-1', rect, { x: 5, y: 300 })).toBe('left');
    expect(hoverPosition(layout(), newChart, 'CHART-1', rect, { x: 150, y: 300 })).toBeNull();
  });

  it('drops into the grid after its children', () => {
    expect(hoverPosition(layout(), newChart, 'GRID_ID', rect, { x: 150, y: 490 })).toBe('bottom');
  });

  it('forbids a divider inside a row', () => {
    expect(
      hoverPosition(layout(), { ...newChart, type: 'DIVIDER' }, 'CHART-1', rect, {
        x: 150,
        y: 300,
      }),
    ).toBe('forbidden');
  });
});
