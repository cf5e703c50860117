import { AppError } from '../../errors.ts';

/** Superset's messages for alerts and reports (commands/report/exceptions.py, reports/schemas.py). */
export const REPORT_MESSAGES = {
  chartNotFound: 'Chart does not exist',
  dashboardNotFound: 'Dashboard does not exist',
  databaseNotFound: 'Database does not exist',
  databaseNotAllowed: 'Database reference is not allowed on a report',
  databaseRequired: 'Database is required for alerts',
  onlyChartOrDashboard: 'Choose a chart or dashboard not both',
  eitherChartOrDashboard: 'Must choose either a chart or a dashboard',
  ownersInvalid: 'Owners are invalid',
  sqlRequired: 'SQL is required for alerts',
  validatorRequired: 'A validator is required for alerts',
  validatorConfig: 'An operator validator needs an op and a numeric threshold',
  crontab: 'Cron expression is not valid',
  timezone: 'Not a valid IANA time zone',
  webhook: 'Webhook target must be an https URL',
  email: 'Not a valid email address',
  customWidth: (min: number, max: number) =>
    `Screenshot width must be between ${min}px and ${max}px`,
  nameNotUnique: (type: string, name: string) =>
    type === 'Alert'
      ? `An alert named "${name}" already exists`
      : `A report named "${name}" already exists`,
} as const;

/** Superset's ALERT_REPORTS_MIN/MAX_CUSTOM_SCREENSHOT_WIDTH. */
export const CUSTOM_WIDTH = { min: 600, max: 2400 } as const;

export const reportNotFound = (): AppError => new AppError(404, 'Not found');

/** ReportScheduleForbiddenError: the caller is neither an owner nor an admin. */
export const reportForbidden = (): AppError =>
  new AppError(403, 'Changing this report is forbidden', { errorType: 'MISSING_OWNERSHIP_ERROR' });

/** ReportScheduleCreationMethodUniquenessValidationError: one self-subscription per user and object. */
export const alreadySubscribed = (): AppError =>
  new AppError(409, 'Resource already has an attached report.');

/** Ids a stored integer key can hold; anything else cannot name an existing object. */
export const allStorable = (ids: number[]): boolean =>
  ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
