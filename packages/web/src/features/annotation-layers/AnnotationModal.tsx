import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Form, Input, Modal, Spin } from 'antd';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import {
  useCreateAnnotationMutation,
  useGetAnnotationQuery,
  useUpdateAnnotationMutation,
} from '../../api/annotation-layer-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import {
  annotationBody,
  annotationFormErrors,
  annotationFormValues,
  serverFieldErrors,
} from './annotation-form.ts';
import type { AnnotationFormErrors, AnnotationFormValues } from './annotation-form.ts';

export interface AnnotationModalProps {
  layerId: number;
  /** The annotation to edit; null creates one. */
  annotationId: number | null;
  onClose(): void;
}

/** Create or edit one annotation of a layer (mounted only while open). Times are UTC. */
export function AnnotationModal({ layerId, annotationId, onClose }: AnnotationModalProps) {
  const toasts = useToasts();
  const existing = useGetAnnotationQuery(
    { layerId, id: annotationId ?? 0 },
    { skip: annotationId === null, refetchOnMountOrArgChange: true },
  );
  const [values, setValues] = useState<AnnotationFormValues>(() => annotationFormValues(null));
  const [errors, setErrors] = useState<AnnotationFormErrors>({});
  const [create, creating] = useCreateAnnotationMutation();
  const [update, updating] = useUpdateAnnotationMutation();

  useEffect(() => {
    if (existing.data) setValues(annotationFormValues(existing.data));
  }, [existing.data]);

  const set = (key: keyof AnnotationFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async () => {
    const found = annotationFormErrors(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    try {
      const body = annotationBody(values);
      if (annotationId !== null) await update({ layerId, id: annotationId, body }).unwrap();
      else await create({ layerId, body }).unwrap();
      toasts.addSuccessToast(
        annotationId !== null ? `Updated: ${body.short_descr}` : `Created: ${body.short_descr}`,
      );
      onClose();
    } catch (err) {
      const fields = serverFieldErrors(asApiError(err)?.body);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toasts.addDangerToast(`Could not save the annotation: ${errorMessage(err)}`);
    }
  };

  const item = (
    key: keyof AnnotationFormValues,
    label: string,
    input: ReactNode,
    required = false,
  ) => (
    <Form.Item
      label={label}
      required={required}
      validateStatus={errors[key] ? 'error' : undefined}
      help={errors[key]}
    >
      {input}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={annotationId !== null ? 'Edit annotation' : 'Add annotation'}
      okText={annotationId !== null ? 'Save' : 'Add'}
      okButtonProps={{
        'data-test': 'annotation-save',
        loading: creating.isLoading || updating.isLoading,
      }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {existing.isFetching ? (
        <Spin />
      ) : (
        <Form layout="vertical">
          {item(
            'shortDescr',
            'Name',
            <Input
              data-test="annotation-short-descr"
              maxLength={500}
              value={values.shortDescr}
              onChange={(e) => set('shortDescr')(e.target.value)}
            />,
            true,
          )}
          {item(
            'start',
            'Start (UTC)',
            <Input
              data-test="annotation-start"
              type="datetime-local"
              step={1}
              value={values.start}
              onChange={(e) => set('start')(e.target.value)}
            />,
            true,
          )}
          {item(
            'end',
            'End (UTC)',
            <Input
              data-test="annotation-end"
              type="datetime-local"
              step={1}
              value={values.end}
              onChange={(e) => set('end')(e.target.value)}
            />,
            true,
          )}
          {item(
            'longDescr',
            'Description',
            <Input.TextArea
              data-test="annotation-long-descr"
              rows={3}
              value={values.longDescr}
              onChange={(e) => set('longDescr')(e.target.value)}
            />,
          )}
          {item(
            'jsonMetadata',
            'JSON metadata',
            <Input.TextArea
              data-test="annotation-json"
              rows={3}
              value={values.jsonMetadata}
              onChange={(e) => set('jsonMetadata')(e.target.value)}
            />,
          )}
        </Form>
      )}
    </Modal>
  );
}
