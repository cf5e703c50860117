import type { ReportPost, ReportShowItem } from '@sightline/core';
import { allowedFormats } from './report-formats.ts';
import type { ReportFormat } from './report-formats.ts';

/** A chosen related object: its id and the name shown. */
export interface Option {
  value: number;
  label: string;
}

/** Superset's CONDITIONS: an operator against a threshold, or "Not null". */
export type Condition = '<' | '<=' | '>' | '>=' | '==' | '!=' | 'not null';

export const CONDITIONS: { value: Condition; label: string }[] = [
  { value: '<', label: '< (Smaller than)' },
  { value: '>', label: '> (Larger than)' },
  { value: '<=', label: '<= (Smaller or equal)' },
  { value: '>=', label: '>= (Larger or equal)' },
  { value: '==', label: '== (Is equal)' },
  { value: '!=', label: '!= (Is not equal)' },
  { value: 'not null', label: 'Not null' },
];

/** Superset's RETENTION_OPTIONS, in days (a new schedule keeps 90). */
export const RETENTION_OPTIONS = [
  { value: 30, label: '30 days' },
  { value: 60, label: '60 days' },
  { value: 90, label: '90 days' },
];

/** Superset's FORMAT_OPTIONS of the alert/report modal. */
export const CONTENT_FORMAT_LABELS: Record<ReportFormat, string> = {
  PNG: 'Send as PNG',
  PDF: 'Send as PDF',
  CSV: 'Send as CSV',
  TEXT: 'Send as text',
};

/** What the alert/report modal edits. */
export interface AlertReportForm {
  type: 'Alert' | 'Report';
  name: string;
  description: string;
  active: boolean;
  owners: Option[];
  database: Option | null;
  sql: string;
  condition: Condition;
  threshold: number | null;
  contentType: 'dashboard' | 'chart';
  dashboard: Option | null;
  chart: Option | null;
  chartVizType: string | null;
  reportFormat: ReportFormat;
  customWidth: number | null;
  forceScreenshot: boolean;
  crontab: string;
  timezone: string;
  logRetention: number;
  workingTimeout: number;
  gracePeriod: number;
  emailTo: string;
  emailCc: string;
  emailBcc: string;
  emailSubject: string;
}

/** Superset's ALERT_REPORTS_DEFAULT_CRON_VALUE and the model's defaults (docs/api.md §4.1). */
export const DEFAULTS = {
  crontab: '0 0 * * *',
  logRetention: 90,
  workingTimeout: 3600,
  gracePeriod: 14400,
};

const userOption = (u: ReportShowItem['owners'][number]): Option => ({
  value: u.id ?? 0,
  label: `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || (u.username ?? String(u.id)),
});

/** The form of a stored schedule, or of a new one owned by the current user. */
export function formOf(
  report: ReportShowItem | null,
  kind: 'Alert' | 'Report',
  me: Option | null,
): AlertReportForm {
  const email = report?.recipients.find((r) => r.type === 'Email')?.recipient_config_json;
  const op = report?.validator_config_json?.op;
  return {
    type: report?.type ?? kind,
    name: report?.name ?? '',
    description: report?.description ?? '',
    active: report?.active ?? true,
    owners: report ? report.owners.map(userOption) : me ? [me] : [],
    database: report?.database
      ? { value: report.database.id, label: report.database.database_name }
      : null,
    sql: report?.sql ?? '',
    condition: report?.validator_type === 'operator' && op ? op : 'not null',
    threshold: report?.validator_config_json?.threshold ?? null,
    contentType: report?.chart ? 'chart' : 'dashboard',
    dashboard: report?.dashboard
      ? { value: report.dashboard.id, label: report.dashboard.dashboard_title }
      : null,
    chart: report?.chart ? { value: report.chart.id, label: report.chart.slice_name } : null,
    chartVizType: report?.chart?.viz_type ?? null,
    reportFormat: report?.report_format ?? 'PNG',
    customWidth: report?.custom_width ?? null,
    forceScreenshot: report?.force_screenshot ?? false,
    crontab: report?.crontab ?? DEFAULTS.crontab,
    timezone: report?.timezone ?? 'UTC',
    logRetention: report?.log_retention ?? DEFAULTS.logRetention,
    workingTimeout: report?.working_timeout ?? DEFAULTS.workingTimeout,
    gracePeriod: report?.grace_period ?? DEFAULTS.gracePeriod,
    emailTo: email?.target ?? '',
    emailCc: email?.ccTarget ?? '',
    emailBcc: email?.bccTarget ?? '',
    emailSubject: report?.email_subject ?? '',
  };
}

/** The formats the chosen content allows (a dashboard: PNG, PDF; a chart: also CSV and text). */
export function contentFormats(form: AlertReportForm): ReportFormat[] {
  const isChart = form.contentType === 'chart';
  const formats = allowedFormats(isChart, form.chartVizType);
  // The modal offers text for every chart, as Superset's alert/report modal does.
  return isChart && !formats.includes('TEXT') ? [...formats, 'TEXT'] : formats;
}

/** What still blocks saving, in Superset's words; empty when the form can be saved. */
export function missingFields(form: AlertReportForm): string[] {
  const missing: string[] = [];
  if (!form.name.trim()) missing.push('Report name is required');
  if (form.owners.length === 0) missing.push('Owners are required');
  if (form.type === 'Alert') {
    if (!form.database) missing.push('Database is required');
    if (!form.sql.trim()) missing.push('SQL is required');
    if (form.condition !== 'not null' && form.threshold === null) missing.push('Value is required');
  }
  if (form.contentType === 'dashboard' ? !form.dashboard : !form.chart)
    missing.push('Content is required');
  if (!form.crontab.trim()) missing.push('Schedule is required');
  if (!form.emailTo.trim()) missing.push('Recipients are required');
  return missing;
}

/** The body of POST/PUT /api/v1/report/ for the form (docs/api.md §4.1). */
export function bodyOf(form: AlertReportForm): ReportPost {
  const isAlert = form.type === 'Alert';
  const isChart = form.contentType === 'chart';
  const format = contentFormats(form).includes(form.reportFormat) ? form.reportFormat : 'PNG';
  const isShot = format === 'PNG' || format === 'PDF';
  return {
    type: form.type,
    name: form.name.trim(),
    description: form.description || null,
    active: form.active,
    owners: form.owners.map((o) => o.value),
    creation_method: 'alerts_reports',
    crontab: form.crontab.trim(),
    timezone: form.timezone,
    chart: isChart ? (form.chart?.value ?? null) : null,
    dashboard: isChart ? null : (form.dashboard?.value ?? null),
    ...(isAlert
      ? {
          database: form.database?.value ?? null,
          sql: form.sql,
          validator_type: form.condition === 'not null' ? 'not null' : 'operator',
          validator_config_json:
            form.condition === 'not null'
              ? {}
              : { op: form.condition, threshold: form.threshold ?? 0 },
          grace_period: form.gracePeriod,
        }
      : {}),
    report_format: format,
    custom_width: isShot ? form.customWidth : null,
    force_screenshot: isShot ? form.forceScreenshot : false,
    log_retention: form.logRetention,
    working_timeout: form.workingTimeout,
    email_subject: form.emailSubject || null,
    recipients: [
      {
        type: 'Email',
        recipient_config_json: {
          target: form.emailTo.trim(),
          ...(form.emailCc.trim() ? { ccTarget: form.emailCc.trim() } : {}),
          ...(form.emailBcc.trim() ? { bccTarget: form.emailBcc.trim() } : {}),
        },
      },
    ],
  };
}
