import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import {
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
} from '../../api/annotation-layer-api.ts';
import type { AnnotationLayerItem } from '../../api/annotation-layer-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';

export interface AnnotationLayerModalProps {
  /** The layer to edit; null creates one. */
  layer: AnnotationLayerItem | null;
  onClose(): void;
}

/** Create or edit an annotation layer's name and description (mounted only while open). */
export function AnnotationLayerModal({ layer, onClose }: AnnotationLayerModalProps) {
  const toasts = useToasts();
  const [name, setName] = useState(layer?.name ?? '');
  const [descr, setDescr] = useState(layer?.descr ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [create, creating] = useCreateAnnotationLayerMutation();
  const [update, updating] = useUpdateAnnotationLayerMutation();

  const save = async () => {
    if (!name.trim()) {
      setNameError('Name is required');
      return;
    }
    const body = { name: name.trim(), descr: descr.trim() ? descr : null };
    try {
      if (layer) await update({ id: layer.id, body }).unwrap();
      else await create(body).unwrap();
      toasts.addSuccessToast(layer ? `Updated: ${body.name}` : `Created: ${body.name}`);
      onClose();
    } catch (err) {
      const fields = (asApiError(err)?.body as { message?: { name?: string[] } } | undefined)
        ?.message;
      if (fields && typeof fields === 'object' && fields.name?.[0]) setNameError(fields.name[0]);
      else toasts.addDangerToast(`Could not save the annotation layer: ${errorMessage(err)}`);
    }
  };

  return (
    <Modal
      open
      title={layer ? 'Edit annotation layer' : 'Add annotation layer'}
      okText={layer ? 'Save' : 'Add'}
      okButtonProps={{
        'data-test': 'annotation-layer-save',
        loading: creating.isLoading || updating.isLoading,
      }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="Annotation layer name"
          required
          validateStatus={nameError ? 'error' : undefined}
          help={nameError ?? undefined}
        >
          <Input
            data-test="annotation-layer-name"
            maxLength={250}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            data-test="annotation-layer-descr"
            rows={3}
            value={descr}
            onChange={(e) => setDescr(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
