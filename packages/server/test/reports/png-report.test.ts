import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeReport } from '../../src/reports/executor.ts';
import { decodePng, inkStats } from '../../src/screenshots/index.ts';
import {
  renderFixture,
  saveChart,
  saveDashboard,
  type RenderFixture,
} from '../screenshots/render-fixture.ts';
import { email, startMailbox, type Mailbox } from './report-fixture.ts';

/** PNG and PDF reports of dashboards rendered in headless Chromium, delivered to a real SMTP server. */
let f: RenderFixture;
let mailbox: Mailbox;
let plain: number;
let failing: number;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  mailbox = await startMailbox();
  // The fixture's server reads its settings from the environment.
  const env = {
    SIGHTLINE_SMTP_HOST: '127.0.0.1',
    SIGHTLINE_SMTP_PORT: String(mailbox.port),
    SIGHTLINE_SMTP_STARTTLS: 'false',
  };
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  f = await renderFixture();
  const pie = await saveChart(f, 'Sales by region', 'pie', {
    groupby: ['region'],
    metric: 'count',
  });
  const total = await saveChart(f, 'Sales count', 'big_number_total', { metric: 'count' });
  const broken = await saveChart(f, 'Broken chart', 'big_number_total', {
    metric: { expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'broken' },
  });
  plain = await saveDashboard(f, 'Sales overview', [pie, total]);
  failing = await saveDashboard(f, 'Half broken', [total, broken]);
}, 180_000);

afterAll(async () => {
  await f?.close();
  await mailbox?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

async function report(name: string, dashboard: number, format: 'PNG' | 'PDF'): Promise<number> {
  const res = await f.api('POST', '/api/v1/report/', {
    type: 'Report',
    name,
    crontab: '0 9 * * *',
    dashboard,
    report_format: format,
    custom_width: 1200,
    recipients: [email('team@example.com')],
  });
  if (res.status !== 201) throw new Error(await res.text());
  return ((await res.json()) as { id: number }).id;
}

const run = (id: number) =>
  executeReport(f.server.ctx, {
    scheduleId: id,
    scheduledDttm: new Date().toISOString(),
    executionId: crypto.randomUUID(),
    signal: new AbortController().signal,
  });

describe('PNG reports of dashboards', () => {
  it('arrives with the dashboard as an inline image whose pixels show its charts', async () => {
    const id = await report('Overview PNG', plain, 'PNG');
    expect(await run(id)).toBe('Success');
    const mail = mailbox.mails.find((m) => m.subject === '[Report] Overview PNG: Sales overview');
    expect(mail).toBeDefined();
    const image = mail!.attachments.find((a) => a.contentType === 'image/png');
    expect(image?.cid).toBe('report-image-1');
    // mailparser resolves the body's `cid:report-image-1` to the inline image's data.
    expect(mail!.html).toContain(
      `src="data:image/png;base64,${image!.content.toString('base64').slice(0, 40)}`,
    );
    writeFileSync(join(tmpdir(), 'sightline-report-dashboard.png'), image!.content);
    const png = decodePng(image!.content);
    expect(png.width).toBe(1200);
    expect(png.height).toBeGreaterThanOrEqual(400);
    const ink = inkStats(png);
    expect(ink.inkShare).toBeGreaterThan(0.03);
    expect(ink.colours).toBeGreaterThan(50);
  });

  it('a dashboard with a failing chart is an Error naming it, and no report mail is sent', async () => {
    const id = await report('Broken PNG', failing, 'PNG');
    expect(await run(id)).toBe('Error');
    const logs = await f.api('GET', `/api/v1/report/${id}/log/`);
    const rows = ((await logs.json()) as { result: { state: string; error_message: string }[] })
      .result;
    const reason = rows.find(
      (r) => r.state === 'Error' && r.error_message.includes('Broken chart'),
    );
    expect(reason?.error_message).toMatch(
      /^Report Schedule execution failed when generating a screenshot\. Chart "Broken chart" failed to render/,
    );
    expect(mailbox.mails.some((m) => m.subject === '[Report] Broken PNG: Half broken')).toBe(false);
    // The owner (admin) is told why.
    const failure = mailbox.mails.find(
      (m) => m.subject === '[Report] Error occurred for Report: Broken PNG',
    );
    expect(JSON.stringify(failure?.to)).toContain('admin@sightline.local');
    expect(failure?.html).toContain('Broken chart');
  });

  it('a PDF report attaches one PDF document', async () => {
    const id = await report('Overview PDF', plain, 'PDF');
    expect(await run(id)).toBe('Success');
    const mail = mailbox.mails.find((m) => m.subject === '[Report] Overview PDF: Sales overview');
    const pdf = mail!.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe('Overview PDF_ Sales overview.pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
