import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';

/** Whether template parameters are a JSON object (empty text counts as none). */
export function templateParamsError(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? null
      : 'Template parameters must be a JSON object';
  } catch {
    return 'Template parameters are not valid JSON';
  }
}

/** Edits a tab's Jinja template parameters as JSON text (sent as templateParams). */
export function TemplateParamsModal({
  value,
  onSave,
  onClose,
}: {
  value: string;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(value);
  const error = templateParamsError(text);
  return (
    <Modal
      open
      title="Template parameters"
      okText="Apply"
      okButtonProps={{ disabled: error !== null }}
      onOk={() => {
        onSave(text.trim());
        onClose();
      }}
      onCancel={onClose}
    >
      <Input.TextArea
        data-test="template-params-input"
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder='{"region": "EMEA"}'
        style={{ fontFamily: 'monospace' }}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 8 }} />}
    </Modal>
  );
}
