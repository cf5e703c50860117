import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import type { AdhocColumn } from '@sightline/core';

export interface AdhocColumnModalProps {
  open: boolean;
  initial?: AdhocColumn | null;
  onSave(column: AdhocColumn): void;
  onClose(): void;
}

/** A custom SQL column `{label, sqlExpression}` for dimensions and the x-axis. */
export function AdhocColumnModal({ open, initial, onSave, onClose }: AdhocColumnModalProps) {
  const [sql, setSql] = useState(initial?.sqlExpression ?? '');
  const [label, setLabel] = useState(initial?.label ?? '');
  const save = () => {
    const expression = sql.trim();
    if (!expression) return;
    onSave({ label: label.trim() || expression, sqlExpression: expression, expressionType: 'SQL' });
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Custom SQL column"
      onOk={save}
      okButtonProps={
        { disabled: !sql.trim(), 'data-test': 'adhoc-column-save' } as { disabled: boolean }
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="SQL expression" required>
          <Input.TextArea
            data-test="adhoc-column-sql"
            rows={3}
            value={sql}
            onChange={(e) => setSql(e.target.value)}
            placeholder="e.g. UPPER(region)"
          />
        </Form.Item>
        <Form.Item label="Label">
          <Input
            data-test="adhoc-column-label"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder="Defaults to the expression"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
