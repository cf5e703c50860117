import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useCreateSavedQueryMutation, useUpdateSavedQueryMutation } from '../../api/sqllab-api.ts';
import type { SavedQueryInput } from '../../api/sqllab-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import type { QueryEditor } from './editor-model.ts';
import { useSqlLab } from './sqllab-context.ts';

/** Saves a tab as a saved query (label, description), or updates the one it came from. */
export function SaveQueryModal({ editor, onClose }: { editor: QueryEditor; onClose: () => void }) {
  const lab = useSqlLab();
  const toasts = useToasts();
  const [label, setLabel] = useState(editor.name);
  const [description, setDescription] = useState('');
  const [create, creating] = useCreateSavedQueryMutation();
  const [update, updating] = useUpdateSavedQueryMutation();
  if (editor.dbId === null) return null;
  const body: SavedQueryInput = {
    db_id: editor.dbId,
    label: label.trim(),
    description,
    schema: editor.schema,
    sql: editor.sql,
    template_parameters: editor.templateParams || null,
  };

  const saveNew = async () => {
    try {
      const { id } = await create(body).unwrap();
      lab.updateEditor(editor.id, { remoteId: Number(id), name: body.label });
      toasts.addSuccessToast('Your query was saved');
      onClose();
    } catch {
      toasts.addDangerToast('Your query could not be saved');
    }
  };
  const saveExisting = async () => {
    if (editor.remoteId === null) return;
    try {
      await update({ id: editor.remoteId, body }).unwrap();
      lab.updateEditor(editor.id, { name: body.label });
      toasts.addSuccessToast('Your query was updated');
      onClose();
    } catch {
      toasts.addDangerToast('Your query could not be updated');
    }
  };

  return (
    <Modal
      open
      title="Save query"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        editor.remoteId !== null && (
          <Button
            key="update"
            data-test="save-query-update"
            loading={updating.isLoading}
            disabled={!body.label}
            onClick={() => void saveExisting()}
          >
            Update
          </Button>
        ),
        <Button
          key="save"
          type="primary"
          data-test="save-query-ok"
          loading={creating.isLoading}
          disabled={!body.label}
          onClick={() => void saveNew()}
        >
          {editor.remoteId !== null ? 'Save as new' : 'Save'}
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label="Name" required>
          <Input
            data-test="save-query-label"
            maxLength={256}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            data-test="save-query-description"
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
