import { Modal } from 'antd';
import type { DrillFilter } from '@sightline/viz';
import { SamplesTable } from './SamplesTable.tsx';

export interface DrillDetailModalProps {
  datasource: { id: number | string; type: string } | null;
  /** The clicked values; none shows the dataset's rows unfiltered. */
  filters: DrillFilter[];
  open: boolean;
  onClose(): void;
}

/** Drill to detail: the underlying rows of the clicked values, one server page at a time. */
export function DrillDetailModal({ datasource, filters, open, onClose }: DrillDetailModalProps) {
  return (
    <Modal
      open={open}
      title="Drill to detail"
      width={1100}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-test="drill-detail-modal"
    >
      {open && datasource && (
        <SamplesTable datasource={datasource} filters={filters} dataTest="drill-detail-table" />
      )}
    </Modal>
  );
}
