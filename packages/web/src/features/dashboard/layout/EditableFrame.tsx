import type { CSSProperties, ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { LayoutComponent } from '@sightline/core';
import { useDashboardContext } from '../dashboard-context.ts';
import type { DragData } from './dnd/DashboardDndProvider.tsx';
import { DropIndicatorLine } from './dnd/DropIndicatorLine.tsx';

export interface EditableFrameProps {
  component: LayoutComponent;
  parentId: string;
  index: number;
  label: string;
  style?: CSSProperties;
  /** Containers are drop targets but keep their own chrome (no drag handle for GRID and TAB). */
  isDraggable?: boolean;
  isDeletable?: boolean;
  /** Extra controls shown on hover in edit mode (resize handle). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A layout component's box: a drop target, and in edit mode a drag handle, a delete button and
 * the drop indicator of the drag in progress.
 */
export function EditableFrame({
  component,
  parentId,
  index,
  label,
  style,
  isDraggable = true,
  isDeletable = true,
  extra,
  children,
}: EditableFrameProps) {
  const { editMode, remove, dropIndicator } = useDashboardContext();
  const { setNodeRef: setDropRef } = useDroppable({ id: component.id, disabled: !editMode });
  const data: DragData = {
    source: { sourceId: parentId, sourceIndex: index, type: component.type, id: component.id },
    label,
  };
  const drag = useDraggable({
    id: `drag:${component.id}`,
    data,
    disabled: !editMode || !isDraggable,
  });
  const indicator = dropIndicator?.id === component.id ? dropIndicator.position : null;
  return (
    <div
      ref={setDropRef}
      data-test="dashboard-component"
      id={component.id}
      data-component-id={component.id}
      data-component-type={component.type}
      data-width={component.meta.width}
      data-height={component.meta.height}
      className={
        editMode ? 'dashboard-component dashboard-component--editing' : 'dashboard-component'
      }
      style={{
        position: 'relative',
        opacity: drag.isDragging ? 0.4 : 1,
        ...(editMode ? { outline: '1px dashed #d9d9d9' } : {}),
        ...style,
      }}
    >
      {editMode && (isDraggable || isDeletable) && (
        <div
          className="dashboard-component__tools"
          style={{
            position: 'absolute',
            top: 2,
            right: 2,
            zIndex: 4,
            display: 'flex',
            gap: 2,
            background: 'rgba(255,255,255,.85)',
            borderRadius: 4,
          }}
        >
          {isDraggable && (
            <Button
              ref={drag.setNodeRef}
              size="small"
              type="text"
              icon={<HolderOutlined />}
              aria-label={`Drag ${label}`}
              data-test="drag-handle"
              {...drag.listeners}
              {...drag.attributes}
            />
          )}
          {isDeletable && (
            <Tooltip title="Delete">
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${label}`}
                data-test="delete-component"
                onClick={() => remove(component.id)}
              />
            </Tooltip>
          )}
        </div>
      )}
      {children}
      {editMode && extra}
      {indicator && <DropIndicatorLine position={indicator} />}
    </div>
  );
}
