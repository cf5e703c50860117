import { z } from 'zod';
import {
  reportCreationMethodSchema,
  reportExtraSchema,
  reportFormatSchema,
  reportPutSchema,
  reportRecipientSchema,
  reportStateSchema,
  reportTypeSchema,
  reportValidatorConfigSchema,
  reportValidatorTypeSchema,
} from '../report.ts';
import { itemResponse, listResponse, savedResponse, timestamp, userRef } from './common.ts';

const recipient = reportRecipientSchema.extend({ id: z.number() });

/** A row of `GET /api/v1/report/` (Superset ReportScheduleRestApi list_columns). */
export const reportListItem = z.object({
  id: z.number(),
  type: reportTypeSchema,
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  crontab: z.string(),
  timezone: z.string(),
  creation_method: reportCreationMethodSchema,
  chart_id: z.number().nullable(),
  dashboard_id: z.number().nullable(),
  database_id: z.number().nullable(),
  report_format: reportFormatSchema,
  last_state: reportStateSchema,
  last_eval_dttm: timestamp,
  recipients: z.array(z.object({ id: z.number(), type: z.string() })),
  owners: z.array(userRef),
  created_by: userRef.nullable(),
  changed_by: userRef.nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  extra: z.record(z.string(), z.unknown()),
});
export type ReportListItem = z.infer<typeof reportListItem>;
export const reportListResponse = listResponse(reportListItem);
export type ReportListResponse = z.infer<typeof reportListResponse>;

const ref = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ id: z.number(), ...shape }).nullable();

/** `GET /api/v1/report/<pk>` result (Superset show_columns). */
export const reportShowItem = z.object({
  id: z.number(),
  type: reportTypeSchema,
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  crontab: z.string(),
  timezone: z.string(),
  creation_method: reportCreationMethodSchema,
  sql: z.string().nullable(),
  chart: ref({ slice_name: z.string(), viz_type: z.string() }),
  dashboard: ref({ dashboard_title: z.string() }),
  database: ref({ database_name: z.string() }),
  owners: z.array(userRef),
  recipients: z.array(recipient),
  report_format: reportFormatSchema,
  force_screenshot: z.boolean(),
  custom_width: z.number().nullable(),
  validator_type: reportValidatorTypeSchema.nullable(),
  validator_config_json: reportValidatorConfigSchema.nullable(),
  log_retention: z.number(),
  working_timeout: z.number(),
  grace_period: z.number(),
  last_state: reportStateSchema,
  last_eval_dttm: timestamp,
  last_value: z.number().nullable(),
  /** A `not null` alert's last value as text. */
  last_value_row_json: z.string().nullable(),
  extra: reportExtraSchema,
  email_subject: z.string().nullable(),
});
export type ReportShowItem = z.infer<typeof reportShowItem>;
export const reportItemResponse = itemResponse(reportShowItem);
export type ReportItemResponse = z.infer<typeof reportItemResponse>;

/** `POST`/`PUT` answer: the id and the body as sent. */
export const reportSavedResponse = savedResponse(reportPutSchema);
export type ReportSavedResponse = z.infer<typeof reportSavedResponse>;

/** One run of a schedule: a row of `GET /api/v1/report/<pk>/log/` (Superset ReportExecutionLogRestApi). */
export const reportLogItem = z.object({
  id: z.number(),
  uuid: z.string(),
  scheduled_dttm: z.string(),
  start_dttm: timestamp,
  end_dttm: timestamp,
  value: z.number().nullable(),
  value_row_json: z.string().nullable(),
  state: reportStateSchema,
  error_message: z.string().nullable(),
});
export type ReportLogItem = z.infer<typeof reportLogItem>;
export const reportLogListResponse = listResponse(reportLogItem);
export type ReportLogListResponse = z.infer<typeof reportLogListResponse>;
export const reportLogItemResponse = itemResponse(reportLogItem);

/**
 * `POST /api/v1/report/<pk>/send_now/` (202): the run is queued. `log_id` is never sent today (the
 * run writes its log rows when a worker takes it); poll `GET /api/v1/report/<pk>/log/` for them.
 */
export const reportSendNowResponse = z.object({
  message: z.literal('OK'),
  log_id: z.number().optional(),
});
export type ReportSendNowResponse = z.infer<typeof reportSendNowResponse>;
