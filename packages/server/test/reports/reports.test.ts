import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repos } from '../../src/commands/repos.ts';
import { executeReport } from '../../src/reports/executor.ts';
import { webhookSignature } from '../../src/reports/webhook.ts';
import { userWithRole, tokenFor } from '../test-app.ts';
import { email, reportFixture, WEBHOOK_SECRET, type ReportFixture } from './report-fixture.ts';

describe('reports: CSV and TEXT content, failures, webhooks, timeouts, pruning, send now', () => {
  let f: ReportFixture;
  beforeAll(async () => {
    f = await reportFixture();
  }, 60_000);
  afterAll(() => f?.close());

  const mailsOf = (subject: string) => f.mailbox.mails.filter((m) => m.subject === subject);

  it("a CSV report's attachment holds the chart's rows", async () => {
    const id = await f.create({
      type: 'Report',
      name: 'Weekly CSV',
      chart: f.chartId,
      report_format: 'CSV',
      description: 'Revenue per region',
      recipients: [
        email('to@example.com', { ccTarget: 'cc@example.com', bccTarget: 'bcc@example.com' }),
      ],
    });
    expect(await f.run(id)).toBe('Success');
    const [mail] = mailsOf('[Report] Weekly CSV: Sales by region');
    expect(mail).toBeDefined();
    expect(JSON.stringify(mail!.to)).toContain('to@example.com');
    expect(JSON.stringify(mail!.cc)).toContain('cc@example.com');
    expect(f.mailbox.envelopes[f.mailbox.mails.indexOf(mail!)]!.sort()).toEqual([
      'bcc@example.com',
      'cc@example.com',
      'to@example.com',
    ]);
    expect(mail!.html).toContain('Revenue per region');
    expect(mail!.html).toContain('href="https://bi.example.com/explore/?slice_id=');
    const csv = mail!.attachments.find((a) => a.filename === 'Weekly CSV_ Sales by region.csv');
    expect(csv?.contentType).toBe('text/csv');
    const lines = csv!.content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual(['region,Revenue', 'APAC,20', 'EMEA,14.5', 'AMER,14']);
    expect((await f.logs(id)).map((l) => l.state)).toEqual(['Working', 'Success']);
  });

  it("a TEXT report's body holds the chart's values in a table", async () => {
    const id = await f.create({
      type: 'Report',
      name: 'Daily text',
      chart: f.chartId,
      report_format: 'TEXT',
      email_subject: 'Revenue today',
      recipients: [email('text@example.com')],
    });
    expect(await f.run(id)).toBe('Success');
    const [mail] = mailsOf('[Report] Revenue today');
    expect(mail!.attachments).toHaveLength(0);
    const html = mail!.html as string;
    expect(html).toContain('<table border="1" class="dataframe">');
    expect(html).toMatch(/<th>region<\/th>\s*<th>Revenue<\/th>/);
    expect(html).toMatch(/<th>0<\/th>\s*<td>APAC<\/td>\s*<td>20<\/td>/);
    expect(html).toMatch(/<td>EMEA<\/td>\s*<td>14.5<\/td>/);
  });

  it('a report whose chart query fails is an Error with the reason; the owners get a failure mail', async () => {
    const id = await f.create({
      type: 'Report',
      name: 'Broken CSV',
      chart: f.brokenChartId,
      report_format: 'CSV',
      grace_period: 3600,
      recipients: [email('broken@example.com')],
    });
    expect(await f.run(id)).toBe('Error');
    const logs = await f.logs(id);
    expect(logs.map((l) => l.state)).toEqual(['Working', 'Error', 'Error']);
    expect(logs[1]!.error_message).toMatch(/^Failed generating csv .*no_such_column/);
    expect(logs[2]!.error_message).toBe('Notification sent with error');
    expect(mailsOf('[Report] Broken CSV: Broken')).toHaveLength(0);
    const [failure] = mailsOf('[Report] Error occurred for Report: Broken CSV');
    expect(JSON.stringify(failure!.to)).toContain('alpha_reports@example.com');
    expect(failure!.html).toContain('no_such_column');
    // Within the grace period the owners are not told again; the run is still an Error.
    expect(await f.run(id)).toBe('Error');
    expect(mailsOf('[Report] Error occurred for Report: Broken CSV')).toHaveLength(1);
    expect((await f.logs(id)).slice(3).map((l) => l.state)).toEqual(['Working', 'Error']);
  });

  it('a webhook gets the body signed with HMAC-SHA256, and is tried again after a 500', async () => {
    f.receiver.calls.length = 0;
    f.receiver.statuses.push(500);
    const id = await f.create({
      type: 'Report',
      name: 'Hook',
      chart: f.chartId,
      report_format: 'CSV',
      recipients: [{ type: 'Webhook', recipient_config_json: { target: f.receiver.url } }],
    });
    expect(await f.run(id)).toBe('Success');
    expect(f.receiver.calls).toHaveLength(2);
    for (const call of f.receiver.calls) {
      expect(call.headers['x-sightline-signature']).toBe(
        webhookSignature(call.body, WEBHOOK_SECRET),
      );
    }
    const body = JSON.parse(f.receiver.calls[1]!.body);
    expect(body).toMatchObject({ name: 'Hook: Sales by region', format: 'CSV' });
    expect(Buffer.from(body.files[0].data, 'base64').toString()).toContain('APAC,20');
    // A body changed on the way no longer matches its signature.
    expect(webhookSignature(f.receiver.calls[1]!.body + ' ', WEBHOOK_SECRET)).not.toBe(
      f.receiver.calls[1]!.headers['x-sightline-signature'],
    );
  });

  it('working timeout: a run past it fails; a stale Working frees the schedule; a fresh one refuses', async () => {
    f.receiver.delayMs = 3000;
    const slow = await f.create({
      type: 'Report',
      name: 'Slow hook',
      chart: f.chartId,
      report_format: 'CSV',
      working_timeout: 1,
      recipients: [{ type: 'Webhook', recipient_config_json: { target: f.receiver.url } }],
    });
    const started = Date.now();
    expect(await f.run(slow)).toBe('Error');
    expect(Date.now() - started).toBeLessThan(2900);
    f.receiver.delayMs = 0;
    expect((await f.logs(slow))[1]!.error_message).toBe(
      'Report Schedule reached a working timeout.',
    );

    const id = await f.create({
      type: 'Report',
      name: 'Stuck',
      chart: f.chartId,
      report_format: 'CSV',
      working_timeout: 3600,
      recipients: [email('stuck@example.com')],
    });
    const { reportRuns, reportLogs } = repos(f.t.ctx);
    const working = async (endDttm: string) => {
      await reportRuns.setState(id, { state: 'Working', evalDttm: endDttm });
      await reportLogs.addLog(id, {
        scheduledDttm: endDttm,
        startDttm: endDttm,
        endDttm,
        value: null,
        valueRowJson: null,
        state: 'Working',
        errorMessage: null,
      });
    };
    await working(new Date(Date.now() - 2 * 3600_000).toISOString());
    expect(await f.run(id)).toBe('Error');
    expect((await f.logs(id)).at(-1)!.error_message).toBe(
      'Report Schedule reached a working timeout.',
    );
    // From Error the next fire runs again.
    expect(await f.run(id)).toBe('Success');
    await working(new Date(Date.now() - 60_000).toISOString());
    expect(await f.run(id)).toBe('Working');
    expect((await f.logs(id)).at(-1)!.error_message).toBe(
      'Report Schedule is still working, refusing to re-compute.',
    );
  });

  it('a job restarted after its worker died frees its own Working and runs again', async () => {
    const id = await f.create({
      type: 'Report',
      name: 'Restarted',
      chart: f.chartId,
      report_format: 'CSV',
      recipients: [email('restarted@example.com')],
    });
    const fire = new Date(Date.now() - 5000).toISOString();
    await repos(f.t.ctx).reportRuns.setState(id, { state: 'Working', evalDttm: fire });
    await repos(f.t.ctx).reportLogs.addLog(id, {
      scheduledDttm: fire,
      startDttm: fire,
      endDttm: fire,
      value: null,
      valueRowJson: null,
      state: 'Working',
      errorMessage: null,
    });
    const again = (restarted: boolean, scheduledDttm: string) =>
      executeReport(f.t.ctx, {
        scheduleId: id,
        scheduledDttm,
        executionId: crypto.randomUUID(),
        signal: new AbortController().signal,
        restarted,
      });
    // Another fire (not the dead job) is refused: the schedule is busy as far as it knows.
    expect(await again(false, new Date().toISOString())).toBe('Working');
    expect(await again(true, fire)).toBe('Success');
    const logs = (await f.logs(id)).filter((l) => l.scheduled_dttm === fire);
    expect(logs.map((l) => [l.state, l.error_message])).toEqual([
      ['Working', null],
      ['Error', 'The worker running this report stopped unexpectedly; it runs again.'],
      ['Working', null],
      ['Success', null],
    ]);
    expect(mailsOf('[Report] Restarted: Sales by region')).toHaveLength(1);
  });

  it('two runs at the same instant: one sends, the other is refused and leaves the state alone', async () => {
    const id = await f.create({
      type: 'Report',
      name: 'Twice',
      chart: f.chartId,
      report_format: 'CSV',
      recipients: [email('twice@example.com')],
    });
    const states = await Promise.all([f.run(id), f.run(id)]);
    expect(states.sort()).toEqual(['Success', 'Working']);
    const logs = await f.logs(id);
    expect(logs.filter((l) => l.error_message === null).map((l) => l.state)).toEqual([
      'Working',
      'Success',
    ]);
    expect(logs.find((l) => l.error_message !== null)?.error_message).toBe(
      'Report Schedule is still working, refusing to re-compute.',
    );
    expect(mailsOf('[Report] Twice: Sales by region')).toHaveLength(1);
    const shown = (await f.alpha.api.get(`/api/v1/report/${id}`)).json().result;
    expect(shown.last_state).toBe('Success');
  });

  it("pruning deletes the runs older than each schedule's log retention", async () => {
    const id = await f.create({
      type: 'Report',
      name: 'Pruned',
      chart: f.chartId,
      report_format: 'CSV',
      log_retention: 1,
      recipients: [email('pruned@example.com')],
    });
    const old = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await repos(f.t.ctx).reportLogs.addLog(id, {
      scheduledDttm: old,
      startDttm: old,
      endDttm: old,
      value: null,
      valueRowJson: null,
      state: 'Success',
      errorMessage: null,
    });
    expect(await f.run(id)).toBe('Success');
    expect(await f.logs(id)).toHaveLength(3);
    await f.t.ctx.jobs.enqueue('report.prune', {});
    await expect.poll(async () => (await f.logs(id)).length, { timeout: 5000 }).toBe(2);
    expect((await f.logs(id)).every((l) => l.scheduled_dttm !== old)).toBe(true);
  });

  it('send now: an owner or admin queues a run (202); another Alpha gets 403, Gamma 403, unknown 404', async () => {
    const id = await f.create({
      type: 'Report',
      name: 'Send now',
      active: false,
      chart: f.chartId,
      report_format: 'CSV',
      recipients: [email('now@example.com')],
    });
    const res = await f.alpha.api.post(`/api/v1/report/${id}/send_now/`, {});
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: 'OK' });
    await expect
      .poll(async () => (await f.logs(id)).map((l) => l.state), { timeout: 10_000 })
      .toEqual(['Working', 'Success']);
    expect(mailsOf('[Report] Send now: Sales by region')).toHaveLength(1);
    const token = await tokenFor(f.t.app);
    // Alpha sees every schedule (all datasource access, Superset's ReportScheduleFilter): 403.
    const other = await userWithRole(f.t, token, 'alpha_other', 'Alpha');
    expect((await other.api.post(`/api/v1/report/${id}/send_now/`, {})).statusCode).toBe(403);
    const gamma = await userWithRole(f.t, token, 'gamma_other', 'Gamma');
    expect((await gamma.api.post(`/api/v1/report/${id}/send_now/`, {})).statusCode).toBe(403);
    expect((await f.admin.post(`/api/v1/report/${id}/send_now/`, {})).statusCode).toBe(202);
    expect((await f.admin.post(`/api/v1/report/999999/send_now/`, {})).statusCode).toBe(404);
  });
});
