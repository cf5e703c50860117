import { z } from 'zod';
import {
  reportLogQuerySchema,
  reportPostSchema,
  reportPutSchema,
  type ReportPost,
  type ReportPut,
} from '@sightline/core';
import type { ReportWrite } from '../../commands/records.ts';

/** A bulk delete's or log page's `q`. */
export const reportIdsSchema = z.array(z.number().int());
export { reportLogQuerySchema, reportPostSchema, reportPutSchema };

/** Superset's defaults of a new schedule (ReportSchedule model and ReportSchedulePostSchema). */
export function toReportWrite(b: ReportPost): Omit<ReportWrite, 'owners'> & { owners?: number[] } {
  return {
    type: b.type,
    name: b.name,
    description: b.description ?? null,
    active: b.active ?? true,
    crontab: b.crontab,
    timezone: b.timezone ?? 'UTC',
    creationMethod: b.creation_method ?? 'alerts_reports',
    sql: b.sql ?? null,
    chartId: b.chart ?? null,
    dashboardId: b.dashboard ?? null,
    databaseId: b.database ?? null,
    reportFormat: b.report_format ?? 'PNG',
    forceScreenshot: b.force_screenshot ?? false,
    customWidth: b.custom_width ?? null,
    validatorType: b.validator_type ?? null,
    validatorConfig: b.validator_config_json ?? null,
    logRetention: b.log_retention ?? 90,
    workingTimeout: b.working_timeout ?? 3600,
    gracePeriod: b.grace_period ?? 14400,
    extra: b.extra ?? {},
    emailSubject: b.email_subject ?? null,
    owners: b.owners,
    recipients: (b.recipients ?? []).map((r) => ({
      type: r.type,
      config: r.recipient_config_json,
    })),
  };
}

/** The fields a PUT names, in the store's spelling. */
export function toReportPatch(b: ReportPut): Partial<ReportWrite> {
  return {
    type: b.type,
    name: b.name,
    description: b.description,
    active: b.active,
    crontab: b.crontab,
    timezone: b.timezone,
    creationMethod: b.creation_method,
    sql: b.sql,
    chartId: b.chart,
    dashboardId: b.dashboard,
    databaseId: b.database,
    reportFormat: b.report_format,
    forceScreenshot: b.force_screenshot,
    customWidth: b.custom_width,
    validatorType: b.validator_type,
    validatorConfig: b.validator_config_json,
    logRetention: b.log_retention,
    workingTimeout: b.working_timeout,
    gracePeriod: b.grace_period,
    extra: b.extra,
    emailSubject: b.email_subject,
    owners: b.owners,
    recipients: b.recipients?.map((r) => ({ type: r.type, config: r.recipient_config_json })),
  };
}
