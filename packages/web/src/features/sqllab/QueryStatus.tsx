import { Alert, Progress, Space, Tag } from 'antd';
import type { LabQuery } from './sqllab-state.ts';
import { isInProgress, queryErrorText } from './query-state.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

const STATE_COLORS: Record<string, string> = {
  success: 'green',
  failed: 'red',
  stopped: 'orange',
  timed_out: 'red',
  pending: 'blue',
  running: 'blue',
  fetching: 'cyan',
  scheduled: 'purple',
  started: 'blue',
};

/** The state of a query (pending, running, success, failed, stopped ...) with its error. */
export function QueryStatus({ query }: { query: LabQuery }) {
  const seconds = query.startDttm
    ? (((query.endDttm ?? Date.now()) - query.startDttm) / 1000).toFixed(2)
    : null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Tag color={STATE_COLORS[query.state] ?? 'default'} data-test="query-state">
          {query.state}
        </Tag>
        {query.state === 'success' && query.rows !== undefined && query.rows !== null && (
          <span data-test="query-rows">{query.rows} rows</span>
        )}
        {!isInProgress(query.state) && seconds && <span>{seconds} s</span>}
        {isInProgress(query.state) && (
          <Progress
            percent={query.progress ?? 0}
            size="small"
            style={{ width: 160 }}
            status="active"
          />
        )}
      </Space>
      {(query.state === 'failed' || query.state === 'timed_out') && (
        <div data-test="query-error">
          <ErrorAlert message={queryErrorText(query)} />
        </div>
      )}
      {query.state === 'stopped' && (
        <Alert type="warning" showIcon message="Query was stopped." data-test="query-stopped" />
      )}
    </Space>
  );
}
