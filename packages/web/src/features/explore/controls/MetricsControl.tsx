import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { metricLabel } from '@sightline/core';
import type { MetricRef } from '@sightline/core';
import { DropZone } from '../dnd/DropZone.tsx';
import type { DragItem } from '../dnd/drag-item.ts';
import type { ControlProps } from './control-props.ts';
import { MetricEditorModal } from './MetricEditorModal.tsx';
import { defaultAggregateFor, simpleMetric } from './metric-utils.ts';

type Editing = { index: number | null } | null;

/** Metrics (MetricsControl) or one metric (MetricControl) as pills; saved metrics and columns can be dropped here. */
export function MetricsControl({ control, value, onChange, datasource }: ControlProps) {
  const isMulti = control.type === 'MetricsControl';
  const metrics: MetricRef[] = isMulti
    ? Array.isArray(value)
      ? (value as MetricRef[])
      : []
    : value
      ? [value as MetricRef]
      : [];
  const [editing, setEditing] = useState<Editing>(null);
  const commit = (next: MetricRef[]) => onChange(isMulti ? next : (next[next.length - 1] ?? null));
  const put = (metric: MetricRef, index: number | null) => {
    if (index === null) commit(isMulti ? [...metrics, metric] : [metric]);
    else commit(metrics.map((m, i) => (i === index ? metric : m)));
  };
  const onDrop = (item: DragItem) => {
    if (item.kind === 'metric') put(item.metric.metric_name, null);
    else put(simpleMetric(item.column, defaultAggregateFor(item.column)), null);
  };
  const canAdd = isMulti || metrics.length === 0;
  return (
    <DropZone id={control.name} accepts={['column', 'metric']} onDrop={onDrop}>
      <Flex gap={4} wrap align="center" data-test={`metrics-${control.name}`}>
        {metrics.map((metric, index) => (
          <Tag
            key={`${metricLabel(metric)}-${index}`}
            closable
            color="blue"
            data-test="metric-pill"
            style={{ cursor: 'pointer', marginInlineEnd: 0 }}
            onClick={() => setEditing({ index })}
            onClose={(e) => {
              e.preventDefault();
              commit(metrics.filter((_, i) => i !== index));
            }}
          >
            {metricLabel(metric)}
          </Tag>
        ))}
        {canAdd && (
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            data-test={`add-metric-${control.name}`}
            onClick={() => setEditing({ index: null })}
          >
            {metrics.length === 0 ? 'Drop a column or metric here, or click' : 'Add metric'}
          </Button>
        )}
      </Flex>
      {editing && (
        <MetricEditorModal
          open
          datasource={datasource}
          initial={editing.index === null ? null : (metrics[editing.index] ?? null)}
          onSave={(metric) => put(metric, editing.index)}
          onClose={() => setEditing(null)}
        />
      )}
    </DropZone>
  );
}
