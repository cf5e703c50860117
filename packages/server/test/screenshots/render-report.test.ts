import { writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, inkStats, renderReport } from '../../src/screenshots/index.ts';
import { renderFixture, saveChart, saveDashboard, type RenderFixture } from './render-fixture.ts';

/** Where the images go, to be looked at (not checked in). */
const OUT = join(tmpdir(), 'sightline-screenshots-output');

let f: RenderFixture;
let pie: number;
let bigNumber: number;
let broken: number;
let plain: number;
let failing: number;
let tabbed: number;

beforeAll(async () => {
  f = await renderFixture();
  pie = await saveChart(f, 'Sales by region', 'pie', { groupby: ['region'], metric: 'count' });
  bigNumber = await saveChart(f, 'Sales count', 'big_number_total', { metric: 'count' });
  broken = await saveChart(f, 'Broken chart', 'big_number_total', {
    metric: {
      expressionType: 'SQL',
      sqlExpression: 'SUM(no_such_column)',
      label: 'broken',
    },
  });
  plain = await saveDashboard(f, 'Sales overview', [pie, bigNumber]);
  failing = await saveDashboard(f, 'Half broken', [bigNumber, broken]);
  tabbed = await saveDashboard(f, 'Tabbed sales', [pie, bigNumber], true);
  mkdirSync(OUT, { recursive: true });
}, 180_000);

afterAll(async () => {
  await f?.close();
});

describe('renderReport (headless Chromium, logged in as the executor)', () => {
  it('renders a dashboard to one full-page PNG whose pixels show its charts', async () => {
    const [png, ...rest] = await renderReport(f.server.ctx, {
      kind: 'dashboard',
      id: plain,
      format: 'png',
      executorId: 1,
      width: 1200,
    });
    writeFileSync(join(OUT, 'dashboard.png'), png!);
    expect(rest).toHaveLength(0);
    const img = decodePng(png!);
    expect(img.width).toBe(1200);
    expect(img.height).toBeGreaterThanOrEqual(400);
    const stats = inkStats(img);
    expect(stats.inkShare).toBeGreaterThan(0.03);
    expect(stats.colours).toBeGreaterThan(50);
  });

  it('throws naming the chart whose query failed, and renders nothing', async () => {
    await expect(
      renderReport(f.server.ctx, { kind: 'dashboard', id: failing, format: 'png', executorId: 1 }),
    ).rejects.toThrow(/Chart "Broken chart" failed to render: .*no_such_column/i);
  });

  it('gives up when the charts do not all render in time, saying which are still waiting', async () => {
    await expect(
      renderReport(
        f.server.ctx,
        { kind: 'dashboard', id: plain, format: 'png', executorId: 1 },
        { timeoutMs: 50 },
      ),
    ).rejects.toThrow(/^Timed out after 0\.1 s waiting for (the page to load|\d charts: ")/);
  });

  it('refuses tabs the dashboard does not have', async () => {
    await expect(
      renderReport(f.server.ctx, {
        kind: 'dashboard',
        id: tabbed,
        format: 'pdf',
        executorId: 1,
        tabs: ['TAB-1', 'TAB-nope'],
      }),
    ).rejects.toThrow('Invalid tab ids: TAB-nope');
  });

  it('renders a PDF with one page per requested tab', async () => {
    const [pdf, ...rest] = await renderReport(f.server.ctx, {
      kind: 'dashboard',
      id: tabbed,
      format: 'pdf',
      executorId: 1,
      tabs: ['TAB-1', 'TAB-2'],
    });
    writeFileSync(join(OUT, 'tabs.pdf'), pdf!);
    expect(rest).toHaveLength(0);
    const text = pdf!.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
  });

  it('renders a chart alone at the chart window size', async () => {
    const [png] = await renderReport(f.server.ctx, {
      kind: 'chart',
      id: pie,
      format: 'png',
      executorId: 1,
    });
    writeFileSync(join(OUT, 'chart.png'), png!);
    const img = decodePng(png!);
    expect([img.width, img.height]).toEqual([800, 600]);
    expect(inkStats(img).inkShare).toBeGreaterThan(0.03);
  });
});
