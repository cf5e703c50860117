import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-slice.ts';
import { useCreateDatasetMutation } from '../../api/dataset-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

export interface SaveDatasetModalProps {
  dbId: number;
  schema: string | null;
  sql: string;
  templateParams: string;
  defaultName: string;
  onClose: () => void;
}

/** The explore address of a dataset. */
export function exploreUrlOf(datasetId: number): string {
  return `/explore/?datasource_type=table&datasource_id=${datasetId}`;
}

/** Turns the query of a result into a virtual dataset, then opens explore on it. */
export function SaveDatasetModal({
  dbId,
  schema,
  sql,
  templateParams,
  defaultName,
  onClose,
}: SaveDatasetModalProps) {
  const toasts = useToasts();
  const navigate = useNavigate();
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [createDataset, creating] = useCreateDatasetMutation();

  const save = async () => {
    setError(null);
    try {
      const { id } = await createDataset({
        database: dbId,
        table_name: name.trim(),
        schema,
        sql,
        template_params: templateParams || null,
      }).unwrap();
      toasts.addSuccessToast(`Dataset ${name.trim()} was created`);
      onClose();
      void navigate(exploreUrlOf(Number(id)));
    } catch (err) {
      setError(`An error occurred while creating the data source: ${errorMessage(err)}`);
    }
  };

  return (
    <Modal
      open
      title="Save or overwrite dataset"
      okText="Save & explore"
      okButtonProps={{
        disabled: !name.trim(),
        loading: creating.isLoading,
        'data-test': 'save-dataset-ok',
      }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Dataset name" required>
          <Input
            data-test="save-dataset-name"
            maxLength={250}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
      </Form>
      {error && <ErrorAlert message={error} />}
    </Modal>
  );
}
