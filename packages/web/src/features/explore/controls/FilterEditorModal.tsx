import { useState } from 'react';
import { Form, Input, Modal, Select, Tabs } from 'antd';
import { metricLabel } from '@sightline/core';
import type { MetricRef } from '@sightline/core';
import type { ExploreDatasource } from '../../../api/explore-api.ts';
import { FilterValueInput } from './FilterValueInput.tsx';
import { draftOf, filterOfDraft, isDraftComplete } from './filter-draft.ts';
import type { FilterDraft } from './filter-draft.ts';
import {
  OPERATOR_LABELS,
  defaultOperatorFor,
  operatorsForColumn,
  valueInputKind,
} from './filter-operators.ts';
import type { OperatorId } from './filter-operators.ts';

export interface FilterEditorModalProps {
  datasource: ExploreDatasource;
  /** The filter being edited; null adds one. */
  initial: Record<string, unknown> | null;
  /** A column dropped on the filter control. */
  initialSubject?: string;
  /** The chart's metrics, the subjects of HAVING filters. */
  metrics: readonly MetricRef[];
  onSave(filter: Record<string, unknown>): void;
  onClose(): void;
}

/** Edits one ad hoc filter: WHERE or HAVING, SIMPLE (subject, operator, value) or custom SQL. */
export function FilterEditorModal({
  datasource,
  initial,
  initialSubject,
  metrics,
  onSave,
  onClose,
}: FilterEditorModalProps) {
  const [draft, setDraft] = useState<FilterDraft>(() =>
    draftOf(initial, datasource, initialSubject),
  );
  const set = (patch: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const isHaving = draft.clause === 'HAVING';
  const column = isHaving
    ? undefined
    : datasource.columns.find((c) => c.column_name === draft.subject);
  const operators: OperatorId[] = isHaving
    ? operatorsForColumn({ column_name: '', type_generic: 0 })
    : operatorsForColumn(column);
  const subjectOptions = isHaving
    ? [
        ...new Set([...metrics.map(metricLabel), ...datasource.metrics.map((m) => m.metric_name)]),
      ].map((label) => ({ value: label, label }))
    : datasource.columns.map((c) => ({
        value: c.column_name,
        label: c.verbose_name || c.column_name,
      }));

  const changeSubject = (subject: string) => {
    const next = isHaving ? undefined : datasource.columns.find((c) => c.column_name === subject);
    const allowed = isHaving ? operators : operatorsForColumn(next);
    // A first subject gets its type's usual operator (time range on temporal columns).
    const operatorId =
      draft.subject && allowed.includes(draft.operatorId)
        ? draft.operatorId
        : isHaving
          ? draft.operatorId
          : defaultOperatorFor(next);
    set({
      subject,
      operatorId,
      comparator:
        operatorId === 'TEMPORAL_RANGE'
          ? 'No filter'
          : operatorId === draft.operatorId
            ? draft.comparator
            : undefined,
    });
  };
  const changeOperator = (operatorId: OperatorId) => {
    const kind = valueInputKind(operatorId);
    const previous = valueInputKind(draft.operatorId);
    let comparator: unknown = kind === previous ? draft.comparator : undefined;
    if (kind === 'time_range') comparator = 'No filter';
    else if (kind === 'multi' && previous === 'single' && draft.comparator !== undefined)
      comparator = [draft.comparator];
    else if (kind === 'single' && previous === 'multi' && Array.isArray(draft.comparator))
      comparator = draft.comparator[0];
    set({ operatorId, comparator });
  };
  const save = () => {
    if (!isDraftComplete(draft)) return;
    onSave(filterOfDraft(draft, metrics, datasource));
    onClose();
  };

  const simple = (
    <Form layout="vertical" component="div">
      <Form.Item label={isHaving ? 'Metric' : 'Column'}>
        <Select
          data-test="filter-subject"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select a subject"
          value={draft.subject}
          options={subjectOptions}
          onChange={changeSubject}
        />
      </Form.Item>
      <Form.Item label="Operator">
        <Select
          data-test="filter-operator"
          value={draft.operatorId}
          options={operators.map((id) => ({ value: id, label: OPERATOR_LABELS[id] }))}
          onChange={changeOperator}
        />
      </Form.Item>
      {valueInputKind(draft.operatorId) !== 'none' && (
        <Form.Item
          label={valueInputKind(draft.operatorId) === 'time_range' ? 'Time range' : 'Value'}
        >
          <FilterValueInput
            kind={valueInputKind(draft.operatorId)}
            column={column}
            datasource={datasource}
            value={draft.comparator}
            onChange={(comparator) => set({ comparator })}
          />
        </Form.Item>
      )}
    </Form>
  );
  const sql = (
    <Input.TextArea
      data-test="filter-sql-input"
      rows={4}
      value={draft.sqlExpression}
      placeholder={isHaving ? 'e.g. SUM(sales) > 1000' : "e.g. region = 'EMEA'"}
      onChange={(e) => set({ sqlExpression: e.target.value })}
    />
  );

  return (
    <Modal
      open
      title={initial ? 'Edit filter' : 'Add filter'}
      width={560}
      onCancel={onClose}
      onOk={save}
      okText="Save"
      okButtonProps={
        { disabled: !isDraftComplete(draft), 'data-test': 'filter-save' } as { disabled: boolean }
      }
      destroyOnHidden
      data-test="filter-editor"
    >
      <Select
        data-test="filter-clause"
        style={{ width: 120, marginBottom: 8 }}
        value={draft.clause}
        options={[
          { value: 'WHERE', label: 'WHERE' },
          { value: 'HAVING', label: 'HAVING' },
        ]}
        onChange={(clause: 'WHERE' | 'HAVING') =>
          set({
            clause,
            subject: undefined,
            comparator: undefined,
            operatorId: clause === 'HAVING' ? 'GREATER_THAN' : draft.operatorId,
          })
        }
      />
      <Tabs
        activeKey={draft.expressionType}
        onChange={(key) => set({ expressionType: key as FilterDraft['expressionType'] })}
        items={[
          { key: 'SIMPLE', label: 'Simple', children: simple },
          { key: 'SQL', label: 'Custom SQL', children: sql },
        ]}
      />
    </Modal>
  );
}
