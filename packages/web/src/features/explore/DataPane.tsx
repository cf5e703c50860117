import { useState } from 'react';
import { Collapse, Spin, Tabs, Typography } from 'antd';
import type { ChartDataRequest } from '@sightline/core';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { DataTable } from '../chart/DataTable.tsx';
import { SamplesTable } from '../chart/SamplesTable.tsx';
import { useResultQuery } from '../chart/use-result-query.ts';

type PaneTab = 'results' | 'samples' | 'query';

function ResultsTab({ request }: { request: ChartDataRequest }) {
  const { isLoading, results, error } = useResultQuery(request, 'results', true);
  if (isLoading) return <Spin />;
  if (error) return <ErrorAlert message={error.alert} details={error.details} />;
  return (
    <>
      {(results ?? []).map((result, i) => (
        <div key={i}>
          <Typography.Text type="secondary" data-test="results-rowcount">
            {result.rowcount} rows
          </Typography.Text>
          <DataTable
            dataTest="results-table"
            colnames={result.colnames ?? []}
            coltypes={result.coltypes}
            data={result.data ?? []}
          />
        </div>
      ))}
    </>
  );
}

function QueryTab({ request }: { request: ChartDataRequest }) {
  const { isLoading, results, error } = useResultQuery(request, 'query', true);
  if (isLoading) return <Spin />;
  if (error) return <ErrorAlert message={error.alert} details={error.details} />;
  return (
    <>
      {(results ?? []).map((result, i) => (
        <pre
          key={i}
          data-test="query-pane-sql"
          style={{ background: '#f7f7f7', padding: 12, whiteSpace: 'pre-wrap' }}
        >
          {String((result as { query?: unknown }).query ?? '')}
        </pre>
      ))}
    </>
  );
}

/** Results, samples and the generated query of the last run, under the chart; loaded when opened. */
export function DataPane({ request }: { request: ChartDataRequest | null }) {
  const [isOpen, setIsOpen] = useState(false);
  const [tab, setTab] = useState<PaneTab>('results');
  const body = request ? (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as PaneTab)}
      destroyOnHidden
      items={[
        {
          key: 'results',
          label: <span data-test="data-pane-results">Results</span>,
          children: tab === 'results' && <ResultsTab request={request} />,
        },
        {
          key: 'samples',
          label: <span data-test="data-pane-samples">Samples</span>,
          children: tab === 'samples' && (
            <SamplesTable datasource={request.datasource} dataTest="samples-table" />
          ),
        },
        {
          key: 'query',
          label: <span data-test="data-pane-query">Query</span>,
          children: tab === 'query' && <QueryTab request={request} />,
        },
      ]}
    />
  ) : (
    <Typography.Text type="secondary">Run a query to see its results.</Typography.Text>
  );
  return (
    <Collapse
      data-test="data-pane"
      size="small"
      activeKey={isOpen ? ['data'] : []}
      onChange={(keys) => setIsOpen((Array.isArray(keys) ? keys : [keys]).includes('data'))}
      items={[
        {
          key: 'data',
          label: <span data-test="data-pane-toggle">Data</span>,
          children: isOpen && body,
        },
      ]}
    />
  );
}
