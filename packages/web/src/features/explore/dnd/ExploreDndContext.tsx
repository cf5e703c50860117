import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { Tag } from 'antd';
import { asDragItem, asDropTarget, dragItemLabel } from './drag-item.ts';
import type { DragItem } from './drag-item.ts';

/** Drag and drop from the datasource panel onto controls (mouse, touch and keyboard). */
export function ExploreDndContext({ children }: { children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const [dragged, setDragged] = useState<DragItem | null>(null);
  const onDragStart = (event: DragStartEvent) => setDragged(asDragItem(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const item = asDragItem(event.active.data.current);
    const target = asDropTarget(event.over?.data.current);
    if (item && target && target.accepts.includes(item.kind)) target.onDrop(item);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? <Tag color="blue">{dragItemLabel(dragged)}</Tag> : null}
      </DragOverlay>
    </DndContext>
  );
}
