import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { repos } from '../../commands/repos.ts';

const URL = '/api/v1/report/';
type Api = ReturnType<typeof client>;

/** The route tests, on the SQLite metadata store and (where the environment has it) on PostgreSQL. */
describe.each([
  { store: 'sqlite', enabled: true },
  { store: 'postgresql', enabled: Boolean(PG_URL) },
])('/api/v1/report/ on $store', ({ store, enabled }) => {
  let t: TestApp;
  let drop: (() => Promise<void>) | null = null;
  let admin: Api;
  let alpha: { id: number; api: Api };
  let alpha2: { id: number; api: Api };
  let gamma: { id: number; api: Api };
  let dashboardId: number;

  beforeAll(async () => {
    if (!enabled) return;
    const env: Record<string, string> = {};
    if (store === 'postgresql') {
      const pg = await createTempPgDatabase(PG_URL, 'sl_report');
      drop = pg.drop;
      env.SIGHTLINE_METADATA_URL = pg.url;
    }
    t = await createTestApp(env);
    const token = await tokenFor(t.app);
    admin = client(t.app, token);
    alpha = await userWithRole(t, token, 'alpha1', 'Alpha');
    alpha2 = await userWithRole(t, token, 'alpha2', 'Alpha');
    gamma = await userWithRole(t, token, 'gamma1', 'Gamma');
    // Owned by both Alphas, so that each may read it (a chartless dashboard is visible to its owners).
    const d = await admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Sales',
      owners: [alpha.id, alpha2.id],
    });
    expect(d.statusCode, d.body).toBe(201);
    dashboardId = d.json().id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const report = (over: Record<string, unknown> = {}) => ({
    type: 'Report',
    name: 'Daily sales',
    crontab: '0 9 * * *',
    timezone: 'Europe/Paris',
    dashboard: dashboardId,
    report_format: 'PNG',
    recipients: [
      {
        type: 'Email',
        recipient_config_json: { target: 'a@example.com', ccTarget: 'b@example.com' },
      },
    ],
    ...over,
  });

  it.runIf(enabled)('creates, shows, lists, updates and deletes a report', async () => {
    const created = await alpha.api.post(URL, report());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const shown = (await alpha.api.get(`${URL}${id}`)).json().result;
    expect(shown).toMatchObject({
      id,
      type: 'Report',
      name: 'Daily sales',
      active: true,
      crontab: '0 9 * * *',
      timezone: 'Europe/Paris',
      creation_method: 'alerts_reports',
      dashboard: { id: dashboardId, dashboard_title: 'Sales' },
      chart: null,
      database: null,
      owners: [{ id: alpha.id, first_name: 'alpha1' }],
      recipients: [
        {
          type: 'Email',
          recipient_config_json: { target: 'a@example.com', ccTarget: 'b@example.com' },
        },
      ],
      log_retention: 90,
      working_timeout: 3600,
      grace_period: 14400,
      last_state: 'Not triggered',
    });

    const put = await alpha.api.put(`${URL}${id}`, { active: false, crontab: '*/5 * * * *' });
    expect(put.statusCode, put.body).toBe(200);
    expect((await alpha.api.get(`${URL}${id}`)).json().result).toMatchObject({
      active: false,
      crontab: '*/5 * * * *',
      name: 'Daily sales',
    });

    const byDash = await admin.get(
      `${URL}?q=(filters:!((col:dashboard_id,opr:eq,value:${dashboardId})))`,
    );
    expect(byDash.json().ids).toEqual([id]);
    const inactive = await admin.get(`${URL}?q=(filters:!((col:active,opr:eq,value:!t)))`);
    expect(inactive.json().ids).not.toContain(id);
    const byCreator = await admin.get(
      `${URL}?q=(filters:!((col:created_by,opr:rel_o_m,value:${alpha.id})))`,
    );
    expect(byCreator.json().ids).toEqual([id]);
    // Another Alpha sees it (all_datasource_access passes ReportScheduleFilter) but may not change it.
    expect((await alpha2.api.get(URL)).json().ids).toEqual([id]);
    expect((await alpha2.api.get(`${URL}${id}`)).statusCode).toBe(200);
    const foreign = await alpha2.api.put(`${URL}${id}`, { name: 'mine' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Changing this report is forbidden');
    expect((await alpha2.api.delete(`${URL}${id}`)).statusCode).toBe(403);

    expect((await alpha.api.delete(`${URL}${id}`)).statusCode).toBe(200);
    expect((await alpha.api.get(`${URL}${id}`)).statusCode).toBe(404);
    expect((await alpha.api.delete(`${URL}${id}`)).statusCode).toBe(404);
  });

  it.runIf(enabled)('answers 422 naming each invalid field', async () => {
    const fields = async (body: Record<string, unknown>) => {
      const res = await admin.post(URL, { ...body, name: `invalid ${body.name as string}` });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().message as Record<string, string[]>;
    };
    expect(await fields(report({ crontab: 'every day' }))).toEqual({
      crontab: ['Cron expression is not valid'],
    });
    // Croner's nearest-weekday `W` is not something the scheduler (BullMQ) or Superset reads.
    expect(await fields(report({ crontab: '0 9 1W * *' }))).toEqual({
      crontab: ['Cron expression is not valid'],
    });
    // Seconds only with the test-only setting.
    expect(await fields(report({ crontab: '*/2 * * * * *' }))).toEqual({
      crontab: ['Cron expression is not valid'],
    });
    expect(await fields(report({ timezone: 'Mars/Olympus' }))).toEqual({
      timezone: ['Not a valid IANA time zone'],
    });
    expect(
      await fields(
        report({
          recipients: [
            { type: 'Webhook', recipient_config_json: { target: 'http://x.example/h' } },
          ],
        }),
      ),
    ).toEqual({ recipients: ['Webhook target must be an https URL'] });
    expect(await fields(report({ dashboard: null }))).toEqual({
      chart: ['Must choose either a chart or a dashboard'],
    });
    expect(await fields(report({ chart: 1 }))).toEqual({
      chart: ['Choose a chart or dashboard not both'],
    });
    expect(await fields(report({ dashboard: 999_999 }))).toEqual({
      dashboard: ['Dashboard does not exist'],
    });
    expect(await fields(report({ custom_width: 100 }))).toEqual({
      custom_width: ['Screenshot width must be between 600px and 2400px'],
    });
    expect(await fields(report({ type: 'Alert', name: 'alert' }))).toEqual({
      database: ['Database is required for alerts'],
      sql: ['SQL is required for alerts'],
      validator_type: ['A validator is required for alerts'],
    });
  });

  it.runIf(enabled)(
    'validates a PUT against the merged schedule; 404 for an unknown one',
    async () => {
      const hook = {
        type: 'Webhook',
        recipient_config_json: { target: 'https://hooks.example/report' },
      };
      const created = await admin.post(URL, report({ name: 'hooked', recipients: [hook] }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const bad = await admin.put(`${URL}${id}`, { crontab: '61 * * * *', timezone: 'Nowhere' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toEqual({
        crontab: ['Cron expression is not valid'],
        timezone: ['Not a valid IANA time zone'],
      });
      // Moving a dashboard report to a chart as well is "both set".
      const both = await admin.put(`${URL}${id}`, { chart: 1 });
      expect(both.json().message).toEqual({ chart: ['Choose a chart or dashboard not both'] });
      expect((await admin.get(`${URL}${id}`)).json().result).toMatchObject({
        crontab: '0 9 * * *',
        timezone: 'Europe/Paris',
        recipients: [hook],
      });
      expect((await admin.put(`${URL}999999`, { active: false })).statusCode).toBe(404);
      expect((await admin.get(`${URL}999999`)).statusCode).toBe(404);
      expect((await admin.delete(`${URL}?q=!(${id},999999)`)).statusCode).toBe(404);
      expect((await admin.get(`${URL}${id}`)).statusCode).toBe(200);
      expect((await admin.delete(`${URL}${id}`)).statusCode).toBe(200);
    },
  );

  it.runIf(enabled)('keeps names unique per type and one self-subscription per user', async () => {
    const first = await alpha.api.post(
      URL,
      report({ name: 'mine', creation_method: 'dashboards' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const again = await alpha.api.post(
      URL,
      report({ name: 'mine2', creation_method: 'dashboards' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Resource already has an attached report.');
    // Another user may subscribe itself to the same dashboard.
    const other = await alpha2.api.post(
      URL,
      report({ name: 'theirs', creation_method: 'dashboards' }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const dup = await admin.post(URL, report({ name: 'mine' }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toEqual({ name: ['A report named "mine" already exists'] });
    const bulk = await admin.delete(`${URL}?q=!(${first.json().id},${other.json().id})`);
    expect(bulk.json()).toEqual({ message: 'Deleted 2 report schedules' });
  });

  it.runIf(enabled)('lets Gamma write nothing', async () => {
    expect((await gamma.api.post(URL, report({ name: 'g' }))).statusCode).toBe(403);
    expect((await gamma.api.get(URL)).statusCode).toBe(403);
    expect((await gamma.api.get(`${URL}_info`)).statusCode).toBe(403);
    const related = await alpha.api.get(`${URL}related/dashboard?q=(filter:ale)`);
    expect(related.statusCode, related.body).toBe(200);
    expect(related.json()).toEqual({ count: 1, result: [{ value: dashboardId, text: 'Sales' }] });
    const none = await alpha.api.get(`${URL}related/dashboard?q=(filter:nothing)`);
    expect(none.json()).toEqual({ count: 0, result: [] });
    expect((await alpha.api.get(`${URL}related/chart`)).json()).toEqual({ count: 0, result: [] });
    expect((await alpha.api.get(`${URL}related/database`)).statusCode).toBe(200);
    expect((await alpha.api.get(`${URL}related/slices`)).statusCode).toBe(404);
    expect((await alpha.api.get(`${URL}_info`)).json().permissions).toEqual([
      'can_read',
      'can_write',
    ]);
  });

  it.runIf(enabled)('reads the execution log, newest first', async () => {
    const id = (await admin.post(URL, report({ name: 'logged' }))).json().id as number;
    const logs = repos(t.ctx).reportLogs;
    await logs.addLog(id, {
      scheduledDttm: '2026-11-27T09:00:00.000Z',
      startDttm: '2026-11-27T09:00:01.000Z',
      endDttm: '2026-11-27T09:00:05.000Z',
      value: null,
      valueRowJson: null,
      state: 'Success',
      errorMessage: null,
    });
    const failed = await logs.addLog(id, {
      scheduledDttm: '2026-11-27T10:00:00.000Z',
      startDttm: '2026-11-27T10:00:01.000Z',
      endDttm: '2026-11-27T10:00:09.000Z',
      value: null,
      valueRowJson: null,
      state: 'Error',
      errorMessage: 'Chart "Sales" failed: no such table',
    });
    const list = await admin.get(`${URL}${id}/log/`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBe(2);
    expect(list.json().result.map((r: { state: string }) => r.state)).toEqual(['Error', 'Success']);
    const one = (await admin.get(`${URL}${id}/log/${failed}`)).json().result;
    expect(one).toMatchObject({
      id: failed,
      state: 'Error',
      error_message: 'Chart "Sales" failed: no such table',
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await admin.get(`${URL}${id}/log/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${URL}999999/log/`)).statusCode).toBe(404);
  });
});
