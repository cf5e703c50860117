import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { columnLabel, isAdhocColumn } from '@sightline/core';
import type { AdhocColumn, ColumnRef } from '@sightline/core';
import { DropZone } from '../dnd/DropZone.tsx';
import type { DragItem } from '../dnd/drag-item.ts';
import { AdhocColumnModal } from './AdhocColumnModal.tsx';
import type { ControlProps } from './control-props.ts';

const ADHOC_PREFIX = 'adhoc:';

/** The select key of a column reference: its name, or a prefixed label for custom SQL columns. */
const keyOf = (ref: ColumnRef) =>
  typeof ref === 'string' ? ref : `${ADHOC_PREFIX}${columnLabel(ref)}`;

/** Dimensions, the x-axis and raw columns: dataset columns or custom SQL columns; columns can be dropped here. */
export function ColumnSelectControl({ control, value, onChange, datasource }: ControlProps) {
  const [isModalOpen, setIsModalOpen] = useState(false);
  // A single-column control may hold a saved list (waterfall's `groupby`): its first item counts.
  const single: unknown = Array.isArray(value) ? value[0] : value;
  const refs: ColumnRef[] = control.isMulti
    ? Array.isArray(value)
      ? (value as ColumnRef[])
      : []
    : single
      ? [single as ColumnRef]
      : [];
  const byKey = new Map<string, ColumnRef>(refs.map((ref) => [keyOf(ref), ref]));
  const options = [
    ...datasource.columns.map((c) => ({
      value: c.column_name,
      label: c.verbose_name || c.column_name,
    })),
    ...refs
      .filter((ref) => typeof ref !== 'string')
      .map((ref) => ({ value: keyOf(ref), label: `${columnLabel(ref)} (SQL)` })),
  ];
  const add = (ref: ColumnRef) => {
    if (!control.isMulti) onChange(ref);
    else if (!refs.some((r) => keyOf(r) === keyOf(ref))) onChange([...refs, ref]);
  };
  const fromKey = (key: string): ColumnRef => byKey.get(key) ?? key;
  const onDrop = (item: DragItem) => {
    if (item.kind === 'column') add(item.column.column_name);
  };
  const select = control.isMulti ? (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      data-test={`select-${control.name}`}
      style={{ flex: 1, minWidth: 0 }}
      placeholder="Drop columns here or select"
      options={options}
      value={refs.map(keyOf)}
      onChange={(keys: string[]) => onChange(keys.map(fromKey))}
    />
  ) : (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      data-test={`select-${control.name}`}
      style={{ flex: 1, minWidth: 0 }}
      placeholder="Drop a column here or select"
      options={options}
      value={refs[0] ? keyOf(refs[0]) : undefined}
      onChange={(key: string | undefined) => onChange(key === undefined ? null : fromKey(key))}
    />
  );
  return (
    <DropZone id={control.name} accepts={['column']} onDrop={onDrop}>
      <Flex gap={4}>
        {select}
        <Button
          icon={<PlusOutlined />}
          title="Custom SQL column"
          aria-label="Add a custom SQL column"
          data-test={`adhoc-column-${control.name}`}
          onClick={() => setIsModalOpen(true)}
        />
      </Flex>
      {isModalOpen && (
        <AdhocColumnModal
          open
          initial={
            refs.find((r): r is AdhocColumn & { label: string } => isAdhocColumn(r)) &&
            !control.isMulti
              ? (refs[0] as AdhocColumn)
              : null
          }
          onSave={add}
          onClose={() => setIsModalOpen(false)}
        />
      )}
    </DropZone>
  );
}
