import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChartViaApi, datasetIdByName } from './pages/dashboard-page.ts';
import { FidelityBCharts } from './pages/fidelity-b-charts.ts';
import { launchBrowser } from './support/browser.ts';
import { outsideBox, overlappingLabels } from './support/chart-geometry.ts';
import { CHART_TYPE_CASES } from './support/chart-type-form-data.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output/chart-labels');
/** Explore's chart area and a dashboard cell (issue #14 items 7 and 12); a pie also below 350 px. */
const SIZES = [
  { width: 1400, height: 700 },
  { width: 420, height: 320 },
];
const SMALL = { width: 300, height: 250 };

interface Label {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  corners: [number, number][];
  turn: number;
}

/** The texts the chart's ECharts instance drew, with their turned corners, in chart pixels. */
function readLabels(page: Page): Promise<{ width: number; height: number; labels: Label[] }> {
  return page.evaluate(() => {
    type El = {
      type: string;
      ignore?: boolean;
      invisible?: boolean;
      style?: { text?: string; font?: string };
      __clipPaths?: unknown[];
      getBoundingRect(): { x: number; y: number; width: number; height: number };
      getComputedTransform(): number[] | null;
    };
    const host = document.querySelector('[_echarts_instance_]') as HTMLElement;
    const chart = (host as unknown as { __echartsInstance: { getZr(): unknown } })
      .__echartsInstance;
    const zr = chart.getZr() as { storage: { getDisplayList(update: boolean): El[] } };
    const labels = zr.storage
      .getDisplayList(true)
      // Series labels only: the legend's texts sit in clip paths (scroll legend) or its group.
      .filter((e) => e.type === 'tspan' && !e.ignore && !e.invisible && e.style?.text)
      .filter((e) => !e.__clipPaths?.length)
      .map((e) => {
        // As tall as its font: zrender's line height is the width of '国', a few px without a
        // CJK font (see FidelityAChartGeometry.echarts); a text line grows about its middle.
        const measured = e.getBoundingRect();
        const font = Number(/(\d+(?:\.\d+)?)px/.exec(e.style?.font ?? '')?.[1] ?? 0);
        const h = Math.max(measured.height, font);
        const r = { ...measured, y: measured.y - (h - measured.height) / 2, height: h };
        const m = e.getComputedTransform() ?? [1, 0, 0, 1, 0, 0];
        const corners = [
          [r.x, r.y],
          [r.x + r.width, r.y],
          [r.x + r.width, r.y + r.height],
          [r.x, r.y + r.height],
        ].map(([x, y]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]) as [
          number,
          number,
        ][];
        const xs = corners.map((c) => c[0]);
        const ys = corners.map((c) => c[1]);
        return {
          text: String(e.style?.text),
          corners,
          x: Math.min(...xs),
          y: Math.min(...ys),
          w: Math.max(...xs) - Math.min(...xs),
          h: Math.max(...ys) - Math.min(...ys),
          turn: Math.round((Math.atan2(m[1], m[0]) * 180) / Math.PI),
        };
      });
    return { width: host.clientWidth, height: host.clientHeight, labels };
  });
}

describe('chart labels as Superset draws them (issue #14 items 7 and 12)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: SIZES[0] })).newPage();
    await signInAsAdmin(page, server.url);
    for (const vizType of ['chord', 'pie', 'funnel']) {
      const testCase = CHART_TYPE_CASES[vizType];
      const datasetId = await datasetIdByName(page.request, server.url, testCase.table);
      const formData = {
        ...testCase.params,
        ...(vizType === 'pie' ? { label_type: 'key', donut: false } : {}),
        datasource: `${datasetId}__table`,
        viz_type: vizType,
      };
      ids.set(vizType, await createChartViaApi(page.request, server.url, vizType, formData));
    }
    mkdirSync(OUTPUT_DIR, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(['chord', 'pie', 'funnel'])(
    '%s: labels whole, inside the chart and apart, in explore and in dashboard-cell sizes',
    async (vizType) => {
      for (const size of vizType === 'pie' ? [...SIZES, SMALL] : SIZES) {
        await page.setViewportSize(size);
        const chart = await new FidelityBCharts(page).openExplore(server.url, ids.get(vizType)!);
        await chart.screenshot({
          path: join(OUTPUT_DIR, `${vizType}-${size.width}x${size.height}.png`),
        });
        const drawn = await readLabels(page);
        const where = `${vizType} at ${size.width}x${size.height}`;
        expect(drawn.labels.length, `${where}: labels`).toBeGreaterThan(0);
        expect(outsideBox(drawn, drawn.labels), `${where}: outside`).toEqual([]);
        expect(overlappingLabels(drawn.labels), `${where}: overlapping`).toEqual([]);
        if (vizType === 'pie')
          expect(drawn.labels.filter((l) => l.text.includes('…')).map((l) => l.text)).toEqual([]);
        if (vizType === 'chord')
          // Names run along their arcs: turned, not all flat.
          expect(
            drawn.labels.some((l) => Math.abs(l.turn) > 10),
            where,
          ).toBe(true);
      }
    },
    60_000,
  );
});
