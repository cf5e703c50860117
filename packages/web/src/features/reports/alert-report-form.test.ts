import { describe, expect, it } from 'vitest';
import type { ReportShowItem } from '@sightline/core';
import { bodyOf, formOf, missingFields } from './alert-report-form.ts';

const ME = { value: 7, label: 'Ann Alpha' };

const STORED: ReportShowItem = {
  id: 3,
  type: 'Alert',
  name: 'Low sales',
  description: null,
  active: false,
  crontab: '*/5 * * * *',
  timezone: 'Europe/Paris',
  creation_method: 'alerts_reports',
  sql: 'SELECT 1',
  chart: { id: 11, slice_name: 'Games', viz_type: 'table' },
  dashboard: null,
  database: { id: 2, database_name: 'examples' },
  owners: [{ id: 7, first_name: 'Ann', last_name: 'Alpha' }],
  recipients: [
    { id: 1, type: 'Email', recipient_config_json: { target: 'a@x.io', ccTarget: 'c@x.io' } },
  ],
  report_format: 'CSV',
  force_screenshot: false,
  custom_width: null,
  validator_type: 'operator',
  validator_config_json: { op: '<', threshold: 10 },
  log_retention: 30,
  working_timeout: 600,
  grace_period: 60,
  last_state: 'Not triggered',
  last_eval_dttm: null,
  last_value: null,
  last_value_row_json: null,
  extra: {},
  email_subject: null,
};

describe('alert/report form', () => {
  it('a new report is owned by the user, daily at midnight, and blocked until filled', () => {
    const form = formOf(null, 'Report', ME);
    expect(form.owners).toEqual([ME]);
    expect(form.crontab).toBe('0 0 * * *');
    expect(missingFields(form)).toEqual([
      'Report name is required',
      'Content is required',
      'Recipients are required',
    ]);
    const filled = { ...form, name: ' Weekly ', dashboard: { value: 4, label: 'Sales' } };
    const body = bodyOf({ ...filled, emailTo: 'me@x.io', customWidth: 1000 });
    expect(body).toMatchObject({
      type: 'Report',
      name: 'Weekly',
      creation_method: 'alerts_reports',
      dashboard: 4,
      chart: null,
      owners: [7],
      report_format: 'PNG',
      custom_width: 1000,
      log_retention: 90,
      working_timeout: 3600,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'me@x.io' } }],
    });
    // A report never sends a database (400 on the server) nor an alert's validator.
    expect('database' in body).toBe(false);
    expect('validator_type' in body).toBe(false);
  });

  it('round-trips a stored alert: condition, threshold, chart content, cc', () => {
    const form = formOf(STORED, 'Alert', ME);
    expect(form).toMatchObject({
      condition: '<',
      threshold: 10,
      contentType: 'chart',
      chart: { value: 11, label: 'Games' },
      database: { value: 2, label: 'examples' },
      emailCc: 'c@x.io',
    });
    expect(missingFields(form)).toEqual([]);
    expect(bodyOf(form)).toMatchObject({
      database: 2,
      sql: 'SELECT 1',
      validator_type: 'operator',
      validator_config_json: { op: '<', threshold: 10 },
      chart: 11,
      dashboard: null,
      report_format: 'CSV',
      custom_width: null,
      grace_period: 60,
      recipients: [
        { type: 'Email', recipient_config_json: { target: 'a@x.io', ccTarget: 'c@x.io' } },
      ],
    });
    const notNull = bodyOf({ ...form, condition: 'not null', threshold: null });
    expect(notNull.validator_type).toBe('not null');
    expect(notNull.validator_config_json).toEqual({});
    expect(missingFields({ ...form, condition: '>', threshold: null, sql: ' ' })).toEqual([
      'SQL is required',
      'Value is required',
    ]);
  });
});
