import { ISSUE_CODE_TEXT } from '@sightline/core';
import { ApiError } from '../../api/http.ts';
import { errorDetails } from '../../api/error-details.ts';
import {
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  UNEXPECTED_STATUS_MESSAGE,
} from './chart-lifecycle.ts';

/** The alert of a failed chart query. */
export interface ChartAlert {
  alert: string;
  details: string[];
  stackTrace: string | null;
}

/** Marker of a request the client gave up on after its timeout. */
export class ChartTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(TIMEOUT_MESSAGE);
    this.name = 'ChartTimeoutError';
  }
}

function stackTraceOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.stacktrace === 'string') return record.stacktrace;
  return null;
}

/**
 * What a failed chart query shows (docs/charts.md §4): the first error of the response, 'Network
 * error.' when no answer came, 'Request timed out' with issue codes 1000 and 1001 on a timeout.
 */
export function chartAlertFromError(error: unknown): ChartAlert {
  if (error instanceof ChartTimeoutError) {
    const seconds = Math.round(error.timeoutMs / 1000);
    return {
      alert: TIMEOUT_MESSAGE,
      details: [
        `The query did not answer within ${seconds} seconds.`,
        ISSUE_CODE_TEXT[1000] ?? '',
        ISSUE_CODE_TEXT[1001] ?? '',
      ].filter(Boolean),
      stackTrace: null,
    };
  }
  if (error instanceof ApiError) {
    const { info } = error;
    if (info.status === 0) return { alert: NETWORK_ERROR_MESSAGE, details: [], stackTrace: null };
    const first = info.errors[0]?.message ?? info.message;
    return {
      alert: first || UNEXPECTED_STATUS_MESSAGE,
      details: errorDetails(info),
      stackTrace: stackTraceOf(info.body),
    };
  }
  if (error instanceof TypeError)
    return { alert: NETWORK_ERROR_MESSAGE, details: [], stackTrace: null };
  if (error instanceof Error)
    return {
      alert: `Unexpected error: ${error.message}`,
      details: error.stack ? [error.stack] : [],
      stackTrace: error.stack ?? null,
    };
  return { alert: 'Unknown error', details: [], stackTrace: null };
}
