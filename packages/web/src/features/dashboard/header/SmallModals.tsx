import { useState } from 'react';
import { Checkbox, Form, Input, Modal, Select, Table } from 'antd';
import { REFRESH_INTERVALS } from '../chart-holder/refresh-schedule.ts';
import { CssTemplatePicker } from '../../settings/css-templates/CssTemplatePicker.tsx';
import type { OverwriteDiff } from '../editor/dashboard-save.ts';

/** The CSS editor: the css field is applied live as a <style> and saved with the dashboard. */
export function CssEditorModal({
  css,
  onApply,
  onClose,
}: {
  css: string;
  onApply(css: string): void;
  onClose(): void;
}) {
  const [value, setValue] = useState(css);
  return (
    <Modal
      open
      title="Edit CSS"
      okText="Apply"
      onOk={() => onApply(value)}
      onCancel={onClose}
      width={640}
      data-test="css-modal"
      destroyOnHidden
    >
      <CssTemplatePicker onPick={setValue} />
      <Input.TextArea
        data-test="css-editor"
        rows={14}
        style={{ fontFamily: 'monospace' }}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </Modal>
  );
}

/** "Save as": a copy under a new title, optionally duplicating the charts. */
export function SaveAsModal({
  title,
  onSave,
  onClose,
}: {
  title: string;
  onSave(title: string, duplicateSlices: boolean): void;
  onClose(): void;
}) {
  const [name, setName] = useState(`${title} [copy]`);
  const [duplicate, setDuplicate] = useState(false);
  return (
    <Modal
      open
      title="Save dashboard"
      okText="Save"
      onOk={() => onSave(name, duplicate)}
      onCancel={onClose}
      data-test="save-as-modal"
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="New dashboard name">
          <Input data-test="save-as-title" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Checkbox
          data-test="save-as-duplicate"
          checked={duplicate}
          onChange={(e) => setDuplicate(e.target.checked)}
        >
          Also copy (duplicate) charts
        </Checkbox>
      </Form>
    </Modal>
  );
}

/** The auto-refresh interval picker. */
export function AutoRefreshModal({
  seconds,
  onApply,
  onClose,
}: {
  seconds: number;
  onApply(seconds: number): void;
  onClose(): void;
}) {
  const [value, setValue] = useState(seconds);
  return (
    <Modal
      open
      title="Set auto-refresh interval"
      okText="Save"
      onOk={() => onApply(value)}
      onCancel={onClose}
      data-test="auto-refresh-modal"
      destroyOnHidden
    >
      <Select<number>
        data-test="auto-refresh-select"
        style={{ width: '100%' }}
        options={REFRESH_INTERVALS}
        value={value}
        onChange={setValue}
      />
    </Modal>
  );
}

/** The overwrite-confirm dialog: what the server holds now against what this save would write. */
export function OverwriteConfirmModal({
  diffs,
  isSaving,
  onConfirm,
  onCancel,
}: {
  diffs: OverwriteDiff[];
  isSaving: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open
      title="Save changes to the dashboard?"
      okText="Overwrite"
      okButtonProps={{
        danger: true,
        loading: isSaving,
        ...({ 'data-test': 'overwrite-confirm' } as object),
      }}
      onOk={onConfirm}
      onCancel={onCancel}
      width={760}
      data-test="overwrite-modal"
      destroyOnHidden
    >
      <p>Please confirm the overwrite values.</p>
      <p>This dashboard was changed since you loaded it. Saving replaces these values:</p>
      <Table
        size="small"
        rowKey="field"
        pagination={false}
        data-test="overwrite-diff"
        dataSource={diffs}
        columns={[
          { title: 'Field', dataIndex: 'field', width: 180 },
          {
            title: 'Current value on the server',
            dataIndex: 'server',
            render: (v: string) => (
              <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{v}</code>
            ),
          },
          {
            title: 'Your value',
            dataIndex: 'ours',
            render: (v: string) => (
              <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{v}</code>
            ),
          },
        ]}
      />
    </Modal>
  );
}
