import { componentDepth, findParentId, getDropPosition } from '@sightline/core';
import type { DropPosition, Layout } from '@sightline/core';
import type { DragSource } from '@sightline/core';

/** Whether a component lays its children side by side ('row') or stacks them ('column'), as getDropPosition wants it. */
export function orientationOf(layout: Layout, id: string): 'row' | 'column' {
  const type = layout[id]?.type;
  if (type === 'ROW' || type === 'TABS') return 'row';
  if (type === 'GRID' || type === 'COLUMN' || type === 'TAB' || type === 'ROOT') return 'column';
  const parentId = findParentId(layout, id);
  return parentId !== undefined && layout[parentId]?.type === 'ROW' ? 'column' : 'row';
}

/** The drop indicator for `source` hovering `targetId` (its client rect) at `pointer`. */
export function hoverPosition(
  layout: Layout,
  source: DragSource,
  targetId: string,
  rect: { top: number; right: number; bottom: number; left: number },
  pointer: { x: number; y: number },
): DropPosition | null {
  const target = layout[targetId];
  if (!target) return null;
  const parentId = findParentId(layout, targetId);
  const parent = parentId === undefined ? undefined : layout[parentId];
  return getDropPosition({
    draggingType: source.type,
    ...(source.id !== undefined ? { draggingId: source.id } : {}),
    target: {
      id: targetId,
      type: target.type,
      depth: componentDepth(layout, targetId),
      hasChildren: target.children.length > 0,
    },
    ...(parent ? { parent: { type: parent.type, depth: componentDepth(layout, parent.id) } } : {}),
    orientation: orientationOf(layout, targetId),
    rect,
    pointer,
  });
}
