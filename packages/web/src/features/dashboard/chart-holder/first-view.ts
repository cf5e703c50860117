import {
  DASHBOARD_ROOT_ID,
  GRID_BASE_UNIT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_GUTTER_SIZE,
} from '@sightline/core';
import type { Layout } from '@sightline/core';

/** Heights in px the layout does not say: a tab bar, a header row, a divider. */
const TAB_BAR_PX = 48;
const HEADER_PX = 56;
const DIVIDER_PX = 24;

/**
 * The charts a dashboard shows within `viewportPx` of the grid's top on first load, from the
 * layout's own heights (grid units), only the active tab of each tab set (the first when none is
 * chosen). An estimate for asking for their data before the grid has rendered and measured itself;
 * each chart still loads itself when it comes into view.
 */
export function chartsInFirstView(
  layout: Layout,
  rootChildId: string,
  activeTabs: Readonly<Record<string, string>>,
  viewportPx: number,
): number[] {
  const charts: number[] = [];
  const seen = new Set<string>();
  /** Lays out `id` at `top`; answers its height in px. */
  const visit = (id: string, top: number): number => {
    const node = layout[id];
    if (!node || seen.has(id) || top >= viewportPx) return 0;
    seen.add(id);
    const units = (n: unknown, fallback: number) =>
      (typeof n === 'number' && n > 0 ? n : fallback) * GRID_BASE_UNIT;
    switch (node.type) {
      case 'CHART': {
        const chartId = node.meta.chartId;
        if (typeof chartId === 'number') charts.push(chartId);
        return units(node.meta.height, GRID_DEFAULT_CHART_HEIGHT);
      }
      case 'MARKDOWN':
        return units(node.meta.height, GRID_DEFAULT_CHART_HEIGHT);
      case 'HEADER':
        return HEADER_PX;
      case 'DIVIDER':
        return DIVIDER_PX;
      case 'ROW':
        return Math.max(0, ...node.children.map((child) => visit(child, top))) + GRID_GUTTER_SIZE;
      case 'TABS': {
        const chosen = activeTabs[id];
        const active = chosen && node.children.includes(chosen) ? chosen : node.children[0];
        return TAB_BAR_PX + (active ? visit(active, top + TAB_BAR_PX) : 0);
      }
      default: {
        // GRID, TAB, COLUMN: children one under the other.
        let height = 0;
        for (const child of node.children) height += visit(child, top + height);
        return height;
      }
    }
  };
  visit(rootChildId, 0);
  return charts;
}

/** chartsInFirstView from the layout's root (its first child, the grid or the top-level tabs). */
export function chartsInFirstViewOfLayout(
  layout: Layout,
  activeTabs: Readonly<Record<string, string>>,
  viewportPx: number,
): number[] {
  const root = layout[DASHBOARD_ROOT_ID]?.children[0];
  return root ? chartsInFirstView(layout, root, activeTabs, viewportPx) : [];
}
