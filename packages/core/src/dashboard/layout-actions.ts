import {
  DASHBOARD_ROOT_ID,
  GRID_COLUMN_COUNT,
  NEW_COMPONENTS_SOURCE_ID,
  NOT_ENOUGH_SPACE_MESSAGE,
  TOP_LEVEL_TAB_MESSAGE,
} from './constants.ts';
import { removeIfEmpty } from './delete-component.ts';
import {
  dropOverflowsParent,
  isValidChild,
  shouldWrapInRow,
  widthFromDrop,
  type DropResult,
} from './drop-rules.ts';
import type { Layout, LayoutComponent } from './layout-schema.ts';
import { changed, refused, type LayoutResult } from './layout-result.ts';
import {
  componentDepth,
  findParentId,
  isTopLevelTabs,
  subtreeIds,
  withParents,
} from './layout-tree.ts';
import { newComponent, type IdGenerator } from './new-component.ts';
import { createTopLevelTabs } from './tabs-actions.ts';

/** Whether every parent-child pair in the subtree of `id` (and `id` in its parent) obeys the nesting matrix. */
export function subtreeIsValid(layout: Layout, id: string): boolean {
  const parentId = findParentId(layout, id);
  const pairs: [string, string][] = parentId === undefined ? [] : [[parentId, id]];
  subtreeIds(layout, id).forEach((pid) =>
    layout[pid].children.forEach((cid) => pairs.push([pid, cid])),
  );
  return pairs.every(([pid, cid]) => {
    const parent = layout[pid];
    const child = layout[cid];
    return parent && child && isValidChild(parent.type, child.type, componentDepth(layout, pid));
  });
}

/** Puts `childId` at `index` of `destId`, wrapping it in a new ROW when the destination needs one. */
function insertChild(
  layout: Layout,
  destId: string,
  index: number,
  childId: string,
  ids: IdGenerator,
): [Layout, string] {
  const dest = layout[destId];
  const child = layout[childId];
  const children = [...dest.children];
  let insertedId = childId;
  const next: Layout = { ...layout };
  if (shouldWrapInRow(dest.type, child.type)) {
    const row = { ...newComponent('ROW', ids), children: [childId] };
    next[row.id] = row;
    insertedId = row.id;
  }
  children.splice(Math.max(0, Math.min(index, children.length)), 0, insertedId);
  next[destId] = { ...dest, children };
  return [next, insertedId];
}

/** Sets the width of a component when the drop changed it. */
function withWidth(layout: Layout, id: string, width: number | undefined): Layout {
  const component = layout[id];
  if (width === undefined || component.meta.width === undefined || component.meta.width === width)
    return layout;
  return { ...layout, [id]: { ...component, meta: { ...component.meta, width } } };
}

/** Checks shared by create and move: destination exists, nesting and depth rules, space rule. */
function checkDrop(layout: Layout, drop: DropResult): LayoutResult | undefined {
  const dest = layout[drop.destination.id];
  if (!dest) return refused(layout, 'not-found');
  if (!isValidChild(dest.type, drop.dragging.type, componentDepth(layout, dest.id)))
    return refused(layout, 'forbidden');
  if (dropOverflowsParent(layout, drop)) return refused(layout, 'space', NOT_ENOUGH_SPACE_MESSAGE);
  return undefined;
}

/**
 * Creates a component from the new-components source at the drop destination. Charts, markdown,
 * columns and dynamic components dropped into the grid or a tab are wrapped in a new ROW; new TABS
 * get one TAB. A component wider than the room left in a ROW is narrowed, or refused (space rule).
 */
export function createComponent(layout: Layout, drop: DropResult, ids: IdGenerator): LayoutResult {
  const refusal = checkDrop(layout, drop);
  if (refusal) return refusal;
  let component: LayoutComponent = newComponent(drop.dragging.type, ids, drop.dragging.meta);
  const width = widthFromDrop(layout, drop);
  if (width !== undefined && component.meta.width !== undefined)
    component = { ...component, meta: { ...component.meta, width } };
  let next: Layout = { ...layout, [component.id]: component };
  if (component.type === 'TABS') {
    const tab = newComponent('TAB', ids);
    next[tab.id] = tab;
    next[component.id] = { ...component, children: [tab.id] };
  }
  const [inserted, createdId] = insertChild(
    next,
    drop.destination.id,
    drop.destination.index,
    component.id,
    ids,
  );
  next = withParents(inserted);
  return subtreeIsValid(next, component.id)
    ? changed(next, createdId)
    : refused(layout, 'forbidden');
}

