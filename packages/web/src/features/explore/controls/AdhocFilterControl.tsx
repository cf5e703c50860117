import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { MetricRef } from '@sightline/core';
import { DropZone } from '../dnd/DropZone.tsx';
import type { DragItem } from '../dnd/drag-item.ts';
import type { ControlProps } from './control-props.ts';
import { FilterEditorModal } from './FilterEditorModal.tsx';
import { adhocFilterLabel } from './filter-operators.ts';

type Editing = { index: number | null; subject?: string } | null;

/** The chart's ad hoc filters as pills; a dropped column opens a new filter on it. */
export function AdhocFilterControl({
  control,
  value,
  onChange,
  datasource,
  formData,
}: ControlProps) {
  const filters = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const [editing, setEditing] = useState<Editing>(null);
  const metrics = [
    ...(Array.isArray(formData.metrics) ? (formData.metrics as MetricRef[]) : []),
    ...(formData.metric ? [formData.metric as MetricRef] : []),
  ];
  const put = (filter: Record<string, unknown>, index: number | null) => {
    onChange(
      index === null ? [...filters, filter] : filters.map((f, i) => (i === index ? filter : f)),
    );
  };
  const onDrop = (item: DragItem) => {
    if (item.kind === 'column') setEditing({ index: null, subject: item.column.column_name });
  };
  return (
    <DropZone id={control.name} accepts={['column']} onDrop={onDrop}>
      <Flex gap={4} wrap align="center" data-test={`filters-${control.name}`}>
        {filters.map((filter, index) => (
          <Tag
            key={`${String(filter.filterOptionName ?? '')}-${index}`}
            closable
            color={filter.isExtra ? 'default' : 'geekblue'}
            data-test="filter-pill"
            style={{ cursor: 'pointer', marginInlineEnd: 0, whiteSpace: 'normal' }}
            onClick={() => setEditing({ index })}
            onClose={(e) => {
              e.preventDefault();
              onChange(filters.filter((_, i) => i !== index));
            }}
          >
            {adhocFilterLabel(filter)}
          </Tag>
        ))}
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          data-test={`add-filter-${control.name}`}
          onClick={() => setEditing({ index: null })}
        >
          Add filter
        </Button>
      </Flex>
      {editing && (
        <FilterEditorModal
          datasource={datasource}
          initial={editing.index === null ? null : (filters[editing.index] ?? null)}
          initialSubject={editing.subject}
          metrics={metrics}
          onSave={(filter) => put(filter, editing.index)}
          onClose={() => setEditing(null)}
        />
      )}
    </DropZone>
  );
}
