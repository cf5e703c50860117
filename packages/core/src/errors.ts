import { z } from 'zod';

/** SIP-40 error types (docs/api.md §1.9), the names clients key on. */
export const ERROR_TYPES = [
  'FRONTEND_CSRF_ERROR',
  'FRONTEND_NETWORK_ERROR',
  'FRONTEND_TIMEOUT_ERROR',
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'CONNECTION_INVALID_USERNAME_ERROR',
  'CONNECTION_INVALID_PASSWORD_ERROR',
  'CONNECTION_INVALID_HOSTNAME_ERROR',
  'CONNECTION_PORT_CLOSED_ERROR',
  'CONNECTION_INVALID_PORT_ERROR',
  'CONNECTION_HOST_DOWN_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'CONNECTION_UNKNOWN_DATABASE_ERROR',
  'CONNECTION_DATABASE_PERMISSIONS_ERROR',
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'SYNTAX_ERROR',
  'CONNECTION_DATABASE_TIMEOUT',
  'VIZ_GET_DF_ERROR',
  'UNKNOWN_DATASOURCE_TYPE_ERROR',
  'FAILED_FETCHING_DATASOURCE_INFO_ERROR',
  'TABLE_SECURITY_ACCESS_ERROR',
  'DATASOURCE_SECURITY_ACCESS_ERROR',
  'DATABASE_SECURITY_ACCESS_ERROR',
  'QUERY_SECURITY_ACCESS_ERROR',
  'MISSING_OWNERSHIP_ERROR',
  'USER_ACTIVITY_SECURITY_ACCESS_ERROR',
  'DASHBOARD_SECURITY_ACCESS_ERROR',
  'CHART_SECURITY_ACCESS_ERROR',
  'OAUTH2_REDIRECT',
  'OAUTH2_REDIRECT_ERROR',
  'BACKEND_TIMEOUT_ERROR',
  'DATABASE_NOT_FOUND_ERROR',
  'TABLE_NOT_FOUND_ERROR',
  'MISSING_TEMPLATE_PARAMS_ERROR',
  'INVALID_TEMPLATE_PARAMS_ERROR',
  'RESULTS_BACKEND_NOT_CONFIGURED_ERROR',
  'DML_NOT_ALLOWED_ERROR',
  'INVALID_CTAS_QUERY_ERROR',
  'INVALID_CVAS_QUERY_ERROR',
  'SQLLAB_TIMEOUT_ERROR',
  'RESULTS_BACKEND_ERROR',
  'ASYNC_WORKERS_ERROR',
  'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR',
  'INVALID_SQL_ERROR',
  'RESULT_TOO_LARGE_ERROR',
  'GENERIC_COMMAND_ERROR',
  'GENERIC_BACKEND_ERROR',
  'INVALID_PAYLOAD_FORMAT_ERROR',
  'INVALID_PAYLOAD_SCHEMA_ERROR',
  'MARSHMALLOW_ERROR',
  'REPORT_NOTIFICATION_ERROR',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

/** Issue code texts (docs/api.md §1.9), rendered as "Issue <code> - <text>". */
export const ISSUE_CODE_TEXT: Record<number, string> = {
  1000: 'The datasource is too large to query.',
  1001: 'The database is under an unusual load.',
  1002: 'The database returned an unexpected error.',
  1003: 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
  1004: 'The column was deleted or renamed in the database.',
  1005: 'The table was deleted or renamed in the database.',
  1006: 'One or more parameters specified in the query are missing.',
  1007: "The hostname provided can't be resolved.",
  1008: 'The port is closed.',
  1009: "The host might be down, and can't be reached on the provided port.",
  1010: 'Superset encountered an error while running a command.',
  1011: 'Superset encountered an unexpected error.',
  1012: 'The username provided when connecting to a database is not valid.',
  1013: 'The password provided when connecting to a database is not valid.',
  1014: 'Either the username or the password is wrong.',
  1015: 'Either the database is spelled incorrectly or does not exist.',
  1016: 'The schema was deleted or renamed in the database.',
  1017: "User doesn't have the proper permissions.",
  1018: 'One or more parameters needed to configure a database are missing.',
  1019: 'The submitted payload has the incorrect format.',
  1020: 'The submitted payload has the incorrect schema.',
  1021: 'Results backend needed for asynchronous queries is not configured.',
  1022: 'Database does not allow data manipulation.',
  1023: "The CTAS (create table as select) doesn't have a SELECT statement at the end.",
  1024: 'CVAS (create view as select) query has more than one statement.',
  1025: 'CVAS (create view as select) query is not a SELECT statement.',
  1026: 'Query is too complex and takes too long to run.',
  1027: 'The database is currently running too many queries.',
  1028: 'One or more parameters specified in the query are malformed.',
  1029: 'The object does not exist in the given database.',
  1030: 'The query has a syntax error.',
  1031: 'The results backend no longer has the data from the query.',
  1032: 'The query associated with the results was deleted.',
  1033: 'The results stored in the backend were stored in a different format, and no longer can be deserialized.',
  1034: 'The port number is invalid.',
  1035: 'Failed to start remote query on a worker.',
  1036: 'The database was deleted.',
  1037: 'Custom SQL fields cannot contain sub-queries.',
  1040: 'The submitted payload failed validation.',
  1041: 'The result size exceeds the allowed limit.',
};

/** Which issue codes each error type carries (docs/api.md §1.9). */
export const ERROR_TYPE_ISSUE_CODES: Partial<Record<ErrorType, number[]>> = {
  ADHOC_SUBQUERY_NOT_ALLOWED_ERROR: [1037],
  BACKEND_TIMEOUT_ERROR: [1000, 1001],
  GENERIC_DB_ENGINE_ERROR: [1002],
  COLUMN_DOES_NOT_EXIST_ERROR: [1003, 1004],
  TABLE_DOES_NOT_EXIST_ERROR: [1003, 1005],
  SCHEMA_DOES_NOT_EXIST_ERROR: [1003, 1016],
  MISSING_TEMPLATE_PARAMS_ERROR: [1006],
  INVALID_TEMPLATE_PARAMS_ERROR: [1028],
  RESULTS_BACKEND_NOT_CONFIGURED_ERROR: [1021],
  DML_NOT_ALLOWED_ERROR: [1022],
  CONNECTION_INVALID_HOSTNAME_ERROR: [1007],
  CONNECTION_PORT_CLOSED_ERROR: [1008],
  CONNECTION_HOST_DOWN_ERROR: [1009],
  GENERIC_COMMAND_ERROR: [1010],
  GENERIC_BACKEND_ERROR: [1011],
  CONNECTION_INVALID_USERNAME_ERROR: [1012],
  CONNECTION_INVALID_PASSWORD_ERROR: [1013],
  CONNECTION_ACCESS_DENIED_ERROR: [1014, 1015],
  CONNECTION_UNKNOWN_DATABASE_ERROR: [1015],
  CONNECTION_DATABASE_PERMISSIONS_ERROR: [1017],
  CONNECTION_MISSING_PARAMETERS_ERROR: [1018],
  INVALID_PAYLOAD_FORMAT_ERROR: [1019],
  INVALID_PAYLOAD_SCHEMA_ERROR: [1020],
  INVALID_CTAS_QUERY_ERROR: [1023],
  INVALID_CVAS_QUERY_ERROR: [1024, 1025],
  INVALID_SQL_ERROR: [1003],
  SQLLAB_TIMEOUT_ERROR: [1026, 1027],
  OBJECT_DOES_NOT_EXIST_ERROR: [1029],
  SYNTAX_ERROR: [1030],
  RESULTS_BACKEND_ERROR: [1031, 1032, 1033],
  CONNECTION_INVALID_PORT_ERROR: [1034],
  ASYNC_WORKERS_ERROR: [1035],
  DATABASE_NOT_FOUND_ERROR: [1011, 1036],
  CONNECTION_DATABASE_TIMEOUT: [1001, 1009],
  MARSHMALLOW_ERROR: [1040],
  RESULT_TOO_LARGE_ERROR: [1041],
};

export const errorLevelSchema = z.enum(['info', 'warning', 'error']);
export type ErrorLevel = z.infer<typeof errorLevelSchema>;

/** One SIP-40 error object (shape B of docs/api.md §1.9). */
export const supersetErrorSchema = z.object({
  message: z.string(),
  error_type: z.enum(ERROR_TYPES),
  level: errorLevelSchema,
  extra: z.record(z.string(), z.unknown()).nullable(),
});
export type SupersetError = z.infer<typeof supersetErrorSchema>;

/** The issue_codes list attached to `extra` for an error type. */
export function issueCodesFor(errorType: ErrorType): { code: number; message: string }[] {
  return (ERROR_TYPE_ISSUE_CODES[errorType] ?? []).map((code) => ({
    code,
    message: `Issue ${code} - ${ISSUE_CODE_TEXT[code] ?? ''}`,
  }));
}

/** Level derived from an HTTP status as the generic handler does: <400 info, <500 warning, else error. */
export function levelForStatus(status: number): ErrorLevel {
  if (status < 400) return 'info';
  if (status < 500) return 'warning';
  return 'error';
}

/** Builds a SIP-40 error with issue codes filled in. */
export function makeSupersetError(
  errorType: ErrorType,
  message: string,
  opts: { level?: ErrorLevel; extra?: Record<string, unknown> } = {},
): SupersetError {
  const codes = issueCodesFor(errorType);
  const extra = { ...(opts.extra ?? {}) } as Record<string, unknown>;
  if (codes.length > 0) extra.issue_codes = codes;
  return {
    message,
    error_type: errorType,
    level: opts.level ?? 'error',
    extra: Object.keys(extra).length > 0 ? extra : null,
  };
}

// In a module of its own, without zod: the web's first script reads error bodies (http.ts) and
// would otherwise carry zod for this module's schemas.
export { messageFromErrorBody } from './error-message.ts';
