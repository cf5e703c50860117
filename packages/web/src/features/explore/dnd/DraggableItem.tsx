import type { ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { DragItem } from './drag-item.ts';

export interface DraggableItemProps {
  id: string;
  item: DragItem;
  children: ReactNode;
}

/** A datasource panel entry that can be dragged onto controls. */
export function DraggableItem({ id, item, children }: DraggableItemProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: item });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      style={{ cursor: 'grab', opacity: isDragging ? 0.4 : 1, touchAction: 'none' }}
    >
      {children}
    </div>
  );
}
