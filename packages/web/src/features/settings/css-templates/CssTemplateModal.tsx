import { useState } from 'react';
import { Alert, Form, Input, Modal, Spin } from 'antd';
import { asApiError, errorMessage } from '../../../api/api-slice.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import {
  useCreateCssTemplateMutation,
  useGetCssTemplateQuery,
  useUpdateCssTemplateMutation,
} from './css-template-api.ts';
import type { CssTemplateShowItem } from './css-template-api.ts';

/** The server's field messages, or its message. */
const problemOf = (err: unknown): string => {
  const message = (asApiError(err)?.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'object' && message
    ? Object.values(message as Record<string, string[]>)
        .flat()
        .join(' ')
    : errorMessage(err);
};

function CssTemplateForm({
  template,
  templateId,
  onClose,
}: {
  template: CssTemplateShowItem | null;
  templateId: number | null;
  onClose(): void;
}) {
  const toasts = useToasts();
  const [name, setName] = useState(template?.template_name ?? '');
  const [css, setCss] = useState(template?.css ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateCssTemplateMutation();
  const [update, updating] = useUpdateCssTemplateMutation();

  const save = async () => {
    if (!name.trim()) {
      setProblem('A name is required');
      return;
    }
    const body = { template_name: name.trim(), css };
    try {
      if (templateId !== null) await update({ id: templateId, body }).unwrap();
      else await create(body).unwrap();
      toasts.addSuccessToast(
        templateId !== null ? `Updated: ${body.template_name}` : `Created: ${body.template_name}`,
      );
      onClose();
    } catch (err) {
      setProblem(problemOf(err));
    }
  };

  return (
    <Modal
      open
      title={templateId !== null ? 'Edit CSS template properties' : 'Add CSS template'}
      okText={templateId !== null ? 'Save' : 'Add'}
      okButtonProps={{
        'data-test': 'css-template-save',
        loading: creating.isLoading || updating.isLoading,
      }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical">
        {problem && (
          <Alert type="error" showIcon message={problem} data-test="css-template-problem" />
        )}
        <Form.Item label="Name" required>
          <Input
            data-test="css-template-name"
            maxLength={250}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="CSS">
          <Input.TextArea
            data-test="css-template-css"
            rows={12}
            style={{ fontFamily: 'monospace' }}
            value={css}
            onChange={(e) => setCss(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Create or edit a CSS template (mounted only while open). */
export function CssTemplateModal({
  templateId,
  onClose,
}: {
  /** The template to edit; null creates one. */
  templateId: number | null;
  onClose(): void;
}) {
  const { data, isLoading, error } = useGetCssTemplateQuery(templateId ?? 0, {
    skip: templateId === null,
  });
  if (templateId !== null && (isLoading || (!data && !error)))
    return (
      <Modal open footer={null} onCancel={onClose} title="Edit CSS template properties">
        <Spin />
      </Modal>
    );
  if (templateId !== null && error)
    return (
      <Modal open footer={null} onCancel={onClose} title="Edit CSS template properties">
        <Alert type="error" message={errorMessage(error)} />
      </Modal>
    );
  return (
    <CssTemplateForm
      template={templateId !== null ? (data ?? null) : null}
      templateId={templateId}
      onClose={onClose}
    />
  );
}
