import type { ComponentType } from './constants.ts';
import { isValidChild, type DropPosition, type DropResult } from './drop-rules.ts';
import type { ComponentMeta, Layout } from './layout-schema.ts';
import { componentDepth, findParentId } from './layout-tree.ts';

/** What is being dragged: a component of the layout (with its container) or a new one. */
export interface DragSource {
  /** Container the component comes from (`NEW_COMPONENTS_SOURCE_ID` for new ones). */
  sourceId: string;
  /** Index in that container (0 for new components). */
  sourceIndex: number;
  type: ComponentType;
  /** Id of an existing component. */
  id?: string;
  /** Meta seeding a new component (chartId, sliceName). */
  meta?: ComponentMeta;
}

/**
 * Turns a hovered drop indicator ({@link getDropPosition} on `targetId`) into the drop to apply:
 * into the target when only the child nesting is valid (at its start when top/left, after its
 * children when bottom/right), otherwise beside it in its parent (before it for top/left, after
 * it for bottom/right). Null for 'forbidden', a missing target or a target without parent.
 */
export function dropResultFor(
  layout: Layout,
  source: DragSource,
  targetId: string,
  position: DropPosition,
): DropResult | null {
  const target = layout[targetId];
  if (!target || position === 'forbidden') return null;
  const dragging = {
    type: source.type,
    ...(source.id !== undefined ? { id: source.id } : {}),
    ...(source.meta ? { meta: source.meta } : {}),
  };
  const sourceRef = { id: source.sourceId, index: source.sourceIndex };
  const before = position === 'top' || position === 'left';
  const parentId = findParentId(layout, targetId);
  const parent = parentId === undefined ? undefined : layout[parentId];
  const validChild = isValidChild(target.type, source.type, componentDepth(layout, targetId));
  const validSibling =
    parent !== undefined &&
    isValidChild(parent.type, source.type, componentDepth(layout, parent.id));
  if (validChild && !validSibling) {
    return {
      source: sourceRef,
      dragging,
      destination: { id: targetId, index: before ? 0 : target.children.length },
    };
  }
  if (!parent) return null;
  let index = parent.children.indexOf(targetId) + (before ? 0 : 1);
  // Within one container the destination index counts positions after the component's removal.
  if (source.sourceId === parent.id && source.sourceIndex < index) index -= 1;
  return { source: sourceRef, dragging, destination: { id: parent.id, index } };
}
