import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  CollisionDetection,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
} from '@dnd-kit/core';
import { dropResultFor, handleDrop } from '@sightline/core';
import type { DragSource, Layout, LayoutResult } from '@sightline/core';
import { randomIdGenerator } from '../../dashboard-model.ts';
import type { DropIndicator } from '../../dashboard-context.ts';
import { hoverPosition } from './drop-indicator.ts';

/** Data carried by every draggable of the dashboard. */
export interface DragData {
  source: DragSource;
  label: string;
}

/** Scroll only when the pointer is within 5% of the viewport edge, so drops near the bottom of a long grid stay put. */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.05 } };

/** The innermost droppable under the pointer wins (smallest area), so nested containers take drops first. */
const innermostUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};

function startPoint(event: Event | null): { x: number; y: number } {
  if (event && 'clientX' in event && 'clientY' in event)
    return { x: Number(event.clientX), y: Number(event.clientY) };
  return { x: 0, y: 0 };
}

export interface DashboardDndProviderProps {
  layout: Layout;
  onDrop(result: LayoutResult): void;
  onIndicator(indicator: DropIndicator | null): void;
  children: ReactNode;
}

/**
 * Drag and drop of the dashboard editor: what is hovered becomes a drop indicator through core's
 * getDropPosition (top/right/bottom/left or forbidden, 20 px edges), a release applies core's
 * handleDrop.
 */
export function DashboardDndProvider({
  layout,
  onDrop,
  onIndicator,
  children,
}: DashboardDndProviderProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const start = useRef({ x: 0, y: 0 });
  const indicatorRef = useRef<DropIndicator | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);

  const setIndicator = (next: DropIndicator | null) => {
    const current = indicatorRef.current;
    if (current?.id === next?.id && current?.position === next?.position) return;
    indicatorRef.current = next;
    onIndicator(next);
  };
  const onDragStart = (event: DragStartEvent) => {
    start.current = startPoint(event.activatorEvent);
    setDragging((event.active.data.current as DragData | undefined) ?? null);
  };
  const onDragMove = (event: DragMoveEvent) => {
    const data = event.active.data.current as DragData | undefined;
    const over = event.over;
    if (!data || !over) {
      setIndicator(null);
      return;
    }
    const pointer = { x: start.current.x + event.delta.x, y: start.current.y + event.delta.y };
    const position = hoverPosition(layout, data.source, String(over.id), over.rect, pointer);
    setIndicator(position ? { id: String(over.id), position } : null);
  };
  const finish = (event: DragEndEvent | null) => {
    const data = event?.active.data.current as DragData | undefined;
    const indicator = indicatorRef.current;
    setIndicator(null);
    setDragging(null);
    if (!event || !data || !indicator) return;
    const drop = dropResultFor(layout, data.source, indicator.id, indicator.position);
    if (drop) onDrop(handleDrop(layout, drop, randomIdGenerator));
  };

  return (
    <DndContext
      sensors={sensors}
      autoScroll={AUTO_SCROLL}
      collisionDetection={innermostUnderPointer}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={finish}
      onDragCancel={() => finish(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div
            data-test="drag-overlay"
            style={{
              padding: '6px 12px',
              background: '#fff',
              border: '1px solid #1677ff',
              borderRadius: 4,
              boxShadow: '0 2px 8px rgba(0,0,0,.15)',
              width: 'max-content',
            }}
          >
            {dragging.label}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
