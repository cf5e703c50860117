import { Modal, Spin, Typography } from 'antd';
import type { ChartDataRequest } from '@sightline/core';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { DataTable } from './DataTable.tsx';
import { useResultQuery } from './use-result-query.ts';

export interface ViewResultsModalProps {
  request: ChartDataRequest | null;
  open: boolean;
  onClose(): void;
}

/** The chart's results (after post-processing) as tables, one per query object. */
export function ViewResultsModal({ request, open, onClose }: ViewResultsModalProps) {
  const { isLoading, results, error } = useResultQuery(request, 'results', open);
  return (
    <Modal
      open={open}
      title="View results"
      width={1000}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-test="view-results-modal"
    >
      {isLoading && <Spin />}
      {error && <ErrorAlert message={error.alert} details={error.details} />}
      {(results ?? []).map((result, i) => (
        <div key={i}>
          <Typography.Text type="secondary" data-test="view-results-rowcount">
            {result.rowcount} rows
          </Typography.Text>
          <DataTable
            colnames={result.colnames ?? []}
            coltypes={result.coltypes}
            data={result.data ?? []}
          />
        </div>
      ))}
    </Modal>
  );
}
