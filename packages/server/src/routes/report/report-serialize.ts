import type { ReportListItem, ReportLogItem, ReportShowItem } from '@sightline/core';
import type { ReportLogRecord, ReportRecord } from '../../commands/records.ts';
import { humanizeSince } from '../common/http.ts';

type UserRef = { id: number; firstName: string; lastName: string } | null;
const user = (u: UserRef) =>
  u ? { id: u.id, first_name: u.firstName, last_name: u.lastName } : null;
const owners = (r: ReportRecord) =>
  r.owners.map((o) => ({ id: o.id, first_name: o.firstName, last_name: o.lastName }));

/* The store holds only values the request schemas let in, so the enums are cast back. */
type Show = ReportShowItem;

/** A row of GET /api/v1/report/ (Superset ReportScheduleRestApi list_columns). */
export function reportListItem(r: ReportRecord): ReportListItem {
  return {
    id: r.id,
    type: r.type as Show['type'],
    name: r.name,
    description: r.description,
    active: r.active,
    crontab: r.crontab,
    timezone: r.timezone,
    creation_method: r.creationMethod as Show['creation_method'],
    chart_id: r.chartId,
    dashboard_id: r.dashboardId,
    database_id: r.databaseId,
    report_format: r.reportFormat as Show['report_format'],
    last_state: r.lastState as Show['last_state'],
    last_eval_dttm: r.lastEvalDttm,
    recipients: r.recipients.map((x) => ({ id: x.id, type: x.type })),
    owners: owners(r),
    created_by: user(r.createdBy),
    changed_by: user(r.changedBy),
    created_on: r.createdOn,
    changed_on: r.changedOn,
    changed_on_delta_humanized: humanizeSince(r.changedOn),
    extra: r.extra,
  };
}

/** GET /api/v1/report/<pk> result (show_columns). */
export function reportItem(r: ReportRecord): ReportShowItem {
  return {
    id: r.id,
    type: r.type as Show['type'],
    name: r.name,
    description: r.description,
    active: r.active,
    crontab: r.crontab,
    timezone: r.timezone,
    creation_method: r.creationMethod as Show['creation_method'],
    sql: r.sql,
    chart: r.chart
      ? { id: r.chart.id, slice_name: r.chart.sliceName, viz_type: r.chart.vizType }
      : null,
    dashboard: r.dashboard ? { id: r.dashboard.id, dashboard_title: r.dashboard.title } : null,
    database: r.database ? { id: r.database.id, database_name: r.database.name } : null,
    owners: owners(r),
    recipients: r.recipients.map((x) => ({
      id: x.id,
      type: x.type as Show['recipients'][number]['type'],
      recipient_config_json: x.config as Show['recipients'][number]['recipient_config_json'],
    })),
    report_format: r.reportFormat as Show['report_format'],
    force_screenshot: r.forceScreenshot,
    custom_width: r.customWidth,
    validator_type: r.validatorType as Show['validator_type'],
    validator_config_json: r.validatorConfig as Show['validator_config_json'],
    log_retention: r.logRetention,
    working_timeout: r.workingTimeout,
    grace_period: r.gracePeriod,
    last_state: r.lastState as Show['last_state'],
    last_eval_dttm: r.lastEvalDttm,
    last_value: r.lastValue,
    last_value_row_json: r.lastValueRowJson,
    extra: r.extra,
    email_subject: r.emailSubject,
  };
}

/** A run of GET /api/v1/report/<pk>/log/ (ReportExecutionLogRestApi show_columns). */
export function reportLogItem(l: ReportLogRecord): ReportLogItem {
  return {
    id: l.id,
    uuid: l.uuid,
    scheduled_dttm: l.scheduledDttm,
    start_dttm: l.startDttm,
    end_dttm: l.endDttm,
    value: l.value,
    value_row_json: l.valueRowJson,
    state: l.state as ReportLogItem['state'],
    error_message: l.errorMessage,
  };
}
