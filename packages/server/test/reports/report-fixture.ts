import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { repos } from '../../src/commands/repos.ts';
import { executeReport } from '../../src/reports/executor.ts';
import { client, createTestApp, tokenFor, userWithRole, type TestApp } from '../test-app.ts';

type Api = ReturnType<typeof client>;

/** An SMTP server on 127.0.0.1 that keeps every mail it receives, parsed. */
export interface Mailbox {
  port: number;
  mails: ParsedMail[];
  /** The SMTP envelope recipients of each mail (bcc shows only here), by index of `mails`. */
  envelopes: string[][];
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((m) => {
          mails.push(m);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local HTTP receiver: answers each POST with the next status of `statuses` (then 200). */
export interface Receiver {
  url: string;
  calls: { headers: IncomingMessage['headers']; body: string }[];
  statuses: number[];
  delayMs: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const r: Omit<Receiver, 'url' | 'close'> = { calls: [], statuses: [], delayMs: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      r.calls.push({ headers: req.headers, body });
      setTimeout(() => {
        res.statusCode = r.statuses.shift() ?? 200;
        res.end('{}');
      }, r.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(r, {
    url: `http://127.0.0.1:${port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** An app on SQLite with a shop database (sales by region), a table chart and a chart that fails. */
export interface ReportFixture {
  t: TestApp;
  admin: Api;
  alpha: { id: number; api: Api };
  dbId: number;
  chartId: number;
  brokenChartId: number;
  mailbox: Mailbox;
  receiver: Receiver;
  /** Creates a schedule as the Alpha user; returns its id. */
  create(body: Record<string, unknown>): Promise<number>;
  /** Runs a schedule once (as a fire would) and returns its final state. */
  run(id: number): Promise<string | null>;
  /** The schedule's log, oldest first. */
  logs(id: number): Promise<
    {
      state: string;
      error_message: string | null;
      value: number | null;
      value_row_json: string | null;
      scheduled_dttm: string;
    }[]
  >;
  close(): Promise<void>;
}

export const WEBHOOK_SECRET = 'a-webhook-secret-for-the-report-tests-0123456789';

export async function reportFixture(env: Record<string, string> = {}): Promise<ReportFixture> {
  const mailbox = await startMailbox();
  const receiver = await startReceiver();
  const t = await createTestApp({
    SIGHTLINE_SMTP_HOST: '127.0.0.1',
    SIGHTLINE_SMTP_PORT: String(mailbox.port),
    SIGHTLINE_SMTP_STARTTLS: 'false',
    SIGHTLINE_SMTP_MAIL_FROM: 'reports@sightline.test',
    SIGHTLINE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SIGHTLINE_REPORTS_TEST_HTTP_WEBHOOKS: 'true',
    SIGHTLINE_PUBLIC_URL: 'https://bi.example.com',
    ...env,
  });
  const token = await tokenFor(t.app);
  const admin = client(t.app, token);
  const alpha = await userWithRole(t, token, 'alpha_reports', 'Alpha');
  const dir = mkdtempSync(join(tmpdir(), 'sightline-reports-db-'));
  const file = join(dir, 'shop.db');
  const db = new Database(file);
  db.exec(`
    CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20), amount DOUBLE);
    INSERT INTO sales VALUES (1, 'EMEA', 10.5), (2, 'APAC', 20), (3, 'EMEA', 4), (4, 'AMER', 14);
  `);
  db.close();
  const dbRes = await admin.post('/api/v1/database/', {
    database_name: 'shop',
    sqlalchemy_uri: `sqlite:///${file}`,
  });
  if (dbRes.statusCode !== 201) throw new Error(dbRes.body);
  const dbId = dbRes.json().id as number;
  const ds = await admin.post('/api/v1/dataset/', {
    database: dbId,
    schema: 'main',
    table_name: 'sales',
  });
  if (ds.statusCode !== 201) throw new Error(ds.body);
  const dsId = ds.json().id as number;
  const chart = async (name: string, metric: Record<string, unknown>) => {
    const params = {
      viz_type: 'table',
      datasource: `${dsId}__table`,
      query_mode: 'aggregate',
      groupby: ['region'],
      metrics: [metric],
      row_limit: 100,
      order_desc: true,
    };
    const res = await alpha.api.post('/api/v1/chart/', {
      slice_name: name,
      viz_type: 'table',
      datasource_id: dsId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as number;
  };
  const chartId = await chart('Sales by region', {
    expressionType: 'SIMPLE',
    column: { column_name: 'amount' },
    aggregate: 'SUM',
    label: 'Revenue',
  });
  const brokenChartId = await chart('Broken', {
    expressionType: 'SQL',
    sqlExpression: 'SUM(no_such_column)',
    label: 'Broken',
  });
  return {
    t,
    admin,
    alpha,
    dbId,
    chartId,
    brokenChartId,
    mailbox,
    receiver,
    async create(body) {
      const res = await alpha.api.post('/api/v1/report/', {
        crontab: '0 9 * * *',
        timezone: 'UTC',
        ...body,
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().id as number;
    },
    run: (id) =>
      executeReport(t.ctx, {
        scheduleId: id,
        scheduledDttm: new Date().toISOString(),
        executionId: crypto.randomUUID(),
        signal: new AbortController().signal,
      }),
    async logs(id) {
      const { rows } = await repos(t.ctx).reportLogs.logs(id, { offset: 0, limit: 100 });
      return rows.reverse().map((r) => ({
        state: r.state,
        error_message: r.errorMessage,
        value: r.value,
        value_row_json: r.valueRowJson,
        scheduled_dttm: r.scheduledDttm,
      }));
    },
    async close() {
      await t.close();
      await mailbox.close();
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An Email recipient. */
export const email = (target: string, more: Record<string, string> = {}) => ({
  type: 'Email',
  recipient_config_json: { target, ...more },
});
