import { useState } from 'react';
import { Alert, Button, Empty, Space } from 'antd';
import { BarChartOutlined, CopyOutlined, DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { downloadCsvExport } from '../../api/csv-export.ts';
import { copyTextToClipboard } from '../../components/clipboard.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import type { QueryEditor } from './editor-model.ts';
import { QueryStatus } from './QueryStatus.tsx';
import { ResultGrid } from './ResultGrid.tsx';
import { rowsAsTsv } from './result-sort.ts';
import { SaveDatasetModal } from './SaveDatasetModal.tsx';
import { useSqlLab } from './sqllab-context.ts';

/** The latest query of a tab: its state, its rows, and what can be done with them. */
export function ResultsPane({ editor }: { editor: QueryEditor }) {
  const lab = useSqlLab();
  const toasts = useToasts();
  const [isSavingDataset, setIsSavingDataset] = useState(false);
  const query = editor.latestQueryId ? lab.state.queries[editor.latestQueryId] : undefined;
  const results = query ? lab.state.results[query.id] : undefined;
  if (!query) return <Empty description="Run a query to see results" data-test="results-empty" />;
  const columns = results?.columns.map((c) => c.column_name ?? c.name) ?? [];
  const rows = results?.data ?? [];

  // A large export in async mode runs as a job: a toast, then the file when it is ready.
  const downloadCsv = async () => {
    try {
      await downloadCsvExport(`/api/v1/sqllab/export/${query.id}/`, () =>
        toasts.addInfoToast('Preparing your CSV…'),
      );
    } catch (e) {
      toasts.addDangerToast(e instanceof Error ? e.message : 'The CSV export failed');
    }
  };

  const copy = async () => {
    try {
      await copyTextToClipboard(rowsAsTsv(columns, rows));
      toasts.addSuccessToast('Copied to clipboard!');
    } catch {
      toasts.addDangerToast('Sorry, your browser does not support copying.');
    }
  };

  return (
    <div data-test="results-pane" data-query-id={query.id}>
      <QueryStatus query={query} />
      {query.state === 'success' && results && (
        <>
          <Space style={{ margin: '8px 0' }} wrap>
            <Button
              size="small"
              icon={<CopyOutlined />}
              data-test="results-copy"
              onClick={() => void copy()}
            >
              Copy to clipboard
            </Button>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              data-test="results-csv"
              onClick={() => void downloadCsv()}
            >
              Download to CSV
            </Button>
            <Button
              size="small"
              icon={<TableOutlined />}
              data-test="results-create-dataset"
              onClick={() => setIsSavingDataset(true)}
            >
              Create dataset
            </Button>
            {/* Explore needs a dataset: it opens the same modal, whose save goes on to explore. */}
            <Button
              size="small"
              icon={<BarChartOutlined />}
              data-test="results-explore"
              onClick={() => setIsSavingDataset(true)}
            >
              Explore
            </Button>
          </Space>
          {results.displayLimitReached && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              message={`The number of rows displayed is limited to ${rows.length.toLocaleString('en-US')}.`}
            />
          )}
          <ResultGrid columns={columns} rows={rows} />
        </>
      )}
      {isSavingDataset && (
        <SaveDatasetModal
          dbId={query.dbId}
          schema={query.schema ?? editor.schema}
          sql={query.sql ?? ''}
          templateParams={editor.templateParams}
          defaultName={`${editor.name} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`}
          onClose={() => setIsSavingDataset(false)}
        />
      )}
    </div>
  );
}
