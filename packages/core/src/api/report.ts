import { z } from 'zod';

/** Superset's ReportScheduleType. */
export const reportTypeSchema = z.enum(['Report', 'Alert'], {
  message: 'Must be one of: Alert, Report.',
});
export type ReportType = z.infer<typeof reportTypeSchema>;

/** Superset's ReportDataFormat. */
export const reportFormatSchema = z.enum(['PNG', 'PDF', 'CSV', 'TEXT'], {
  message: 'Must be one of: PNG, PDF, CSV, TEXT.',
});

/** Superset's ReportCreationMethod: from a chart's or dashboard's menu, or the Alerts & Reports page. */
export const reportCreationMethodSchema = z.enum(['charts', 'dashboards', 'alerts_reports'], {
  message: 'Must be one of: charts, dashboards, alerts_reports.',
});

/** Superset's ReportScheduleValidatorType. */
export const reportValidatorTypeSchema = z.enum(['not null', 'operator'], {
  message: 'Must be one of: not null, operator.',
});

/** Superset's ReportRecipientType (the two we deliver to). */
export const reportRecipientTypeSchema = z.enum(['Email', 'Webhook'], {
  message: 'Must be one of: Email, Webhook.',
});

/** Superset's ReportState: the state of a run and the schedule's last state. */
export const reportStateSchema = z.enum([
  'Success',
  'Working',
  'Error',
  'Not triggered',
  'On Grace',
]);
export type ReportState = z.infer<typeof reportStateSchema>;

/** The operators of an `operator` validator (Superset's validator_config_json op). */
export const reportOperatorSchema = z.enum(['<', '<=', '>', '>=', '==', '!='], {
  message: 'Must be one of: <, <=, >, >=, ==, !=.',
});

/** An alert's validator settings: `{op, threshold}` for `operator`, nothing for `not null`. */
export const reportValidatorConfigSchema = z.object({
  op: reportOperatorSchema.optional(),
  threshold: z.number().optional(),
});

/** Where a recipient is delivered: `target` (emails, comma separated, or an https URL), cc and bcc. */
export const reportRecipientConfigSchema = z.object({
  target: z.string().min(1, 'Shorter than minimum length 1.').max(4000),
  ccTarget: z.string().max(4000).optional(),
  bccTarget: z.string().max(4000).optional(),
});

/** One recipient of a report (Superset's ReportRecipientSchema). */
export const reportRecipientSchema = z.object({
  type: reportRecipientTypeSchema,
  recipient_config_json: reportRecipientConfigSchema,
});
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

/** Dashboard report state kept in `extra`: the tab anchors and native filters of the report. */
export const reportExtraSchema = z
  .object({
    dashboard: z
      .object({
        anchor: z.string().max(1000).optional(),
        activeTabs: z.array(z.string().max(1000)).optional(),
        dataMask: z.record(z.string(), z.unknown()).optional(),
        urlParams: z.array(z.tuple([z.string(), z.string()])).optional(),
        nativeFilters: z.array(z.record(z.string(), z.unknown())).optional(),
      })
      .optional(),
  })
  .passthrough();

const name = z
  .string()
  .min(1, 'Length must be between 1 and 150.')
  .max(150, 'Length must be between 1 and 150.');
const seconds = (min: number) =>
  z.number().int().min(min, `Must be greater than or equal to ${min}.`);
const id = z.number().int().nullable();

/** The fields a POST and a PUT share (Superset's ReportSchedulePostSchema / PutSchema). */
const reportFields = {
  type: reportTypeSchema,
  name,
  description: z.string().max(4000).nullable(),
  active: z.boolean(),
  crontab: z.string().min(1, 'Shorter than minimum length 1.').max(1000),
  timezone: z.string().max(100),
  sql: z.string().nullable(),
  chart: id,
  dashboard: id,
  database: id,
  owners: z.array(z.number().int()),
  validator_type: reportValidatorTypeSchema.nullable(),
  validator_config_json: reportValidatorConfigSchema.nullable(),
  log_retention: seconds(1),
  grace_period: seconds(1),
  working_timeout: seconds(1),
  recipients: z.array(reportRecipientSchema),
  report_format: reportFormatSchema,
  force_screenshot: z.boolean(),
  custom_width: z.number().int().nullable(),
  creation_method: reportCreationMethodSchema,
  extra: reportExtraSchema,
  email_subject: z.string().max(255).nullable(),
};

/** Body of POST /api/v1/report/: type, name and crontab required (docs/api.md §2.16). */
export const reportPostSchema = z
  .object(reportFields)
  .partial()
  .required({ type: true, name: true, crontab: true });
export type ReportPost = z.infer<typeof reportPostSchema>;

/** Body of PUT /api/v1/report/<pk>: every field optional. */
export const reportPutSchema = z.object(reportFields).partial();
export type ReportPut = z.infer<typeof reportPutSchema>;
