import {
  DASHBOARD_ROOT_DEPTH,
  DASHBOARD_ROOT_ID,
  GRID_COLUMN_COUNT,
  GRID_MIN_COLUMN_COUNT,
} from './constants.ts';
import type { Layout, LayoutComponent } from './layout-schema.ts';

/** Id of the parent of `childId`, or undefined for the root and detached components. */
export function findParentId(layout: Layout, childId: string): string | undefined {
  for (const component of Object.values(layout)) {
    if (component.children.includes(childId)) return component.id;
  }
  return undefined;
}

/** Ancestor ids of `id` from the root down to its parent (walking `children`, not `parents`). */
export function ancestorIds(layout: Layout, id: string): string[] {
  const result: string[] = [];
  let current = findParentId(layout, id);
  while (current !== undefined && !result.includes(current)) {
    result.unshift(current);
    current = findParentId(layout, current);
  }
  return result;
}

/** Ids of `id` and all its descendants, depth first. */
export function subtreeIds(layout: Layout, id: string): string[] {
  const component = layout[id];
  if (!component) return [];
  return [id, ...component.children.flatMap((childId) => subtreeIds(layout, childId))];
}

/** Whether the TABS component `id` is the top-level tabs (the root's child). */
export function isTopLevelTabs(layout: Layout, id: string): boolean {
  return layout[id]?.type === 'TABS' && (layout[DASHBOARD_ROOT_ID]?.children ?? []).includes(id);
}

/**
 * Nesting depth of a component as used by the nesting matrix: tabs and tabs' tabs share their
 * parent's depth; a nested tab passes its depth on unchanged, a top-level tab behaves like the grid.
 * E.g. root 0 > grid 1 > tabs 2 > tab 2 > row 2 > column 3 > row 4 > chart 5.
 */
export function componentDepth(layout: Layout, id: string): number {
  if (id === DASHBOARD_ROOT_ID) return DASHBOARD_ROOT_DEPTH;
  const parentId = findParentId(layout, id);
  if (parentId === undefined) return DASHBOARD_ROOT_DEPTH;
  return childDepth(layout, parentId);
}

/** Depth a component gets when placed as a child of `parentId`. */
export function childDepth(layout: Layout, parentId: string): number {
  const parent = layout[parentId];
  const depth = componentDepth(layout, parentId);
  if (parent?.type === 'TABS') return depth;
  if (parent?.type === 'TAB') {
    const tabsId = findParentId(layout, parentId);
    return tabsId !== undefined && isTopLevelTabs(layout, tabsId) ? depth + 1 : depth;
  }
  return depth + 1;
}

/** Sum of the widths of a component's children. */
export function occupiedWidth(layout: Layout, id: string): number {
  return (layout[id]?.children ?? []).reduce(
    (sum, childId) => sum + (layout[childId]?.meta.width ?? 0),
    0,
  );
}

/** Width available to a ROW: its COLUMN parent's width, else the grid width. */
export function rowWidth(layout: Layout, rowId: string): number {
  const parentId = findParentId(layout, rowId);
  const parent = parentId === undefined ? undefined : layout[parentId];
  return parent?.type === 'COLUMN' ? (parent.meta.width ?? GRID_COLUMN_COUNT) : GRID_COLUMN_COUNT;
}

/** Smallest width a component may take: a column must fit its widest row. */
export function minimumWidth(layout: Layout, component: LayoutComponent): number {
  if (component.type !== 'COLUMN') return GRID_MIN_COLUMN_COUNT;
  return component.children.reduce(
    (min, childId) =>
      layout[childId]?.type === 'ROW' ? Math.max(min, occupiedWidth(layout, childId)) : min,
    GRID_MIN_COLUMN_COUNT,
  );
}

/** Returns a copy of the layout whose `parents` lists are recomputed from the root. */
export function withParents(layout: Layout): Layout {
  const next: Layout = { ...layout };
  const visit = (id: string, parents: string[]): void => {
    const component = next[id];
    if (!component) return;
    const same =
      component.parents?.length === parents.length &&
      parents.every((p, i) => component.parents?.[i] === p);
    if (!same) next[id] = { ...component, parents };
    component.children.forEach((childId) => visit(childId, [...parents, id]));
  };
  visit(DASHBOARD_ROOT_ID, []);
  return next;
}

/** Chart ids (meta.chartId) of every CHART in the subtree of `id` (default: the whole layout). */
export function chartIdsInLayout(layout: Layout, id: string = DASHBOARD_ROOT_ID): number[] {
  return subtreeIds(layout, id)
    .map((cid) => layout[cid])
    .filter((c): c is LayoutComponent => c?.type === 'CHART' && typeof c.meta.chartId === 'number')
    .map((c) => c.meta.chartId as number);
}
