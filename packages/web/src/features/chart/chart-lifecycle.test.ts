import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { ChartTimeoutError, chartAlertFromError } from './chart-error.ts';
import {
  CHART_STOPPED_MESSAGE,
  INITIAL_CHART_STATE,
  chartReducer,
  renderErrorMessage,
} from './chart-lifecycle.ts';

const RESULT = { data: [], colnames: [], coltypes: [], rowcount: 0 };

describe('chart lifecycle reducer', () => {
  it('walks loading -> success -> rendered', () => {
    const loading = chartReducer(INITIAL_CHART_STATE, { type: 'updateStarted', time: 1 });
    expect(loading).toMatchObject({ status: 'loading', chartUpdateStartTime: 1, chartAlert: null });
    const success = chartReducer(loading, {
      type: 'updateSucceeded',
      queriesResponse: [RESULT],
      time: 2,
    });
    expect(success).toMatchObject({
      status: 'success',
      queriesResponse: [RESULT],
      chartUpdateEndTime: 2,
    });
    expect(chartReducer(success, { type: 'renderSucceeded', time: 3 })).toMatchObject({
      status: 'rendered',
      lastRendered: 3,
    });
  });

  it('keeps a late render report from overriding a newer query', () => {
    const loading = chartReducer(INITIAL_CHART_STATE, { type: 'updateStarted', time: 1 });
    expect(chartReducer(loading, { type: 'renderSucceeded', time: 2 }).status).toBe('loading');
  });

  it('fails with the alert and stack trace, and clears them on the next query', () => {
    const failed = chartReducer(INITIAL_CHART_STATE, {
      type: 'updateFailed',
      alert: 'boom',
      details: ['more'],
      stackTrace: 'trace',
      time: 1,
    });
    expect(failed).toMatchObject({
      status: 'failed',
      chartAlert: 'boom',
      chartAlertDetails: ['more'],
      chartStackTrace: 'trace',
      queriesResponse: null,
    });
    expect(chartReducer(failed, { type: 'updateStarted', time: 2 })).toMatchObject({
      status: 'loading',
      chartAlert: null,
      chartStackTrace: null,
    });
  });

  it("is stopped with 'Updating chart was stopped'", () => {
    expect(chartReducer(INITIAL_CHART_STATE, { type: 'updateStopped', time: 1 })).toMatchObject({
      status: 'stopped',
      chartAlert: CHART_STOPPED_MESSAGE,
    });
    expect(CHART_STOPPED_MESSAGE).toBe('Updating chart was stopped');
  });

  it('fails rendering with the render error message', () => {
    expect(
      chartReducer(INITIAL_CHART_STATE, { type: 'renderFailed', error: 'x', time: 1 }),
    ).toMatchObject({
      status: 'failed',
      chartAlert: 'An error occurred while rendering the visualization: x',
    });
    expect(renderErrorMessage('y')).toBe('An error occurred while rendering the visualization: y');
  });
});

describe('chart alerts of failed queries', () => {
  it('takes the first error of the response', () => {
    const error = new ApiError({
      status: 400,
      message: 'first',
      errors: [{ message: 'first' }, { message: 'second' }],
      body: {},
    });
    expect(chartAlertFromError(error)).toMatchObject({ alert: 'first', details: ['second'] });
  });

  it("says 'Network error.' without an answer", () => {
    const error = new ApiError({
      status: 0,
      message: 'Network error: the server could not be reached.',
      errors: [],
      body: undefined,
    });
    expect(chartAlertFromError(error).alert).toBe('Network error.');
    expect(chartAlertFromError(new TypeError('Failed to fetch')).alert).toBe('Network error.');
  });

  it("says 'Request timed out' with issue codes 1000 and 1001 on a timeout", () => {
    const alert = chartAlertFromError(new ChartTimeoutError(60_000));
    expect(alert.alert).toBe('Request timed out');
    expect(alert.details).toContain('The datasource is too large to query.');
    expect(alert.details).toContain('The database is under an unusual load.');
  });

  it("prefixes unexpected client errors with 'Unexpected error: '", () => {
    expect(chartAlertFromError(new Error('bad state')).alert).toBe('Unexpected error: bad state');
  });
});
