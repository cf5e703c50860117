import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeReport } from '../../src/reports/executor.ts';
import { decodePng, inkStats } from '../../src/screenshots/index.ts';
import { renderFixture, type RenderFixture } from '../screenshots/render-fixture.ts';
import {
  FEATURED_CHART_COUNT,
  FEATURED_CHARTS,
  importFeaturedCharts,
  inkedTiles,
} from './featured-charts-fixture.ts';
import { email, startMailbox, type Mailbox } from './report-fixture.ts';

/** #16 "How it is checked": a PNG report of Superset's Featured Charts arrives showing its charts. */
const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../e2e/output/reports');
const WIDTH = 1600;

let f: RenderFixture;
let mailbox: Mailbox;
let dashboardId: number;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  mailbox = await startMailbox();
  // The fixture's server reads its settings from the environment.
  const env = {
    SIGHTLINE_SMTP_HOST: '127.0.0.1',
    SIGHTLINE_SMTP_PORT: String(mailbox.port),
    SIGHTLINE_SMTP_STARTTLS: 'false',
    SIGHTLINE_SCREENSHOT_TIMEOUT: '60',
  };
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  f = await renderFixture();
  dashboardId = await importFeaturedCharts(f);
}, 180_000);

afterAll(async () => {
  await f?.close();
  await mailbox?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('a PNG report of Featured Charts', () => {
  it('ends as Success and mails one inline PNG, as wide as the report, that shows the charts', async () => {
    const charts = await f.api('GET', `/api/v1/dashboard/${dashboardId}/charts`);
    expect(((await charts.json()) as { result: unknown[] }).result).toHaveLength(
      FEATURED_CHART_COUNT,
    );
    const created = await f.api('POST', '/api/v1/report/', {
      type: 'Report',
      name: 'Featured PNG',
      crontab: '0 9 * * *',
      dashboard: dashboardId,
      report_format: 'PNG',
      custom_width: WIDTH,
      working_timeout: 120,
      recipients: [email('team@example.com')],
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const state = await executeReport(f.server.ctx, {
      scheduleId: id,
      scheduledDttm: new Date().toISOString(),
      executionId: crypto.randomUUID(),
      signal: new AbortController().signal,
    });
    const logs = await f.api('GET', `/api/v1/report/${id}/log/`);
    const rows = ((await logs.json()) as { result: { state: string; error_message: string }[] })
      .result;
    // Superset's log: the Working row of the start, then the run's end, newest first; no Error.
    expect(rows.map((r) => `${r.state} ${r.error_message ?? ''}`.trim())).toEqual([
      'Success',
      'Working',
    ]);
    expect(state).toBe('Success');

    expect(mailbox.mails).toHaveLength(1);
    const mail = mailbox.mails[0]!;
    expect(mail.subject).toBe(`[Report] Featured PNG: ${FEATURED_CHARTS}`);
    expect(JSON.stringify(mail.to)).toContain('team@example.com');
    const images = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect(image.cid).toBe('report-image-1');
    expect(mail.html).toContain(
      `src="data:image/png;base64,${image.content.toString('base64').slice(0, 40)}`,
    );
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(join(OUTPUT, 'featured-charts-report.png'), image.content);

    const png = decodePng(image.content);
    expect(png.width).toBe(WIDTH);
    // 25 charts in rows of 50 grid units: far taller than one screen.
    expect(png.height).toBeGreaterThan(3000);
    const ink = inkStats(png);
    expect(ink.colours).toBeGreaterThan(1000);
    expect(ink.inkShare).toBeGreaterThan(0.15);
    // Ink spread over the whole page, not one drawn corner: nearly every 200px tile holds some (empty
    // white chart cards would leave the tiles inside them bare; only the grey gutters count).
    const grid = inkedTiles(png, 200, 0.02);
    expect(grid.tiles).toBeGreaterThan(100);
    expect(grid.inked).toBeGreaterThan(grid.tiles * 0.85);
  }, 150_000);
});
