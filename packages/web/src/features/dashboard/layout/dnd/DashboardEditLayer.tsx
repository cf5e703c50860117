import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { DASHBOARD_ROOT_ID } from '@sightline/core';
import type { Layout, LayoutComponent, LayoutResult } from '@sightline/core';
import type { DropIndicator } from '../../dashboard-context.ts';
import { ComponentPane } from '../../editor/ComponentPane.tsx';
import { frameLabel, isFixedFrame } from '../frame-label.ts';
import { DashboardDndProvider } from './DashboardDndProvider.tsx';
import type { DragData } from './DashboardDndProvider.tsx';

/** A layout component where it sits: its parent's id and its index among the parent's children. */
interface Placement {
  component: LayoutComponent;
  parentId: string;
  index: number;
}

/** The components LayoutNode draws, from the root's first child down, with their places. */
function placements(layout: Layout): Placement[] {
  const placed: Placement[] = [];
  const visit = (id: string, parentId: string, index: number) => {
    const component = layout[id];
    if (!component) return;
    placed.push({ component, parentId, index });
    component.children.forEach((child, i) => visit(child, id, i));
  };
  const rootChildId = layout[DASHBOARD_ROOT_ID]?.children[0];
  if (rootChildId) visit(rootChildId, DASHBOARD_ROOT_ID, 0);
  return placed;
}

const byAttribute = (name: string, value: string) =>
  document.querySelector<HTMLElement>(`[${name}=${JSON.stringify(value)}]`);

/**
 * One layout component's drag and drop: its frame (EditableFrame, found by its component id) is the
 * drop target, and its drag handle is drawn into the frame's slot. Looked up after every render,
 * as frames come and go with the layout and the active tabs.
 */
function FrameDnd({ component, parentId, index }: Placement) {
  const label = frameLabel(component);
  const isFixed = isFixedFrame(component.type);
  const { setNodeRef: setDropRef } = useDroppable({ id: component.id });
  const data: DragData = {
    source: { sourceId: parentId, sourceIndex: index, type: component.type, id: component.id },
    label,
  };
  const drag = useDraggable({ id: `drag:${component.id}`, data, disabled: isFixed });
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const frame = byAttribute('data-component-id', component.id);
    setDropRef(frame);
    setSlot(isFixed ? null : byAttribute('data-drag-slot', component.id));
    if (frame) frame.style.opacity = drag.isDragging ? '0.4' : '';
  });
  if (!slot) return null;
  return createPortal(
    <Button
      ref={drag.setNodeRef}
      size="small"
      type="text"
      icon={<HolderOutlined />}
      aria-label={`Drag ${label}`}
      data-test="drag-handle"
      {...drag.listeners}
      {...drag.attributes}
    />,
    slot,
  );
}

export interface DashboardEditLayerProps {
  layout: Layout;
  onDrop(result: LayoutResult): void;
  onIndicator(indicator: DropIndicator | null): void;
  usedChartIds: ReadonlySet<number>;
}

/**
 * The dashboard editor's drag and drop (dnd-kit) and its component pane, loaded when edit mode
 * starts. It sits beside the layout rather than around it, so entering edit mode wraps no chart
 * in a new provider (which would re-create and re-query every chart).
 */
export function DashboardEditLayer({
  layout,
  onDrop,
  onIndicator,
  usedChartIds,
}: DashboardEditLayerProps) {
  return (
    <DashboardDndProvider layout={layout} onDrop={onDrop} onIndicator={onIndicator}>
      {placements(layout).map((placement) => (
        <FrameDnd key={placement.component.id} {...placement} />
      ))}
      <ComponentPane usedChartIds={usedChartIds} />
    </DashboardDndProvider>
  );
}
