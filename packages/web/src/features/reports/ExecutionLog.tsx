import { useEffect, useState } from 'react';
import { Button, Flex, Table, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-slice.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { AlertStatusIcon } from './AlertStatusIcon.tsx';
import {
  useGetReportQuery,
  useListReportLogsQuery,
  useSendReportNowMutation,
} from './report-api.ts';
import type { ReportLogItem } from './report-api.ts';
import { formatDttm, runDuration, scheduleInWords, sentNowText } from './report-display.ts';

const PAGE_SIZE = 25;
/** After "Send test now" the log is read every 2 s until the new run ends, at most a minute. */
const POLL_MS = 2000;
const POLL_FOR_MS = 60_000;

/**
 * Superset's ExecutionLog (/alert/<id>/log, /report/<id>/log): the schedule's name and schedule,
 * then every run newest first with its state, times, duration, value and error message; "Send test
 * now" runs it once and refetches the log.
 */
export function ExecutionLog({ id, kind }: { id: number; kind: 'Alert' | 'Report' }) {
  const toasts = useToasts();
  const isReport = kind === 'Report';
  const [page, setPage] = useState(0);
  const report = useGetReportQuery(id);
  // Set by "Send test now": the run count before it and when to give up waiting for the new run.
  const [awaiting, setAwaiting] = useState<{ count: number; until: number } | null>(null);
  const logs = useListReportLogsQuery(
    { id, page, pageSize: PAGE_SIZE },
    { pollingInterval: awaiting ? POLL_MS : 0 },
  );
  const latest = logs.data?.result[0] as ReportLogItem | undefined;
  const count = logs.data?.count ?? 0;
  useEffect(() => {
    if (!awaiting) return;
    const isDone = count > awaiting.count && latest?.state !== 'Working';
    if (isDone || Date.now() > awaiting.until) setAwaiting(null);
  }, [awaiting, count, latest]);
  const [sendNow, sending] = useSendReportNowMutation();
  const listPath = isReport ? '/report/list/' : '/alert/list/';

  const send = async () => {
    try {
      await sendNow(id).unwrap();
      toasts.addSuccessToast(sentNowText(report.data?.name ?? ''));
      setAwaiting({ count, until: Date.now() + POLL_FOR_MS });
    } catch (err) {
      toasts.addDangerToast(errorMessage(err));
    }
    void logs.refetch();
  };

  return (
    <div data-test="execution-log">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <div>
          <Link to={listPath} data-test="execution-log-back">
            <ArrowLeftOutlined /> Back to all
          </Link>
          <Typography.Title level={3} style={{ margin: '8px 0 0' }} data-test="execution-log-name">
            {report.data?.name ?? ''}
          </Typography.Title>
          {report.data && (
            <Typography.Text type="secondary" data-test="execution-log-schedule">
              {scheduleInWords(report.data.crontab, report.data.timezone)}
            </Typography.Text>
          )}
        </div>
        <Flex gap={8}>
          <Tooltip title="Refresh">
            <Button
              icon={<ReloadOutlined />}
              aria-label="Refresh"
              data-test="execution-log-refresh"
              onClick={() => void logs.refetch()}
            />
          </Tooltip>
          <Button
            type="primary"
            icon={<SendOutlined />}
            data-test="execution-log-send-now"
            loading={sending.isLoading}
            onClick={() => void send()}
          >
            Send test now
          </Button>
        </Flex>
      </Flex>
      {(report.error || logs.error) && (
        <ErrorAlert message={errorMessage(report.error ?? logs.error)} />
      )}
      <Table<ReportLogItem>
        data-test="execution-log-table"
        rowKey="id"
        size="middle"
        loading={logs.isFetching}
        dataSource={(logs.data?.result ?? []) as ReportLogItem[]}
        locale={{ emptyText: 'No runs yet' }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: logs.data?.count ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          {
            title: 'State',
            key: 'state',
            render: (_, r) => (
              <Flex gap={8} align="center" data-test="execution-log-state">
                <AlertStatusIcon state={r.state} isReport={isReport} />
                {r.state}
              </Flex>
            ),
          },
          { title: 'Execution ID', key: 'uuid', render: (_, r) => r.uuid.slice(0, 8) },
          {
            title: 'Scheduled at (UTC)',
            key: 'scheduled_dttm',
            render: (_, r) => formatDttm(r.scheduled_dttm, true),
          },
          {
            title: 'Start at (UTC)',
            key: 'start_dttm',
            render: (_, r) => formatDttm(r.start_dttm, true),
          },
          {
            title: 'Duration',
            key: 'duration',
            render: (_, r) => runDuration(r.start_dttm, r.end_dttm),
          },
          {
            title: 'Value',
            key: 'value',
            render: (_, r) => (r.value === null ? '' : String(r.value)),
          },
          {
            title: 'Error message',
            key: 'error_message',
            render: (_, r) => <span data-test="execution-log-error">{r.error_message ?? ''}</span>,
          },
        ]}
      />
    </div>
  );
}
