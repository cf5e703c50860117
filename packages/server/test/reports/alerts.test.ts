import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { email, reportFixture, type ReportFixture } from './report-fixture.ts';

describe('alerts: SQL, validators, grace period', () => {
  let f: ReportFixture;
  beforeAll(async () => {
    f = await reportFixture();
  }, 60_000);
  afterAll(() => f?.close());

  const alert = (name: string, sql: string, validator: Record<string, unknown>, more = {}) =>
    f.create({
      type: 'Alert',
      name,
      database: f.dbId,
      sql,
      chart: f.chartId,
      report_format: 'PNG',
      recipients: [email(`${name.replace(/\W/g, '')}@example.com`)],
      ...validator,
      ...more,
    });

  it('an alert whose value passes the threshold triggers and mails; one below it does not', async () => {
    // SUM(amount) = 48.5. The triggered alert is a CSV of the chart, so no browser is needed.
    const high = await alert(
      'Revenue above 40',
      'SELECT SUM(amount) FROM sales',
      { validator_type: 'operator', validator_config_json: { op: '>', threshold: 40 } },
      { report_format: 'CSV' },
    );
    const low = await alert('Revenue above 100', 'SELECT SUM(amount) FROM sales', {
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 100 },
    });
    expect(await f.run(high)).toBe('Success');
    expect(await f.run(low)).toBe('Not triggered');
    expect(await f.logs(high)).toMatchObject([
      { state: 'Working', value: null },
      { state: 'Success', value: 48.5, error_message: null },
    ]);
    expect(await f.logs(low)).toMatchObject([
      { state: 'Working' },
      { state: 'Not triggered', value: 48.5 },
    ]);
    const mails = f.mailbox.mails.filter((m) => m.subject?.includes('Revenue above'));
    expect(mails.map((m) => m.subject)).toEqual(['[Report] Revenue above 40: Sales by region']);
    expect(mails[0]!.attachments[0]!.content.toString()).toContain('APAC,20');
    const shown = (await f.alpha.api.get(`/api/v1/report/${low}`)).json().result;
    expect(shown).toMatchObject({ last_state: 'Not triggered', last_value: 48.5 });
  });

  it('a triggered alert stays quiet within its grace period (On Grace), a report is not held', async () => {
    const id = await alert(
      'Any EMEA sale',
      "SELECT COUNT(*) FROM sales WHERE region = 'EMEA'",
      { validator_type: 'not null' },
      { report_format: 'CSV', grace_period: 3600 },
    );
    expect(await f.run(id)).toBe('Success');
    expect(await f.run(id)).toBe('On Grace');
    const logs = await f.logs(id);
    expect(logs.map((l) => l.state)).toEqual(['Working', 'Success', 'On Grace']);
    expect(logs[2]!.error_message).toBe('Alert fired during grace period.');
    expect(logs[1]!.value_row_json).toBe('2');
    const mails = f.mailbox.mails.filter((m) => m.subject?.includes('Any EMEA sale'));
    expect(mails).toHaveLength(1);
  });

  it('renders templates in the SQL as the executor', async () => {
    const id = await alert(
      'Templated',
      `SELECT COUNT(*) FROM sales WHERE region = '{{ "EMEA" if current_username() == "alpha_reports" else "none" }}'`,
      { validator_type: 'operator', validator_config_json: { op: '==', threshold: 2 } },
      { report_format: 'CSV' },
    );
    expect(await f.run(id)).toBe('Success');
    expect((await f.logs(id))[1]).toMatchObject({ value: 2 });
  });

  it('not null does not trigger on 0 and keeps the value as text', async () => {
    const id = await alert(
      'No ANTARCTICA sale',
      "SELECT COUNT(*) FROM sales WHERE region = 'ANT'",
      {
        validator_type: 'not null',
      },
    );
    expect(await f.run(id)).toBe('Not triggered');
    expect((await f.logs(id)).at(-1)).toMatchObject({ value_row_json: '0' });
  });

  it("errors carry Superset's texts: several rows, several columns, text values, no DML", async () => {
    const cases: [string, string, string][] = [
      [
        'Rows',
        'SELECT amount FROM sales',
        'Alert query returned more than one row. 2 rows returned',
      ],
      ['Cols', 'SELECT 1, 2', 'Alert query returned more than one column. 2 columns returned'],
      ['Text', "SELECT 'abc'", 'Alert query returned a non-number value.'],
      ['Bad', 'SELECT * FROM nope', 'An error occurred when running alert query'],
      [
        'Dml',
        'DELETE FROM sales',
        'An alert query must be a single read-only statement (a SELECT).',
      ],
    ];
    for (const [name, sql, message] of cases) {
      const id = await alert(`Alert ${name}`, sql, {
        validator_type: 'operator',
        validator_config_json: { op: '>', threshold: 1 },
      });
      expect(await f.run(id), name).toBe('Error');
      const logs = await f.logs(id);
      expect(logs[1], name).toMatchObject({ state: 'Error', error_message: message });
      // The owner was told once: the second Error row marks the notification.
      expect(logs[2], name).toMatchObject({
        state: 'Error',
        error_message: 'Notification sent with error',
      });
    }
    // The DELETE never ran: every row is still there.
    const still = await alert(
      'All rows',
      'SELECT COUNT(*) FROM sales',
      { validator_type: 'operator', validator_config_json: { op: '==', threshold: 4 } },
      { report_format: 'CSV' },
    );
    expect(await f.run(still)).toBe('Success');
    expect((await f.logs(still))[1]).toMatchObject({ value: 4 });
    const failure = f.mailbox.mails.find(
      (m) => m.subject === '[Report] Error occurred for Alert: Alert Rows',
    );
    expect(failure?.to && JSON.stringify(failure.to)).toContain('alpha_reports@example.com');
    expect(failure?.html).toContain('Alert query returned more than one row. 2 rows returned');
  });
});
