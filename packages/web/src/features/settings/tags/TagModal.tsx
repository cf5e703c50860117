import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { asApiError, errorMessage } from '../../../api/api-slice.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import { useCreateTagMutation, useUpdateTagMutation } from './tag-api.ts';
import type { TagListItem } from './tag-api.ts';

/** Create a tag, or edit the name and description of `tag` (mounted only while open). */
export function TagModal({ tag, onClose }: { tag: TagListItem | null; onClose(): void }) {
  const toasts = useToasts();
  const [name, setName] = useState(tag?.name ?? '');
  const [description, setDescription] = useState(tag?.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateTagMutation();
  const [update, updating] = useUpdateTagMutation();

  const save = async () => {
    if (!name.trim()) {
      setProblem('A name is required');
      return;
    }
    const body = { name: name.trim(), description: description.trim() ? description : null };
    try {
      if (tag) await update({ id: tag.id, body }).unwrap();
      else await create(body).unwrap();
      toasts.addSuccessToast(tag ? `Updated: ${body.name}` : `Created: ${body.name}`);
      onClose();
    } catch (err) {
      const message = (asApiError(err)?.body as { message?: unknown } | undefined)?.message;
      setProblem(
        typeof message === 'object' && message
          ? Object.values(message as Record<string, string[]>)
              .flat()
              .join(' ')
          : errorMessage(err),
      );
    }
  };

  return (
    <Modal
      open
      title={tag ? 'Edit Tag' : 'Create Tag'}
      okText={tag ? 'Save' : 'Create'}
      okButtonProps={{ 'data-test': 'tag-save', loading: creating.isLoading || updating.isLoading }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        {problem && <Alert type="error" showIcon message={problem} data-test="tag-problem" />}
        <Form.Item label="Tag name" required>
          <Input
            data-test="tag-name"
            maxLength={250}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            data-test="tag-description"
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
