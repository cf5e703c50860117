import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID, NEW_COMPONENTS_SOURCE_ID } from './constants.ts';
import { unwrapTopLevelTabs } from './delete-component.ts';
import type { DropResult } from './drop-rules.ts';
import type { Layout } from './layout-schema.ts';
import { changed, refused, type LayoutResult } from './layout-result.ts';
import { isTopLevelTabs, withParents } from './layout-tree.ts';
import { newComponent, type IdGenerator } from './new-component.ts';

/**
 * Handles a drop of a TABS component onto the root: the dashboard gets top-level tabs and the
 * grid's content moves into their first tab (a new TABS with one TAB, or the dragged TABS whose
 * first tab receives the rest of the grid). Refused when top-level tabs exist already.
 */
export function createTopLevelTabs(
  layout: Layout,
  drop: DropResult,
  ids: IdGenerator,
): LayoutResult {
  const root = layout[DASHBOARD_ROOT_ID];
  const topId = root?.children[0];
  if (!root || topId === undefined || !layout[topId]) return refused(layout, 'not-found');
  if (drop.dragging.type !== 'TABS' || isTopLevelTabs(layout, topId))
    return refused(layout, 'forbidden');
  const grid = layout[topId];
  const next: Layout = { ...layout, [topId]: { ...grid, children: [] } };
  if (drop.source.id !== NEW_COMPONENTS_SOURCE_ID) {
    const draggedId = layout[drop.source.id]?.children[drop.source.index];
    const dragged = draggedId === undefined ? undefined : layout[draggedId];
    const firstTabId = dragged?.children[0];
    if (!dragged || dragged.type !== 'TABS' || firstTabId === undefined)
      return refused(layout, 'not-found');
    if (drop.source.id !== topId) return refused(layout, 'forbidden');
    const rest = grid.children.filter((c) => c !== dragged.id);
    next[firstTabId] = {
      ...layout[firstTabId],
      children: [...layout[firstTabId].children, ...rest],
    };
    next[DASHBOARD_ROOT_ID] = { ...root, children: [dragged.id] };
    return changed(detachGrid(withParents(next)), dragged.id);
  }
  const tabs = newComponent('TABS', ids);
  const tab = { ...newComponent('TAB', ids), children: [...grid.children] };
  next[tabs.id] = { ...tabs, children: [tab.id] };
  next[tab.id] = tab;
  next[DASHBOARD_ROOT_ID] = { ...root, children: [tabs.id] };
  return changed(detachGrid(withParents(next)), tabs.id);
}

/** The grid stays in the map, empty and detached, while top-level tabs are shown. */
function detachGrid(layout: Layout): Layout {
  const grid = layout[DASHBOARD_GRID_ID];
  return grid ? { ...layout, [DASHBOARD_GRID_ID]: { ...grid, children: [], parents: [] } } : layout;
}

/** Removes the top-level tabs, moving every tab's content, in order, back into the grid. */
export function deleteTopLevelTabs(layout: Layout): LayoutResult {
  const topId = layout[DASHBOARD_ROOT_ID]?.children[0];
  if (topId === undefined || !isTopLevelTabs(layout, topId)) return refused(layout, 'unchanged');
  return changed(withParents(unwrapTopLevelTabs(layout)));
}
