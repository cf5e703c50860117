import type { CSSProperties, ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { LayoutComponent } from '@sightline/core';
import { useDashboardContext } from '../dashboard-context.ts';
import { DropIndicatorLine } from './dnd/DropIndicatorLine.tsx';
import { frameLabel, isFixedFrame } from './frame-label.ts';

export interface EditableFrameProps {
  component: LayoutComponent;
  style?: CSSProperties;
  /** Extra controls shown on hover in edit mode (resize handle). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A layout component's box and, in edit mode, its delete button and the drop indicator of the drag
 * in progress. Drag and drop itself is the editor's (dnd/DashboardEditLayer.tsx, loaded with edit
 * mode): it makes this box a drop target and puts the drag handle into its `data-drag-slot`, so
 * that a dashboard in view mode loads no drag-and-drop code and entering edit mode re-creates no
 * chart below.
 */
export function EditableFrame({ component, style, extra, children }: EditableFrameProps) {
  const { editMode, remove, dropIndicator } = useDashboardContext();
  const label = frameLabel(component);
  const isFixed = isFixedFrame(component.type);
  const indicator = dropIndicator?.id === component.id ? dropIndicator.position : null;
  return (
    <div
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
        ...(editMode ? { outline: '1px dashed #d9d9d9' } : {}),
        ...style,
      }}
    >
      {editMode && !isFixed && (
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
          <span data-drag-slot={component.id} style={{ display: 'contents' }} />
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
        </div>
      )}
      {children}
      {editMode && extra}
      {indicator && <DropIndicatorLine position={indicator} />}
    </div>
  );
}
