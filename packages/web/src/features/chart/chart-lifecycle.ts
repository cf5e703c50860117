import type { ChartDataResult } from '@sightline/viz';

/** The chart statuses of docs/charts.md §4 ('idle' before any query was triggered). */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';

/** Alert of an aborted update. */
export const CHART_STOPPED_MESSAGE = 'Updating chart was stopped';
/** Alert of a request that never got an answer. */
export const NETWORK_ERROR_MESSAGE = 'Network error.';
/** Alert of a request that ran past the client timeout. */
export const TIMEOUT_MESSAGE = 'Request timed out';
/** Alert of an answer with an unexpected status or shape. */
export const UNEXPECTED_STATUS_MESSAGE =
  'Received unexpected response status while fetching chart data';

/** 'An error occurred while rendering the visualization: %s' */
export function renderErrorMessage(error: string): string {
  return `An error occurred while rendering the visualization: ${error}`;
}

/** Client-side chart state (docs/charts.md §3 "Chart state"). */
export interface ChartState {
  status: ChartStatus;
  chartAlert: string | null;
  /** Further lines of the alert, shown under "See more". */
  chartAlertDetails: string[];
  chartStackTrace: string | null;
  chartUpdateStartTime: number | null;
  chartUpdateEndTime: number | null;
  queriesResponse: ChartDataResult[] | null;
  lastRendered: number | null;
}

export type ChartEvent =
  | { type: 'updateStarted'; time: number }
  | { type: 'updateSucceeded'; queriesResponse: ChartDataResult[]; time: number }
  | {
      type: 'updateFailed';
      alert: string;
      details?: string[];
      stackTrace?: string | null;
      time: number;
    }
  | { type: 'updateStopped'; time: number }
  | { type: 'renderSucceeded'; time: number }
  | { type: 'renderFailed'; error: string; time: number }
  | { type: 'reset' };

export const INITIAL_CHART_STATE: ChartState = {
  status: 'idle',
  chartAlert: null,
  chartAlertDetails: [],
  chartStackTrace: null,
  chartUpdateStartTime: null,
  chartUpdateEndTime: null,
  queriesResponse: null,
  lastRendered: null,
};

/** The chart lifecycle: loading -> success -> rendered, or failed / stopped (docs/charts.md §4). */
export function chartReducer(state: ChartState, event: ChartEvent): ChartState {
  switch (event.type) {
    case 'updateStarted':
      return {
        ...state,
        status: 'loading',
        chartAlert: null,
        chartAlertDetails: [],
        chartStackTrace: null,
        chartUpdateStartTime: event.time,
        chartUpdateEndTime: null,
      };
    case 'updateSucceeded':
      return {
        ...state,
        status: 'success',
        queriesResponse: event.queriesResponse,
        chartUpdateEndTime: event.time,
      };
    case 'updateFailed':
      return {
        ...state,
        status: 'failed',
        chartAlert: event.alert,
        chartAlertDetails: event.details ?? [],
        chartStackTrace: event.stackTrace ?? null,
        chartUpdateEndTime: event.time,
        queriesResponse: null,
      };
    case 'updateStopped':
      return {
        ...state,
        status: 'stopped',
        chartAlert: CHART_STOPPED_MESSAGE,
        chartAlertDetails: [],
        chartUpdateEndTime: event.time,
      };
    case 'renderSucceeded':
      // A late render report of an older answer must not override a newer query's state.
      return state.status === 'success'
        ? { ...state, status: 'rendered', lastRendered: event.time }
        : state;
    case 'renderFailed':
      return {
        ...state,
        status: 'failed',
        chartAlert: renderErrorMessage(event.error),
        chartAlertDetails: [],
        lastRendered: event.time,
      };
    case 'reset':
      return INITIAL_CHART_STATE;
    default:
      return state;
  }
}
