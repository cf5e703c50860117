import { useState } from 'react';
import type { ReactNode } from 'react';
import { Empty, Input, List, Tabs, Tag, Typography } from 'antd';
import {
  BarChartOutlined,
  BorderHorizontalOutlined,
  ColumnWidthOutlined,
  FileMarkdownOutlined,
  FolderOutlined,
  LineOutlined,
} from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { NEW_COMPONENTS_SOURCE_ID } from '@sightline/core';
import type { ComponentMeta, ComponentType } from '@sightline/core';
import { useListChartsQuery } from '../../../api/chart-api.ts';
import type { DragData } from '../layout/dnd/DashboardDndProvider.tsx';

/** Charts listed in the pane (docs/dashboards.md §9: chart list page size 200). */
const CHART_PAGE_SIZE = 200;

function NewItem({
  id,
  type,
  label,
  icon,
  meta,
  isDisabled = false,
  extra,
}: {
  id: string;
  type: ComponentType;
  label: string;
  icon: ReactNode;
  meta?: ComponentMeta;
  isDisabled?: boolean;
  extra?: ReactNode;
}) {
  const data: DragData = {
    source: { sourceId: NEW_COMPONENTS_SOURCE_ID, sourceIndex: 0, type, ...(meta ? { meta } : {}) },
    label,
  };
  const { setNodeRef, listeners, attributes } = useDraggable({ id, data, disabled: isDisabled });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      data-test="new-component"
      data-type={type}
      data-label={label}
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        padding: '6px 8px',
        border: '1px solid #f0f0f0',
        borderRadius: 4,
        marginBottom: 6,
        background: '#fff',
        cursor: isDisabled ? 'not-allowed' : 'grab',
        opacity: isDisabled ? 0.5 : 1,
        touchAction: 'none',
      }}
    >
      {icon}
      <span
        style={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </span>
      {extra}
    </div>
  );
}

const LAYOUT_ELEMENTS: { type: ComponentType; label: string; icon: ReactNode }[] = [
  { type: 'TABS', label: 'Tabs', icon: <FolderOutlined /> },
  { type: 'ROW', label: 'Row', icon: <BorderHorizontalOutlined /> },
  { type: 'COLUMN', label: 'Column', icon: <ColumnWidthOutlined /> },
  { type: 'HEADER', label: 'Header', icon: <span style={{ fontWeight: 700 }}>H</span> },
  { type: 'MARKDOWN', label: 'Text / Markdown', icon: <FileMarkdownOutlined /> },
  { type: 'DIVIDER', label: 'Divider', icon: <LineOutlined /> },
];

function ChartsTab({ usedChartIds }: { usedChartIds: ReadonlySet<number> }) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useListChartsQuery({
    page: 0,
    pageSize: CHART_PAGE_SIZE,
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
    filters: search ? [{ col: 'slice_name', opr: 'chart_all_text', value: search }] : [],
  });
  const charts = data?.result ?? [];
  return (
    <>
      <Input.Search
        allowClear
        placeholder="Filter your charts"
        data-test="pane-chart-search"
        onSearch={(v) => setSearch(v.trim())}
        style={{ marginBottom: 8 }}
      />
      {charts.length === 0 && !isFetching ? (
        <Empty description="No charts" />
      ) : (
        <List
          loading={isFetching}
          dataSource={charts}
          renderItem={(chart) => (
            <NewItem
              key={chart.id}
              id={`new-chart:${chart.id}`}
              type="CHART"
              label={chart.slice_name}
              icon={<BarChartOutlined />}
              meta={{ chartId: chart.id, sliceName: chart.slice_name }}
              isDisabled={usedChartIds.has(chart.id)}
              extra={
                usedChartIds.has(chart.id) ? (
                  <Tag>Added</Tag>
                ) : (
                  <Typography.Text type="secondary">{chart.viz_type}</Typography.Text>
                )
              }
            />
          )}
        />
      )}
    </>
  );
}

/** The edit-mode side pane: charts to drag in (with search) and new layout elements. */
export function ComponentPane({ usedChartIds }: { usedChartIds: ReadonlySet<number> }) {
  return (
    <aside
      data-test="component-pane"
      style={{
        width: 300,
        flex: 'none',
        position: 'sticky',
        top: 0,
        maxHeight: 'calc(100vh - 120px)',
        overflow: 'auto',
        paddingLeft: 12,
      }}
    >
      <Tabs
        items={[
          { key: 'charts', label: 'Charts', children: <ChartsTab usedChartIds={usedChartIds} /> },
          {
            key: 'layout',
            label: 'Layout elements',
            children: LAYOUT_ELEMENTS.map((e) => (
              <NewItem
                key={e.type}
                id={`new:${e.type}`}
                type={e.type}
                label={e.label}
                icon={e.icon}
              />
            )),
          },
        ]}
      />
    </aside>
  );
}
