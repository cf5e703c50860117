import { DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID, DASHBOARD_ROOT_ID } from './constants.ts';
import type { Layout } from './layout-schema.ts';
import { changed, refused, type LayoutResult } from './layout-result.ts';
import { findParentId, isTopLevelTabs, subtreeIds, withParents } from './layout-tree.ts';

const FIXED_IDS = new Set([DASHBOARD_ROOT_ID, DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID]);

/** Removes `id` and its subtree from the map and from its parent's children (no cascade). */
function removeSubtree(layout: Layout, id: string): Layout {
  const next: Layout = { ...layout };
  const parentId = findParentId(layout, id);
  subtreeIds(layout, id).forEach((cid) => delete next[cid]);
  if (parentId !== undefined && next[parentId]) {
    next[parentId] = {
      ...next[parentId],
      children: next[parentId].children.filter((c) => c !== id),
    };
  }
  return next;
}

/** Moves the content of the top-level tabs back into the grid and drops the tabs. */
export function unwrapTopLevelTabs(layout: Layout): Layout {
  const root = layout[DASHBOARD_ROOT_ID];
  const tabsId = root?.children[0];
  if (!root || tabsId === undefined || !isTopLevelTabs(layout, tabsId)) return layout;
  const tabs = layout[tabsId];
  const next: Layout = { ...layout };
  const content = tabs.children.flatMap((tabId) => layout[tabId]?.children ?? []);
  tabs.children.forEach((tabId) => delete next[tabId]);
  delete next[tabsId];
  next[DASHBOARD_ROOT_ID] = { ...root, children: [DASHBOARD_GRID_ID] };
  const grid = layout[DASHBOARD_GRID_ID] ?? {
    id: DASHBOARD_GRID_ID,
    type: 'GRID' as const,
    children: [],
    meta: {},
  };
  next[DASHBOARD_GRID_ID] = { ...grid, children: content };
  return next;
}

/**
 * Removes `id` from the layout map once it is an empty container: an empty ROW, TAB or TABS is
 * deleted, and so on up the tree; emptied top-level tabs give the root back its grid.
 */
export function removeIfEmpty(layout: Layout, id: string): Layout {
  const component = layout[id];
  if (!component || component.children.length > 0) return layout;
  if (component.type !== 'ROW' && component.type !== 'TAB' && component.type !== 'TABS')
    return layout;
  if (isTopLevelTabs(layout, id)) return unwrapTopLevelTabs(layout);
  const parentId = findParentId(layout, id);
  const next = removeSubtree(layout, id);
  return parentId === undefined ? next : removeIfEmpty(next, parentId);
}

/**
 * Deletes a component and all its children. A ROW, TAB or TABS left empty is deleted too; deleting
 * the last top-level tab turns the dashboard back into a plain grid. ROOT, GRID and HEADER stay.
 */
export function deleteComponent(layout: Layout, id: string): LayoutResult {
  if (!layout[id]) return refused(layout, 'not-found');
  if (FIXED_IDS.has(id)) return refused(layout, 'forbidden');
  if (isTopLevelTabs(layout, id)) return changed(withParents(unwrapTopLevelTabs(layout)));
  const parentId = findParentId(layout, id);
  const next = removeSubtree(layout, id);
  return changed(withParents(parentId === undefined ? next : removeIfEmpty(next, parentId)));
}
