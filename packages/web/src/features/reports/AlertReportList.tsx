import { useState } from 'react';
import { Avatar, Button, Switch, Tabs, Tooltip } from 'antd';
import {
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  MailOutlined,
  PlusOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { isAdminRoleName, rolesGrant } from '@sightline/core';
import type { ListFilter, ReportState } from '@sightline/core';
import { errorMessage } from '../../api/api-slice.ts';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import { userFullName } from '../../api/user-name.ts';
import { ListFilterBar } from '../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { OptionFilter } from '../../components/list/OptionFilter.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { AlertReportModal } from './AlertReportModal.tsx';
import { AlertStatusIcon } from './AlertStatusIcon.tsx';
import {
  useDeleteReportsMutation,
  useListReportsQuery,
  useSendReportNowMutation,
  useUpdateReportMutation,
} from './report-api.ts';
import type { ReportListItem } from './report-api.ts';
import { formatDttm, scheduleInWords, sentNowText } from './report-display.ts';

type Row = ReportListItem;

interface Filters {
  search: string;
  state: ReportState | null;
}

const STATES: ReportState[] = ['Success', 'Working', 'Error', 'Not triggered', 'On Grace'];

const SORT_COLUMNS: Record<string, string> = {
  last_eval_dttm: 'last_eval_dttm',
  name: 'name',
  active: 'active',
};

/** The page of alerts or of reports: their rows have that type. */
export type AlertReportKind = 'Alert' | 'Report';

const initials = (u: Row['owners'][number]) =>
  `${u.first_name?.[0] ?? ''}${u.last_name?.[0] ?? ''}`.toUpperCase() || '?';

/**
 * Superset's AlertList (Settings > Alerts & Reports): tabs Alerts | Reports, the schedules of one
 * type with last run, schedule in words, notification method, owners and an active switch; create,
 * edit, delete (one or selected), send now and the execution log.
 */
export function AlertReportList({ kind }: { kind: AlertReportKind }) {
  const isReport = kind === 'Report';
  const noun = isReport ? { one: 'report', many: 'reports' } : { one: 'alert', many: 'alerts' };
  const navigate = useNavigate();
  const toasts = useToasts();
  const { data: user } = useGetCurrentUserQuery();
  const roles = user?.roles ?? {};
  const canWrite = rolesGrant(roles, 'can_write', 'ReportSchedule');
  const isAdmin = Object.keys(roles).some(isAdminRoleName);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = useListPage<Filters>({
    initialFilters: { search: '', state: null },
    toListFilters: ({ search, state }): ListFilter[] => [
      { col: 'type', opr: 'eq', value: kind },
      ...(search ? [{ col: 'name', opr: 'ct', value: search } as ListFilter] : []),
      ...(state ? [{ col: 'last_state', opr: 'eq', value: state } as ListFilter] : []),
    ],
    defaultSort: { column: 'name', direction: 'asc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListReportsQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const [update] = useUpdateReportMutation();
  const [deleteReports, deleting] = useDeleteReportsMutation();
  const [sendNow] = useSendReportNowMutation();
  // Rows are whole: the list asks for no `columns` subset.
  const rows = (data?.result ?? []) as Row[];
  const mayChange = (row: Row) =>
    canWrite && (isAdmin || row.owners.some((o) => o.id === user?.userId));

  const toggleActive = async (row: Row, active: boolean) => {
    try {
      await update({ id: row.id, body: { active } }).unwrap();
    } catch {
      toasts.addDangerToast('We were unable to active or deactivate this report.');
    }
  };
  const send = async (row: Row) => {
    try {
      await sendNow(row.id).unwrap();
      toasts.addSuccessToast(sentNowText(row.name));
    } catch (err) {
      toasts.addDangerToast(`There was an issue sending ${row.name}: ${errorMessage(err)}`);
    }
  };
  const logPath = (row: Row) => `/${row.type.toLowerCase()}/${row.id}/log`;

  return (
    <ListPage<Row, Filters>
      title="Alerts & reports"
      above={
        <Tabs
          activeKey={kind}
          data-test="alert-report-tabs"
          onChange={(key) => navigate(key === 'Alert' ? '/alert/list/' : '/report/list/')}
          items={[
            { key: 'Alert', label: <span data-test="alert-list">Alerts</span> },
            { key: 'Report', label: <span data-test="report-list">Reports</span> },
          ]}
        />
      }
      testIds={{
        page: 'alert-report-list',
        table: 'alert-report-table',
        rowDelete: 'alert-report-delete',
        bulkDelete: 'alert-report-bulk-delete',
      }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={`No ${noun.many} yet`}
      toolbar={
        <ListFilterBar
          dataTest="alert-report-search"
          placeholder="Search by name"
          onSearch={(search) => list.setFilters({ ...list.filters, search })}
        >
          <OptionFilter<ReportState>
            placeholder="Status"
            dataTest="alert-report-status-filter"
            options={STATES.map((s) => ({ value: s, label: s }))}
            value={list.filters.state}
            onChange={(state) => list.setFilters({ ...list.filters, state })}
          />
        </ListFilterBar>
      }
      actions={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-test="alert-report-add"
            onClick={() => setEditing('new')}
          >
            {isReport ? 'Report' : 'Alert'}
          </Button>
        )
      }
      rowName={(row) => row.name}
      noun={noun}
      canDelete={canWrite}
      isDeleting={deleting.isLoading}
      onDelete={async (selected) => {
        const res = await deleteReports(selected.map((r) => r.id)).unwrap();
        return selected.length === 1 ? `Deleted: ${selected[0]!.name}` : res.message;
      }}
      rowActions={(row) => (
        <>
          <Tooltip title="Execution log">
            <Button
              type="text"
              size="small"
              icon={<FileTextOutlined />}
              aria-label={`Execution log of ${row.name}`}
              data-test="alert-report-log"
              onClick={() => navigate(logPath(row))}
            />
          </Tooltip>
          {mayChange(row) && (
            <Tooltip title="Send test now">
              <Button
                type="text"
                size="small"
                icon={<SendOutlined />}
                aria-label={`Send ${row.name} now`}
                data-test="alert-report-send-now"
                onClick={() => void send(row)}
              />
            </Tooltip>
          )}
          <Tooltip title={mayChange(row) ? 'Edit' : 'View'}>
            <Button
              type="text"
              size="small"
              icon={mayChange(row) ? <EditOutlined /> : <EyeOutlined />}
              aria-label={`Edit ${row.name}`}
              data-test="alert-report-edit"
              onClick={() => setEditing(row)}
            />
          </Tooltip>
        </>
      )}
      columns={[
        {
          key: 'last_state',
          width: 40,
          render: (_, r) => <AlertStatusIcon state={r.last_state} isReport={isReport} />,
        },
        {
          title: 'Last run',
          key: 'last_eval_dttm',
          sorter: true,
          render: (_, r) => formatDttm(r.last_eval_dttm),
        },
        { title: 'Name', key: 'name', sorter: true, render: (_, r) => r.name },
        {
          title: 'Schedule',
          key: 'crontab',
          render: (_, r) => (
            <span data-test="alert-report-schedule">{scheduleInWords(r.crontab, r.timezone)}</span>
          ),
        },
        {
          title: 'Notification method',
          key: 'recipients',
          render: (_, r) =>
            r.recipients.map((rec) => (
              <Tooltip key={rec.id} title={rec.type}>
                {rec.type === 'Email' ? <MailOutlined /> : <SendOutlined />}
              </Tooltip>
            )),
        },
        {
          title: 'Created by',
          key: 'created_by',
          render: (_, r) => userFullName(r.created_by),
        },
        {
          title: 'Owners',
          key: 'owners',
          render: (_, r) => (
            <Avatar.Group max={{ count: 4 }} size="small">
              {r.owners.map((o) => (
                <Tooltip key={o.id} title={userFullName(o)}>
                  <Avatar size="small">{initials(o)}</Avatar>
                </Tooltip>
              ))}
            </Avatar.Group>
          ),
        },
        {
          title: 'Active',
          key: 'active',
          sorter: true,
          render: (_, r) => (
            <Switch
              size="small"
              data-test="alert-report-active"
              checked={r.active}
              disabled={!mayChange(r)}
              onChange={(checked) => void toggleActive(r, checked)}
            />
          ),
        },
      ]}
    >
      {editing !== null && (
        <AlertReportModal
          kind={kind}
          reportId={editing === 'new' ? null : editing.id}
          isReadOnly={editing !== 'new' && !mayChange(editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
