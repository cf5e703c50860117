import { useState } from 'react';
import { Form, Input, Modal, Select, Tabs, Typography } from 'antd';
import { AGGREGATES } from '@sightline/core';
import type { MetricRef } from '@sightline/core';
import type { ExploreDatasource } from '../../../api/explore-api.ts';
import { parseMetricExpression, simpleMetric, sqlMetric } from './metric-utils.ts';
import type { Aggregate } from './metric-utils.ts';

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

export interface MetricEditorModalProps {
  open: boolean;
  datasource: ExploreDatasource;
  /** The metric being edited; null adds a new one. */
  initial: MetricRef | null;
  onSave(metric: MetricRef): void;
  onClose(): void;
}

/** The tab a metric opens on; a new metric starts on Simple, as in Superset. */
function initialTab(metric: MetricRef | null): Tab {
  if (typeof metric === 'string') return 'SAVED';
  if (metric?.expressionType === 'SQL') return 'SQL';
  return 'SIMPLE';
}

/** Edits one metric: a saved metric, a SIMPLE aggregate of a column, or custom SQL. */
export function MetricEditorModal({
  open,
  datasource,
  initial,
  onSave,
  onClose,
}: MetricEditorModalProps) {
  const adhoc = typeof initial === 'object' && initial !== null ? initial : null;
  const [tab, setTab] = useState<Tab>(initialTab(initial));
  const [saved, setSaved] = useState<string | undefined>(
    typeof initial === 'string' ? initial : undefined,
  );
  const [column, setColumn] = useState<string | undefined>(adhoc?.column?.column_name ?? undefined);
  const [aggregate, setAggregate] = useState<Aggregate | undefined>(
    (adhoc?.aggregate as Aggregate | undefined) ?? undefined,
  );
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState(adhoc?.hasCustomLabel ? (adhoc.label ?? '') : '');

  const switchTab = (next: Tab) => {
    // A simple aggregate typed as SQL opens pre-filled on the Simple tab.
    if (next === 'SIMPLE' && tab === 'SQL') {
      const parsed = parseMetricExpression(sql);
      if (parsed && datasource.columns.some((c) => c.column_name === parsed.column)) {
        setColumn(parsed.column);
        setAggregate(parsed.aggregate);
      }
    }
    setTab(next);
  };

  const result = (): MetricRef | null => {
    if (tab === 'SAVED') return saved ?? null;
    if (tab === 'SIMPLE') {
      const col = datasource.columns.find((c) => c.column_name === column);
      return col && aggregate ? simpleMetric(col, aggregate, label) : null;
    }
    return sql.trim() ? sqlMetric(sql.trim(), label) : null;
  };
  const metric = result();
  const save = () => {
    if (metric === null) return;
    onSave(metric);
    onClose();
  };

  const items = [
    {
      key: 'SAVED',
      label: 'Saved',
      children: (
        <Select
          data-test="metric-saved-select"
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={
            datasource.metrics.length
              ? 'Select a saved metric'
              : 'This dataset has no saved metrics'
          }
          value={saved}
          onChange={setSaved}
          options={datasource.metrics.map((m) => ({
            value: m.metric_name,
            label: m.verbose_name || m.metric_name,
          }))}
        />
      ),
    },
    {
      key: 'SIMPLE',
      label: 'Simple',
      children: (
        <Form layout="vertical" component="div">
          <Form.Item label="Column">
            <Select
              data-test="metric-column-select"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select a column"
              value={column}
              onChange={setColumn}
              options={datasource.columns.map((c) => ({
                value: c.column_name,
                label: c.verbose_name || c.column_name,
              }))}
            />
          </Form.Item>
          <Form.Item label="Aggregate">
            <Select
              data-test="metric-aggregate-select"
              placeholder="Select an aggregate"
              value={aggregate}
              onChange={setAggregate}
              options={AGGREGATES.map((a) => ({ value: a, label: a }))}
            />
          </Form.Item>
        </Form>
      ),
    },
    {
      key: 'SQL',
      label: 'Custom SQL',
      children: (
        <Input.TextArea
          data-test="metric-sql-input"
          rows={4}
          value={sql}
          onChange={(e) => setSql(e.target.value)}
          placeholder="e.g. SUM(price * quantity)"
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={initial === null ? 'Add metric' : 'Edit metric'}
      onCancel={onClose}
      onOk={save}
      okText="Save"
      okButtonProps={
        { disabled: metric === null, 'data-test': 'metric-save' } as { disabled: boolean }
      }
      destroyOnHidden
      data-test="metric-editor"
    >
      {tab !== 'SAVED' && (
        <Input
          data-test="metric-label-input"
          style={{ marginBottom: 12 }}
          placeholder={metric && typeof metric === 'object' ? (metric.label ?? 'Label') : 'Label'}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          addonBefore="Label"
        />
      )}
      <Tabs activeKey={tab} onChange={(key) => switchTab(key as Tab)} items={items} />
      {tab === 'SQL' && parseMetricExpression(sql) && (
        <Typography.Text type="secondary">
          This is a simple aggregate; the Simple tab can edit it.
        </Typography.Text>
      )}
    </Modal>
  );
}