/** Whether moving the dragged TAB or TABS would put a top-level tab into nested tabs. */
function movesTopLevelTab(layout: Layout, drop: DropResult, draggingId: string): boolean {
  if (isTopLevelTabs(layout, draggingId)) return drop.destination.id !== DASHBOARD_ROOT_ID;
  return (
    layout[draggingId]?.type === 'TAB' &&
    isTopLevelTabs(layout, drop.source.id) &&
    !isTopLevelTabs(layout, drop.destination.id)
  );
}

/**
 * Moves an existing component (`source.index` in `source.id`) to `destination`. Within one container
 * the index is the position after removal. Wraps in a ROW like {@link createComponent}; narrows to the
 * room left in a destination ROW or refuses with the space warning; refuses moving a top-level tab
 * into nested tabs, moving a component into its own subtree and any drop breaking the nesting rules.
 */
export function moveComponent(layout: Layout, drop: DropResult, ids: IdGenerator): LayoutResult {
  const source = layout[drop.source.id];
  const draggingId = source?.children[drop.source.index];
  if (
    !source ||
    draggingId === undefined ||
    (drop.dragging.id !== undefined && drop.dragging.id !== draggingId)
  ) {
    return refused(layout, 'not-found');
  }
  if (drop.source.id === drop.destination.id && drop.source.index === drop.destination.index)
    return refused(layout, 'unchanged');
  if (movesTopLevelTab(layout, drop, draggingId))
    return refused(layout, 'top-level-tab', TOP_LEVEL_TAB_MESSAGE);
  if (subtreeIds(layout, draggingId).includes(drop.destination.id))
    return refused(layout, 'forbidden');
  const refusal = checkDrop(layout, drop);
  if (refusal) return refusal;
  const width = widthFromDrop(layout, drop);
  let next: Layout = {
    ...layout,
    [source.id]: { ...source, children: source.children.filter((c) => c !== draggingId) },
  };
  next = withWidth(next, draggingId, width);
  const [inserted] = insertChild(
    next,
    drop.destination.id,
    drop.destination.index,
    draggingId,
    ids,
  );
  next = withParents(inserted);
  return subtreeIsValid(next, draggingId) ? changed(next) : refused(layout, 'forbidden');
}

/**
 * Applies a drop as the dashboard editor does: onto the root it creates top-level tabs, from the
 * new-components source it creates a component, otherwise it moves the component when the target
 * or index differs. A ROW, TAB (or TABS) left empty by a move is then deleted.
 */
export function handleDrop(layout: Layout, drop: DropResult, ids: IdGenerator): LayoutResult {
  if (drop.destination.id === DASHBOARD_ROOT_ID) return createTopLevelTabs(layout, drop, ids);
  if (drop.source.id === NEW_COMPONENTS_SOURCE_ID) return createComponent(layout, drop, ids);
  const result = moveComponent(layout, drop, ids);
  if (!result.changed || drop.source.id === drop.destination.id) return result;
  return { ...result, layout: withParents(removeIfEmpty(result.layout, drop.source.id)) };
}

/** Largest width `id` may take: the room left in its ROW, its COLUMN's width, else the grid width. */
export function maximumWidth(layout: Layout, id: string): number {
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (parent?.type === 'ROW') {
    const rowParentId = findParentId(layout, parent.id);
    const rowParent = rowParentId === undefined ? undefined : layout[rowParentId];
    const total =
      rowParent?.type === 'COLUMN'
        ? (rowParent.meta.width ?? GRID_COLUMN_COUNT)
        : GRID_COLUMN_COUNT;
    const others = parent.children
      .filter((c) => c !== id)
      .reduce((sum, c) => sum + (layout[c]?.meta.width ?? 0), 0);
    return total - others;
  }
  if (parent?.type === 'COLUMN') return parent.meta.width ?? GRID_COLUMN_COUNT;
  return GRID_COLUMN_COUNT;
}
