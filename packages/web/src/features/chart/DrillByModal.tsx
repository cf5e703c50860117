import { Modal, Segmented } from 'antd';
import { useState } from 'react';
import { ChartView } from './ChartView.tsx';
import { DataTable } from './DataTable.tsx';
import { useChart } from './use-chart.ts';
import { useResultQuery } from './use-result-query.ts';

export interface DrillByModalProps {
  /** The drilled form data (see drillByFormData); null keeps the modal closed. */
  formData: Record<string, unknown> | null;
  column: string;
  onClose(): void;
}

/** Drill by: the same chart type regrouped by another column, filtered by the clicked values. */
export function DrillByModal({ formData, column, onClose }: DrillByModalProps) {
  return (
    <Modal
      open={formData !== null}
      title={`Drill by: ${column}`}
      width={1000}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-test="drill-by-modal"
    >
      {formData && <DrillByBody formData={formData} />}
    </Modal>
  );
}

function DrillByBody({ formData }: { formData: Record<string, unknown> }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const chart = useChart(formData);
  const results = useResultQuery(chart.request, 'results', view === 'table');
  const first = results.results?.[0];
  return (
    <>
      <Segmented
        value={view}
        onChange={(v) => setView(v as 'chart' | 'table')}
        options={[
          { label: 'Chart', value: 'chart' },
          { label: 'Table', value: 'table' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {view === 'chart' ? (
        <ChartView chart={chart} height={420} />
      ) : (
        <DataTable
          colnames={first?.colnames ?? []}
          coltypes={first?.coltypes}
          data={first?.data ?? []}
          isLoading={results.isLoading}
          dataTest="drill-by-table"
        />
      )}
    </>
  );
}
