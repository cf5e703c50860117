import type { Locator, Page } from 'playwright-core';
import type { ChartStatus } from './explore-page.ts';

/** What a rendered chart put on the page, counted inside its chart box. */
export interface DrawnSummary {
  /** Canvas pixels that are not fully transparent (sampled on a grid). */
  canvasInk: number;
  /** SVG shapes and text elements. */
  svgShapes: number;
  /** Table cells. */
  tableCells: number;
  /** The visible text, trimmed. */
  text: string;
}

/** One captioned picture of the contact sheet. */
export interface ContactSheetItem {
  caption: string;
  png: Buffer;
}

const SETTLED =
  '[data-test="chart-container"][data-chart-status="rendered"], [data-test="chart-container"][data-chart-status="failed"], [data-test="chart-container"][data-chart-status="stopped"]';

/** A saved chart opened standalone (/explore/?slice_id=..&standalone=1), as the chart-type gallery test sees it. */
export class ChartTypesPage {
  readonly chart: Locator;
  readonly chartBox: Locator;

  constructor(private readonly page: Page) {
    this.chart = page.locator('[data-test="chart-container"]').first();
    this.chartBox = this.chart.locator('[data-test="chart-canvas-box"]');
  }

  /** Opens the saved chart standalone and waits until it rendered or failed. */
  async open(baseUrl: string, sliceId: number): Promise<ChartStatus> {
    await this.page.goto(`${baseUrl}/explore/?slice_id=${sliceId}&standalone=1`);
    await this.page.locator('[data-test="explore-standalone"]').waitFor();
    await this.page.locator(SETTLED).first().waitFor({ timeout: 45_000 });
    return (await this.chart.getAttribute('data-chart-status')) as ChartStatus;
  }

  /** The error alert's text (details expanded), or null when none shows. */
  async errorText(): Promise<string | null> {
    const alert = this.chart.locator('[data-test="error-alert"]');
    if ((await alert.count()) === 0) return null;
    const toggle = alert.locator('[data-test="error-alert-toggle"]');
    if (await toggle.isVisible()) await toggle.click();
    return alert.innerText();
  }

  /** What the chart drew: canvas ink, svg shapes, table cells and text inside the chart box. */
  drawn(): Promise<DrawnSummary> {
    return this.chartBox.evaluate((box) => {
      let canvasInk = 0;
      for (const canvas of Array.from(box.querySelectorAll('canvas'))) {
        const ctx = canvas.getContext('2d');
        if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        // Every 4th pixel of every 4th row: enough to see a drawing, cheap on large canvases.
        for (let y = 0; y < canvas.height; y += 4) {
          for (let x = 0; x < canvas.width; x += 4)
            if (data[(y * canvas.width + x) * 4 + 3] > 0) canvasInk += 1;
        }
      }
      const svgShapes = box.querySelectorAll(
        'svg path, svg rect, svg circle, svg line, svg polygon, svg polyline, svg text',
      ).length;
      const tableCells = box.querySelectorAll('td, th').length;
      return { canvasInk, svgShapes, tableCells, text: (box as HTMLElement).innerText.trim() };
    });
  }

  /**
   * Waits until the chart box shows something and stops changing between two polls (animations
   * done, word-cloud layout finished), then returns what was drawn.
   */
  async waitUntilDrawnAndSettled(timeout = 15_000): Promise<DrawnSummary> {
    const box = await this.chartBox.elementHandle();
    await this.page.waitForFunction(
      (el) => {
        if (!el) return false;
        const canvases = Array.from(el.querySelectorAll('canvas'));
        const parts: string[] = [
          String(el.querySelectorAll('*').length),
          (el as HTMLElement).innerText.length.toString(),
        ];
        for (const canvas of canvases) {
          const ctx = canvas.getContext('2d');
          if (!ctx || canvas.width === 0) continue;
          // A coarse checksum of the canvas: changes while ECharts animates.
          const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
          let sum = 0;
          for (let i = 0; i < data.length; i += 97) sum = (sum * 31 + data[i]) % 1_000_000_007;
          parts.push(String(sum));
        }
        const svg = el.querySelector('svg');
        if (svg) parts.push(String(svg.innerHTML.length));
        const signature = parts.join('|');
        const holder = el as HTMLElement & { __lastSignature?: string };
        const isStable = holder.__lastSignature === signature && el.childElementCount > 0;
        holder.__lastSignature = signature;
        return isStable;
      },
      box,
      { polling: 150, timeout },
    );
    return this.drawn();
  }

  /** A PNG of the chart container. */
  screenshot(path: string): Promise<Buffer> {
    return this.chart.screenshot({ path, animations: 'disabled' });
  }

  /** Lays the pictures out in a captioned grid on this page and returns a full-page PNG of it. */
  async contactSheet(items: readonly ContactSheetItem[], path: string): Promise<Buffer> {
    const escape = (s: string) =>
      s.replace(
        /[&<>"]/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
      );
    const cells = items
      .map(
        (item) =>
          `<figure><img src="data:image/png;base64,${item.png.toString('base64')}" alt=""><figcaption>${escape(item.caption)}</figcaption></figure>`,
      )
      .join('');
    await this.page.setViewportSize({ width: 1800, height: 1000 });
    await this.page.setContent(
      `<!doctype html><html><head><style>
        body { margin: 16px; font: 13px system-ui, sans-serif; background: #f5f5f5; }
        main { display: grid; grid-template-columns: repeat(6, 1fr); gap: 12px; }
        figure { margin: 0; background: #fff; border: 1px solid #ddd; padding: 6px; }
        img { width: 100%; height: 160px; object-fit: contain; display: block; }
        figcaption { margin-top: 4px; text-align: center; font-weight: 600; }
      </style></head><body><main data-test="contact-sheet">${cells}</main></body></html>`,
      { waitUntil: 'load' },
    );
    await this.page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
    );
    return this.page.screenshot({ path, fullPage: true });
  }
}
