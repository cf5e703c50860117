import {
  DASHBOARD_ROOT_DEPTH as D,
  DROP_THRESHOLD_PX,
  NEW_COMPONENTS_SOURCE_ID,
  type ComponentType,
} from './constants.ts';
import type { ComponentMeta, Layout } from './layout-schema.ts';
import { minimumWidth, occupiedWidth, rowWidth } from './layout-tree.ts';
import { defaultMeta } from './new-component.ts';

/**
 * Nesting matrix: for each parent type, the child types it accepts and the maximum depth the
 * parent may have for that child. Types missing from a parent's entry are never accepted.
 */
export const NESTING_RULES: Readonly<
  Record<ComponentType, Partial<Record<ComponentType, number>>>
> = {
  ROOT: { TABS: D, GRID: D },
  GRID: {
    CHART: D + 1,
    DYNAMIC: D + 1,
    MARKDOWN: D + 1,
    COLUMN: D + 1,
    DIVIDER: D + 1,
    HEADER: D + 1,
    ROW: D + 1,
    TABS: D + 1,
  },
  ROW: { CHART: D + 4, DYNAMIC: D + 4, MARKDOWN: D + 4, COLUMN: D + 4 },
  TABS: { TAB: D + 3 },
  TAB: {
    CHART: D + 5,
    DYNAMIC: D + 5,
    MARKDOWN: D + 5,
    COLUMN: D + 3,
    DIVIDER: D + 5,
    HEADER: D + 5,
    ROW: D + 3,
    TABS: D + 3,
  },
  COLUMN: { CHART: D + 5, HEADER: D + 5, MARKDOWN: D + 5, ROW: D + 3, DIVIDER: D + 3, TABS: D + 3 },
  CHART: {},
  DYNAMIC: {},
  DIVIDER: {},
  HEADER: {},
  MARKDOWN: {},
};

/** Whether a `childType` may be placed in a `parentType` component sitting at `parentDepth`. */
export function isValidChild(
  parentType: ComponentType,
  childType: ComponentType,
  parentDepth: number,
): boolean {
  const max = NESTING_RULES[parentType][childType];
  return max !== undefined && parentDepth <= max;
}

/** Types wrapped in a new ROW when dropped straight into the grid or a tab. */
export const ROW_WRAPPED_TYPES: ReadonlySet<ComponentType> = new Set([
  'CHART',
  'COLUMN',
  'MARKDOWN',
  'DYNAMIC',
]);

/** Whether a `childType` dropped into `parentType` gets wrapped in a new ROW. */
export function shouldWrapInRow(parentType: ComponentType, childType: ComponentType): boolean {
  return (parentType === 'GRID' || parentType === 'TAB') && ROW_WRAPPED_TYPES.has(childType);
}

/** A drop: where the dragged component comes from, what it is, and where it lands. */
export interface DropResult {
  /** Container the component comes from (`NEW_COMPONENTS_SOURCE_ID` for new ones) and its index there. */
  source: { id: string; index: number };
  /** Container it lands in and the index among that container's children after the drop. */
  destination: { id: string; index: number };
  /** The dragged component; `meta` seeds a new component (e.g. chartId, sliceName). */
  dragging: { id?: string; type: ComponentType; meta?: ComponentMeta };
}

/**
 * Width the dragged component takes in the destination: its own width if it fits, the remaining
 * capacity if that is at least its minimum, otherwise -1 (the 'space' rule). Undefined when the
 * component has no width; unchanged for moves within the same container.
 */
export function widthFromDrop(layout: Layout, drop: DropResult): number | undefined {
  const isNew = drop.source.id === NEW_COMPONENTS_SOURCE_ID;
  const existing = drop.dragging.id === undefined ? undefined : layout[drop.dragging.id];
  const component =
    isNew || !existing
      ? {
          id: '',
          type: drop.dragging.type,
          children: [],
          meta: { ...defaultMeta(drop.dragging.type), ...drop.dragging.meta },
        }
      : existing;
  const width = component.meta.width;
  if (width === undefined || drop.source.id === drop.destination.id) return width;
  const destination = layout[drop.destination.id];
  let capacity: number | undefined;
  if (destination?.type === 'ROW')
    capacity = rowWidth(layout, destination.id) - occupiedWidth(layout, destination.id);
  else if (destination?.type === 'COLUMN') capacity = destination.meta.width;
  if (capacity === undefined || capacity >= width) return width;
  return capacity >= minimumWidth(layout, component) ? capacity : -1;
}

/** Whether the drop does not fit its destination ('There is not enough space ...'). */
export function dropOverflowsParent(layout: Layout, drop: DropResult): boolean {
  const width = widthFromDrop(layout, drop);
  return width !== undefined && width < 0;
}

/** Drop indicator positions. */
export const DROP_POSITIONS = ['top', 'right', 'bottom', 'left', 'forbidden'] as const;
/** A drop indicator position. */
export type DropPosition = (typeof DROP_POSITIONS)[number];

/** Input of {@link getDropPosition}: the hovered component, its parent, geometry and pointer. */
export interface DropPositionInput {
  draggingType: ComponentType;
  draggingId?: string;
  /** Hovered component type and depth. */
  target: { id: string; type: ComponentType; depth: number; hasChildren: boolean };
  /** Parent of the hovered component. */
  parent?: { type: ComponentType; depth: number };
  /**
   * 'row' when the target lays its children out side by side (its siblings are then stacked),
   * 'column' when it stacks them (siblings side by side). For leaves pass the opposite of the parent's.
   */
  orientation: 'row' | 'column';
  rect: { top: number; right: number; bottom: number; left: number };
  pointer: { x: number; y: number };
}

/**
 * Where a hovered drop goes: into the target (as child: top/left when empty, bottom/right after
 * its children), beside it (as sibling, within 20 px of an edge, or by halves when both are valid),
 * 'forbidden' when neither nesting is valid, or null (self-drop, or too far from an edge).
 */
export function getDropPosition(input: DropPositionInput): DropPosition | null {
  const { target, parent, draggingType, rect, pointer } = input;
  if (input.draggingId === target.id) return null;
  const validChild = isValidChild(target.type, draggingType, target.depth);
  const validSibling =
    parent !== undefined && isValidChild(parent.type, draggingType, parent.depth);
  if (!validChild && !validSibling) return 'forbidden';
  const childrenSideBySide = input.orientation === 'row';
  if (validChild && !validSibling) {
    if (childrenSideBySide) return target.hasChildren ? 'right' : 'left';
    return target.hasChildren ? 'bottom' : 'top';
  }
  const siblingsStacked = input.orientation === 'row';
  if (validChild && validSibling) {
    if (siblingsStacked) return pointer.y < (rect.top + rect.bottom) / 2 ? 'top' : 'bottom';
    return pointer.x < (rect.left + rect.right) / 2 ? 'left' : 'right';
  }
  if (siblingsStacked) {
    if (Math.abs(pointer.y - rect.top) < DROP_THRESHOLD_PX) return 'top';
    if (Math.abs(pointer.y - rect.bottom) < DROP_THRESHOLD_PX) return 'bottom';
    return null;
  }
  if (Math.abs(pointer.x - rect.left) < DROP_THRESHOLD_PX) return 'left';
  if (Math.abs(pointer.x - rect.right) < DROP_THRESHOLD_PX) return 'right';
  return null;
}
