import type { ErrorType } from '@sightline/core';
import { AppError } from '../errors.ts';

/** A SQL Lab failure answered with a SIP-40 `{"errors": [...]}` body. */
export function sqllabError(
  status: number,
  errorType: ErrorType,
  message: string,
  extra?: Record<string, unknown>,
): AppError {
  return new AppError(status, message, { shape: 'errors', errorType, extra });
}

/** The text stored and shown for a query stopped by its user (docs/dashboards.md "SQL editor"). */
export const STOPPED_MESSAGE = 'Query was stopped.';

/** 404 DATABASE_NOT_FOUND_ERROR: the request names no stored database. */
export const databaseNotFound = (): AppError =>
  sqllabError(
    404,
    'DATABASE_NOT_FOUND_ERROR',
    'The database referenced in this query was not found. Please contact an administrator for further assistance or try again.',
  );

/** 403 DATABASE_SECURITY_ACCESS_ERROR: the caller has no access to the database. */
export const databaseAccessDenied = (name: string): AppError =>
  sqllabError(
    403,
    'DATABASE_SECURITY_ACCESS_ERROR',
    `You need access to the database "${name}" to run this query. Please ask an administrator for access.`,
  );

/** 403 QUERY_SECURITY_ACCESS_ERROR: another user's query or results. */
export const queryAccessDenied = (): AppError =>
  sqllabError(
    403,
    'QUERY_SECURITY_ACCESS_ERROR',
    'You are not allowed to access the results of this query.',
  );

/** Results whose key is unknown or expired (docs/api.md §2.11 results and export). */
export const resultsGone = (status: 404 | 410): AppError =>
  sqllabError(
    status,
    'RESULTS_BACKEND_ERROR',
    'Data could not be retrieved from the results backend. You need to re-run the original query.',
  );

/** An async query whose rows could not be kept: its result would be lost, so it fails instead. */
export const resultsNotStored = (): AppError =>
  sqllabError(
    503,
    'RESULTS_BACKEND_ERROR',
    'Failed to store query results: the results backend is unavailable. Please try again later.',
  );

/** An async query whose rows are too large for the results backend (Superset's SQLLAB_PAYLOAD_MAX_MB error). */
export const resultTooLarge = (maxBytes: number): AppError =>
  sqllabError(
    400,
    'RESULT_TOO_LARGE_ERROR',
    `Result size exceeds the allowed limit of ${formatSeconds(Math.round((maxBytes / 1024 / 1024) * 10) / 10)} MB. Add a LIMIT, or export the query as CSV.`,
  );

/** DML refused on a database without allow_dml (400 here; Superset answers 500, and no user input may cause a 5xx). */
export const dmlNotAllowed = (): AppError =>
  sqllabError(
    400,
    'DML_NOT_ALLOWED_ERROR',
    'Only SELECT statements are allowed against this database.',
  );

/** 408 SQLLAB_TIMEOUT_ERROR with Superset's wording. */
export const sqllabTimeout = (seconds: number): AppError =>
  sqllabError(
    408,
    'SQLLAB_TIMEOUT_ERROR',
    `The query was killed after ${formatSeconds(seconds)} seconds. It might be too complex, or the database might be under heavy load.`,
  );

/** The answer of a run that was stopped by its user. */
export const queryStopped = (): AppError =>
  sqllabError(400, 'GENERIC_COMMAND_ERROR', STOPPED_MESSAGE);

/** 30 -> "30", 0.5 -> "0.5". */
export function formatSeconds(seconds: number): string {
  return Number.isInteger(seconds) ? String(seconds) : String(Math.round(seconds * 1000) / 1000);
}
