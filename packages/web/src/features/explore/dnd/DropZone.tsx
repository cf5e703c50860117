import type { ReactNode } from 'react';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { asDragItem } from './drag-item.ts';
import type { DropTarget } from './drag-item.ts';

export interface DropZoneProps extends DropTarget {
  id: string;
  children: ReactNode;
}

/** A control area that accepts columns or metrics dragged from the datasource panel. */
export function DropZone({ id, accepts, onDrop, children }: DropZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { accepts, onDrop } });
  const { active } = useDndContext();
  const item = asDragItem(active?.data.current);
  const canAccept = item !== null && accepts.includes(item.kind);
  const border = canAccept
    ? isOver
      ? '1px solid #20a7c9'
      : '1px dashed #20a7c9'
    : '1px solid transparent';
  return (
    <div
      ref={setNodeRef}
      data-test={`drop-${id}`}
      style={{
        border,
        borderRadius: 4,
        padding: canAccept ? 2 : 0,
        background: canAccept && isOver ? '#e6f7fb' : undefined,
      }}
    >
      {children}
    </div>
  );
}
