import type { CSSProperties } from 'react';
import { Divider, Typography } from 'antd';
import { GRID_BASE_UNIT, GRID_DEFAULT_CHART_WIDTH, GRID_GUTTER_SIZE } from '@sightline/core';
import type { LayoutComponent } from '@sightline/core';
import { ChartNode } from '../chart-holder/ChartNode.tsx';
import { useDashboardContext } from '../dashboard-context.ts';
import { EditableFrame } from './EditableFrame.tsx';
import { widthPx } from './grid-size.ts';
import { MarkdownNode } from './MarkdownNode.tsx';
import { ResizeHandle } from './ResizeHandle.tsx';
import { TabsNode } from './TabsNode.tsx';

/** Vertical spacing between stacked components (docs/dashboards.md §9: row spacing 8). */
const ROW_GAP = GRID_BASE_UNIT;

export interface LayoutNodeProps {
  id: string;
  parentId: string;
}

const HEADER_LEVEL = { SMALL_HEADER: 5, MEDIUM_HEADER: 4, LARGE_HEADER: 3 } as const;

function background(component: LayoutComponent): CSSProperties {
  return component.meta.background === 'BACKGROUND_WHITE' ? { background: '#fff' } : {};
}

/** The children of a container, stacked (grid, tab, column) or side by side (row). */
export function LayoutChildren({
  component,
  direction,
}: {
  component: LayoutComponent;
  direction: 'row' | 'column';
}) {
  const { editMode } = useDashboardContext();
  return (
    <div
      data-test={`layout-children-${component.type.toLowerCase()}`}
      style={{
        display: 'flex',
        flexDirection: direction,
        gap: direction === 'row' ? GRID_GUTTER_SIZE : ROW_GAP,
        alignItems: 'flex-start',
        minHeight: editMode ? 48 : undefined,
        flexWrap: 'nowrap',
      }}
    >
      {component.children.map((childId) => (
        <LayoutNode key={childId} id={childId} parentId={component.id} />
      ))}
    </div>
  );
}

/** Draws one layout component and, through it, its subtree (docs/dashboards.md §3 layout types). */
export function LayoutNode({ id, parentId }: LayoutNodeProps) {
  const { layout, columnWidth, editMode, updateComponent } = useDashboardContext();
  const component = layout[id];
  if (!component) return null;
  // As Superset's ChartHolder: a chart or markdown inside a column spans the column's width.
  const parent = layout[parentId];
  const inColumn =
    parent?.type === 'COLUMN' && (component.type === 'CHART' || component.type === 'MARKDOWN');
  const columns = (inColumn ? parent.meta.width : component.meta.width) ?? GRID_DEFAULT_CHART_WIDTH;
  const width = widthPx(columns, columnWidth);
  const frame = { component };
  switch (component.type) {
    case 'ROW':
      return (
        <EditableFrame
          {...frame}

          style={{ ...background(component), width: '100%', padding: editMode ? 4 : 0 }}
        >
          <LayoutChildren component={component} direction="row" />
        </EditableFrame>
      );
    case 'COLUMN':
      return (
        <EditableFrame
          {...frame}

          style={{ ...background(component), width, flex: 'none', padding: editMode ? 4 : 0 }}
          extra={<ResizeHandle component={component} />}
        >
          <LayoutChildren component={component} direction="column" />
        </EditableFrame>
      );
    case 'CHART':
      return (
        <EditableFrame
          {...frame}
          style={{ width, flex: 'none' }}
          extra={<ResizeHandle component={component} />}
        >
          <ChartNode component={component} width={width} />
        </EditableFrame>
      );
    case 'MARKDOWN':
      return (
        <EditableFrame
          {...frame}

          style={{ width, flex: 'none' }}
          extra={<ResizeHandle component={component} />}
        >
          <MarkdownNode component={component} />
        </EditableFrame>
      );
    case 'DIVIDER':
      return (
        <EditableFrame {...frame} style={{ width: '100%', padding: '4px 0' }}>
          <Divider style={{ margin: '8px 0' }} data-test="dashboard-divider" />
        </EditableFrame>
      );
    case 'HEADER':
      return (
        <EditableFrame
          {...frame}

          style={{ ...background(component), width: '100%' }}
        >
          <Typography.Title
            level={HEADER_LEVEL[component.meta.headerSize ?? 'MEDIUM_HEADER']}
            style={{ margin: '8px 0' }}
            data-test="dashboard-header-component"
            editable={
              editMode
                ? {
                    onChange: (text) =>
                      updateComponent({ ...component, meta: { ...component.meta, text } }),
                  }
                : false
            }
          >
            {component.meta.text}
          </Typography.Title>
        </EditableFrame>
      );
    case 'TABS':
      return (
        <EditableFrame {...frame} style={{ width: '100%' }}>
          <TabsNode component={component} />
        </EditableFrame>
      );
    case 'TAB':
    case 'GRID':
      return (
        <EditableFrame
          {...frame}
          style={{
            width: '100%',
            minHeight: editMode ? 120 : undefined,
            paddingBottom: editMode ? 80 : 0,
          }}
        >
          <LayoutChildren component={component} direction="column" />
        </EditableFrame>
      );
    default:
      return null;
  }
}
