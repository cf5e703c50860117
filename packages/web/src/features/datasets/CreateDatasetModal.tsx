import { useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { useGetSchemasQuery, useGetTablesQuery } from '../../api/database-api.ts';
import { useCreateDatasetMutation } from '../../api/dataset-api.ts';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useDatabaseOptions } from './database-options.ts';

/** Pick database, schema and table; creates a physical dataset. */
export function CreateDatasetModal({ onClose }: { onClose(): void }) {
  const toasts = useToasts();
  const [databaseId, setDatabaseId] = useState<number | null>(null);
  const [schema, setSchema] = useState<string | null>(null);
  const [tableName, setTableName] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const databases = useDatabaseOptions();
  const schemas = useGetSchemasQuery(databaseId ?? 0, { skip: databaseId === null });
  const tables = useGetTablesQuery(
    { databaseId: databaseId ?? 0, schema: schema ?? '' },
    { skip: databaseId === null || schema === null },
  );
  const [createDataset, creating] = useCreateDatasetMutation();

  const onSave = async () => {
    if (databaseId === null || schema === null || tableName === null) return;
    setSaveError(null);
    try {
      await createDataset({ database: databaseId, schema, table_name: tableName }).unwrap();
      toasts.addSuccessToast(`Dataset ${tableName} created`);
      onClose();
    } catch (err) {
      setSaveError(err);
    }
  };

  const loadError = databases.error ?? schemas.error ?? tables.error;
  const shown = saveError ?? loadError;
  return (
    <Modal
      open
      title="New dataset"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" data-test="dataset-modal-cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          data-test="dataset-modal-save"
          disabled={tableName === null}
          loading={creating.isLoading}
          onClick={onSave}
        >
          Create dataset
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Database" required>
          <Select<number>
            data-test="dataset-database-select"
            placeholder="Select a database"
            showSearch={{ optionFilterProp: 'label' }}
            loading={databases.isLoading}
            options={databases.options}
            value={databaseId ?? undefined}
            onChange={(value) => {
              setDatabaseId(value);
              setSchema(null);
              setTableName(null);
            }}
          />
        </Form.Item>
        <Form.Item label="Schema" required>
          <Select<string>
            data-test="dataset-schema-select"
            placeholder="Select a schema"
            showSearch
            disabled={databaseId === null}
            loading={schemas.isFetching}
            options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
            value={schema ?? undefined}
            onChange={(value) => {
              setSchema(value);
              setTableName(null);
            }}
          />
        </Form.Item>
        <Form.Item label="Table" required>
          <Select<string>
            data-test="dataset-table-select"
            placeholder="Select a table"
            showSearch
            disabled={schema === null}
            loading={tables.isFetching}
            options={(tables.data ?? []).map((t) => ({ value: t.value, label: t.value }))}
            value={tableName ?? undefined}
            onChange={setTableName}
          />
        </Form.Item>
      </Form>
      {shown != null && (
        <ErrorAlert message={errorMessage(shown)} details={errorDetails(asApiError(shown))} />
      )}
    </Modal>
  );
}
