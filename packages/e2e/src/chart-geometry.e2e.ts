// The geometry the fidelity suites measure (#14) reads text as tall as its font. zrender takes a
// line's height from the width of '国': on a machine without a CJK font that is about a third of
// the font size, and two lines of 13 px text 9 px apart were measured apart.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FidelityAChartGeometry,
  labelsOf,
  overlappingLabels,
} from './pages/fidelity-a-chart-geometry.ts';
import { launchBrowser } from './support/browser.ts';

const ECHARTS_BUNDLE = createRequire(import.meta.url).resolve('echarts/dist/echarts.min.js');

/** Draws texts of `fontPx` px at the given tops in a 400 x 300 ECharts chart; 90 degrees turns one. */
async function drawTexts(page: Page, fontPx: number, texts: { y: number; rotate?: number }[]) {
  await page.setContent('<div id="chart" style="width:400px;height:300px"></div>');
  await page.addScriptTag({ path: ECHARTS_BUNDLE });
  await page.evaluate(
    ({ size, items }) => {
      const host = document.getElementById('chart') as HTMLElement;
      const w = window as unknown as {
        echarts: { init(el: HTMLElement): { setOption(o: unknown): void } };
      };
      const chart = w.echarts.init(host);
      chart.setOption({
        animation: false,
        graphic: items.map((item, i) => ({
          type: 'text',
          x: 100 + (item.rotate ? 60 : 0),
          y: item.y,
          rotation: ((item.rotate ?? 0) * Math.PI) / 180,
          style: { text: `Label ${i} Ag`, font: `${size}px sans-serif` },
        })),
      });
      // Echart keeps its instance on its element; the geometry reads it there.
      (host as unknown as { __echartsInstance: unknown }).__echartsInstance = chart;
    },
    { size: fontPx, items: texts },
  );
  return new FidelityAChartGeometry(page).echarts(page.locator('body'));
}

describe('chart geometry: label boxes as tall as their text', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a 13 px label is measured 13 px tall, so two lines 9 px apart overlap and 17 px apart do not', async () => {
    const close = labelsOf(await drawTexts(page, 13, [{ y: 50 }, { y: 59 }]));
    expect(close).toHaveLength(2);
    for (const label of close) expect(label.h).toBeGreaterThanOrEqual(13);
    expect(overlappingLabels(close, 3)).toEqual(['"Label 0 Ag" / "Label 1 Ag"']);
    const apart = labelsOf(await drawTexts(page, 13, [{ y: 50 }, { y: 67 }]));
    expect(overlappingLabels(apart, 3)).toEqual([]);
  });

  it('a turned label grows across its own line: 13 px wide when turned 90 degrees', async () => {
    const [turned] = labelsOf(await drawTexts(page, 13, [{ y: 100, rotate: 90 }]));
    expect(turned.w).toBeGreaterThanOrEqual(12.9);
    expect(turned.h).toBeGreaterThan(40);
  });
});
