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

/** The modal's title: what was clicked, as the chart names it ("Drill to detail by January 2024"). */
export function drillDetailTitle(filters: readonly DrillFilter[]): string {
  return filters.length === 0
    ? 'Drill to detail'
    : `Drill to detail by ${filters.map((f) => f.formattedVal).join(', ')}`;
}

/**
 * Drill to detail: the underlying rows of the clicked values, one server page at a time. The modal
 * fits the window: the rows scroll inside it, so its pagination stays in view.
 */
export function DrillDetailModal({ datasource, filters, open, onClose }: DrillDetailModalProps) {
  return (
    <Modal
      open={open}
      title={drillDetailTitle(filters)}
      width="min(1100px, calc(100vw - 48px))"
      style={{ top: 24, paddingBottom: 0 }}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-test="drill-detail-modal"
    >
      {open && datasource && (
        <SamplesTable
          datasource={datasource}
          filters={filters}
          dataTest="drill-detail-table"
          scrollY="calc(100vh - 290px)"
        />
      )}
    </Modal>
  );
}
