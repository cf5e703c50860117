import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DatasetUpdate } from '@sightline/core';
import { useGetDatasetQuery, useUpdateDatasetMutation } from '../../api/dataset-api.ts';
import type { DatasetDetail } from '../../api/dataset-api.ts';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';

interface MetricRow {
  id?: number;
  metric_name: string;
  expression: string;
}

interface EditValues {
  table_name: string;
  description: string;
  main_dttm_col: string | null;
  metrics: MetricRow[];
}

function initialValues(dataset: DatasetDetail): EditValues {
  return {
    table_name: dataset.table_name,
    description: dataset.description ?? '',
    main_dttm_col: dataset.main_dttm_col ?? null,
    metrics: dataset.metrics.map((m) => ({
      id: m.id,
      metric_name: m.metric_name,
      expression: m.expression,
    })),
  };
}

/** The PUT body: metrics is the full list, so rows keep their ids and new rows have none. */
export function datasetUpdateBody(values: EditValues): DatasetUpdate {
  return {
    table_name: values.table_name.trim(),
    description: values.description.trim() || null,
    main_dttm_col: values.main_dttm_col ?? null,
    metrics: values.metrics.map((m) => ({
      ...(m.id !== undefined ? { id: m.id } : {}),
      metric_name: m.metric_name.trim(),
      expression: m.expression.trim(),
    })),
  };
}

function EditForm({ dataset, onClose }: { dataset: DatasetDetail; onClose(): void }) {
  const toasts = useToasts();
  const [form] = Form.useForm<EditValues>();
  const [updateDataset, updating] = useUpdateDatasetMutation();
  const [error, setError] = useState<unknown>(null);
  const temporal = dataset.columns.filter((c) => c.is_dttm);

  const onFinish = async (values: EditValues) => {
    setError(null);
    try {
      await updateDataset({ id: dataset.id, body: datasetUpdateBody(values) }).unwrap();
      toasts.addSuccessToast('The dataset has been saved');
      onClose();
    } catch (err) {
      setError(err);
    }
  };

  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(dataset)}
      onFinish={onFinish}
    >
      <Form.Item
        label="Name"
        name="table_name"
        rules={[{ required: true, message: 'A name is required' }]}
      >
        <Input data-test="dataset-edit-name" />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={2} data-test="dataset-edit-description" />
      </Form.Item>
      <Form.Item label="Default datetime column" name="main_dttm_col">
        <Select
          allowClear
          placeholder={temporal.length ? 'Select a column' : 'No temporal columns'}
          options={temporal.map((c) => ({ value: c.column_name, label: c.column_name }))}
        />
      </Form.Item>
      <Typography.Text strong>Metrics</Typography.Text>
      <Form.List name="metrics">
        {(rows, { add, remove }) => (
          <div data-test="dataset-edit-metrics" style={{ marginTop: 8 }}>
            {rows.map((row) => (
              <Flex key={row.key} gap={8} align="start">
                <Form.Item
                  name={[row.name, 'metric_name']}
                  rules={[{ required: true, message: 'Name' }]}
                  style={{ flex: 1 }}
                >
                  <Input placeholder="Metric name" />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'expression']}
                  rules={[{ required: true, message: 'SQL expression' }]}
                  style={{ flex: 2 }}
                >
                  <Input placeholder="SQL expression, e.g. SUM(amount)" />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="Remove metric"
                  onClick={() => remove(row.name)}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ metric_name: '', expression: '' })}
            >
              Add metric
            </Button>
          </div>
        )}
      </Form.List>
      {error != null && (
        <div style={{ marginTop: 16 }}>
          <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />
        </div>
      )}
      <Flex justify="end" gap={8} style={{ marginTop: 24 }}>
        <Button data-test="dataset-edit-cancel" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={updating.isLoading}
          data-test="dataset-edit-save"
        >
          Save
        </Button>
      </Flex>
    </Form>
  );
}

/** Edit a dataset's name, description, default datetime column and metrics. */
export function EditDatasetModal({ datasetId, onClose }: { datasetId: number; onClose(): void }) {
  const { data, error, isFetching } = useGetDatasetQuery(datasetId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Modal open title="Edit dataset" width={720} onCancel={onClose} footer={null} destroyOnHidden>
      {error ? (
        <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />
      ) : isFetching || !data ? (
        <Spin />
      ) : (
        <EditForm dataset={data} onClose={onClose} />
      )}
    </Modal>
  );
}
