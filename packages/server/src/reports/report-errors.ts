/**
 * The texts a run writes to the execution log and sends to owners: Superset's
 * `commands/report/exceptions.py` messages, word for word where Superset has one.
 */
export const RUN_MESSAGES = {
  workingTimeout: 'Report Schedule reached a working timeout.',
  previousWorking: 'Report Schedule is still working, refusing to re-compute.',
  workerDied: 'The worker running this report stopped unexpectedly; it runs again.',
  graceFired: 'Alert fired during grace period.',
  errorNotificationMarker: 'Notification sent with error',
  alertQuery: 'An error occurred when running alert query',
  alertTimeout: 'A timeout occurred while executing the query.',
  alertRows: (n: number) => `Alert query returned more than one row. ${n} rows returned`,
  alertColumns: (n: number) => `Alert query returned more than one column. ${n} columns returned`,
  alertType: 'Alert query returned a non-number value.',
  alertValidatorConfig: 'Alert validator config error.',
  alertNotReadOnly: 'An alert query must be a single read-only statement (a SELECT).',
  executorNotFound: (username: string) =>
    `Report Schedule executor user ${username ? `"${username}"` : ''} was not found.`.replace(
      '  ',
      ' ',
    ),
  executorNoAccess: (what: string) => `The report's executor cannot access the ${what}.`,
  csvFailed: (detail: string) => `Failed generating csv ${detail}`,
  dataFrameFailed: (detail: string) => `Failed generating dataframe ${detail}`,
  screenshotFailed: 'Report Schedule execution failed when generating a screenshot.',
  pdfFailed: 'Report Schedule execution failed when generating a pdf.',
  tabularOnlyForCharts: 'CSV and TEXT reports need a chart.',
  smtpNotConfigured: 'Email delivery is not configured: set SIGHTLINE_SMTP_HOST.',
} as const;

/** A run failed for the reason in the message (what the log and the owners' mail say). */
export class ReportRunError extends Error {
  override name = 'ReportRunError';
  /** A render that may succeed when tried again (a chart still loading, a blank image). */
  readonly retryable: boolean;
  constructor(message: string, opts: { retryable?: boolean; cause?: unknown } = {}) {
    super(message);
    this.retryable = opts.retryable ?? false;
    if (opts.cause !== undefined) this.cause = opts.cause;
  }
}
