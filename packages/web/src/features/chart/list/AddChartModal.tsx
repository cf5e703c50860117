import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { chartMetadata } from '@sightline/viz/metadata';
import { useListDatasetsQuery } from '../../../api/dataset-api.ts';

const VIZ_OPTIONS = Object.values(chartMetadata).map((m) => ({ value: m.viz_type, label: m.name }));

/** Start a new chart: pick a dataset and a chart type, then explore. */
export function AddChartModal({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [datasetId, setDatasetId] = useState<number | null>(null);
  const [vizType, setVizType] = useState('table');
  const datasets = useListDatasetsQuery({
    page: 0,
    pageSize: 100,
    orderColumn: 'table_name',
    orderDirection: 'asc',
    filters: search ? [{ col: 'table_name', opr: 'ct', value: search }] : [],
  });
  const create = () => {
    if (datasetId === null) return;
    navigate(
      `/explore/?datasource_type=table&datasource_id=${datasetId}&viz_type=${encodeURIComponent(vizType)}`,
    );
  };
  return (
    <Modal
      open
      title="Create a new chart"
      onCancel={onClose}
      onOk={create}
      okText="Create new chart"
      okButtonProps={{ disabled: datasetId === null }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Dataset" required>
          <Select<number>
            data-test="add-chart-dataset"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Choose a dataset"
            loading={datasets.isFetching}
            options={(datasets.data?.result ?? []).map((d) => ({
              value: d.id,
              label: d.schema ? `${d.schema}.${d.table_name}` : d.table_name,
            }))}
            value={datasetId ?? undefined}
            onChange={setDatasetId}
          />
        </Form.Item>
        <Form.Item label="Chart type">
          <Select
            data-test="add-chart-viz"
            options={VIZ_OPTIONS}
            value={vizType}
            onChange={setVizType}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
