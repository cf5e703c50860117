import type { Locator, Page } from 'playwright-core';

import { outsideBox, overlappingLabels } from '../support/chart-geometry.ts';
import type { Box } from '../support/chart-geometry.ts';

export type { Box } from '../support/chart-geometry.ts';
export { outsideBox, overlappingLabels } from '../support/chart-geometry.ts';

/** One element ECharts drew: its kind, box, and for text its string and fill. */
export interface DrawnElement extends Box {
  type: string;
  text?: string;
  fill?: string;
  /**
   * The corners of the element's own (possibly turned) box, in px of the chart; for a gauge's
   * needle, the corners of the needle itself (tail, sides, tip).
   */
  corners?: [number, number][];
  /** A text's font size in px (zrender measures a line's height on a glyph this machine may lack). */
  fontSize?: number;
}

/** What a chart drew, read from the page. */
export interface ChartGeometry {
  width: number;
  height: number;
  elements: DrawnElement[];
  /** The categories of the first x and y axes (cartesian charts). */
  axes: { x: string[]; y: string[] };
  /** The type of each series (`heatmap`, `gauge` ...). */
  seriesTypes: string[];
  /** The first grid's plot area (cartesian charts). */
  grid?: Box;
  /** The visualMap component's box (heatmaps). */
  legend?: Box;
}

/** A word the word cloud drew. */
export interface DrawnWord extends Box {
  text: string;
}

const SETTLED = ['rendered', 'failed', 'stopped'];

/**
 * The geometry of a chart on the page: the elements ECharts drew (read from the instance that
 * Echart keeps on its element), the words of a word cloud, and pixels of the canvas. Works on a
 * standalone explore page and on a dashboard cell alike: `root` is the chart's container.
 */
export class FidelityAChartGeometry {
  constructor(private readonly page: Page) {}

  /** Opens /explore/?slice_id=..&standalone=1 and waits until the chart settled and drew. */
  async openExplore(baseUrl: string, sliceId: number): Promise<Locator> {
    await this.page.goto(`${baseUrl}/explore/?slice_id=${sliceId}&standalone=1`);
    await this.page.locator('[data-test="explore-standalone"]').waitFor({ timeout: 60_000 });
    const chart = this.page.locator('[data-test="chart-container"]').first();
    await this.waitSettled(chart);
    return chart;
  }

  /**
   * Waits until the container's chart status is settled and its canvas or svg stopped changing
   * (two reads `interval` ms apart agree).
   */
  async waitSettled(chart: Locator, timeout = 60_000, interval = 400): Promise<string> {
    await chart.waitFor({ timeout });
    const handle = await chart.elementHandle();
    await this.page.waitForFunction(
      ({ el, statuses }) => statuses.includes(el?.getAttribute('data-chart-status') ?? ''),
      { el: handle, statuses: SETTLED },
      { timeout, polling: 100 },
    );
    // ECharts animates in: wait until two reads a little apart agree.
    let last = '';
    for (let i = 0; i < 40; i += 1) {
      const now = JSON.stringify(await this.snapshot(chart).catch(() => null));
      if (now === last && now !== 'null') break;
      last = now;
      await this.page.waitForTimeout(interval);
    }
    return (await chart.getAttribute('data-chart-status')) ?? '';
  }

  private snapshot(chart: Locator): Promise<unknown> {
    return chart.evaluate((root) => {
      const svg = root.querySelector('svg[aria-label="Word cloud"]');
      if (svg) return svg.querySelectorAll('text').length;
      const host = root.querySelector('[_echarts_instance_]');
      const chartInstance = (host as unknown as { __echartsInstance?: EchartsLike } | null)
        ?.__echartsInstance;
      if (!chartInstance) return null;
      return chartInstance
        .getZr()
        .storage.getDisplayList(true)
        .map((el) => {
          const r = el.getBoundingRect();
          const m = el.getComputedTransform();
          return m ? [Math.round(m[4]), Math.round(m[5]), Math.round(r.width)] : [r.x, r.y];
        });
    });
  }

  /** The error alert's text in the container, if any. */
  async errorText(chart: Locator): Promise<string | null> {
    const alert = chart.locator('[data-test="error-alert"]');
    if ((await alert.count()) === 0) return null;
    const toggle = alert.locator('[data-test="error-alert-toggle"]');
    if (await toggle.isVisible()) await toggle.click();
    return (await alert.innerText()).trim();
  }

  /** Every element ECharts drew in the container, in px relative to the chart's element. */
  echarts(chart: Locator): Promise<ChartGeometry> {
    return chart.evaluate((root) => {
      const host = root.querySelector('[_echarts_instance_]') as HTMLElement | null;
      const instance = (host as unknown as { __echartsInstance?: EchartsLike } | null)
        ?.__echartsInstance;
      if (!host || !instance) throw new Error('no ECharts instance in the chart container');
      const elements = instance
        .getZr()
        .storage.getDisplayList(true)
        .filter((el) => !el.ignore && !el.invisible && el.style?.opacity !== 0)
        .map((el) => {
          const local = el.getBoundingRect().clone();
          // A line of text is as tall as its font: zrender takes a line's height from the width
          // of '国', a few px where the machine lacks a CJK font. Text lines are drawn with a
          // middle baseline, so the line grows about its middle.
          const fontMatch =
            typeof el.style?.font === 'string' ? /(\d+(?:\.\d+)?)px/.exec(el.style.font) : null;
          const fontSize = fontMatch ? Number(fontMatch[1]) : undefined;
          if (el.type === 'tspan' && fontSize && local.height < fontSize) {
            local.y -= (fontSize - local.height) / 2;
            local.height = fontSize;
          }
          const r = local.clone();
          const m = el.getComputedTransform();
          if (m) r.applyTransform(m);
          // A gauge's needle (ECharts' PointerPath): a kite from its tail behind the pivot to its
          // tip, far thinner than its box when it points askew.
          const needle = el.type === 'pointer' && el.shape ? el.shape : null;
          const tail = needle ? needle.width * (needle.width >= needle.r / 3 ? 1 : 2) : 0;
          let corners = (
            needle
              ? [
                  [needle.x, needle.y + tail],
                  [needle.x - needle.width, needle.y],
                  [needle.x, needle.y - needle.r],
                  [needle.x + needle.width, needle.y],
                ]
              : [
                  [local.x, local.y],
                  [local.x + local.width, local.y],
                  [local.x + local.width, local.y + local.height],
                  [local.x, local.y + local.height],
                ]
          ).map(([x, y]): [number, number] =>
            m ? [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] : [x, y],
          );
          // Only what lies inside the element's clip paths is painted (a scroll legend clips the
          // items of its other pages; a series clips to its grid): measure the painted part.
          for (const clip of el.__clipPaths ?? []) {
            const c = clip.getBoundingRect().clone();
            const cm = clip.getComputedTransform();
            if (cm) c.applyTransform(cm);
            const [x0, y0] = [Math.max(r.x, c.x), Math.max(r.y, c.y)];
            const x1 = Math.min(r.x + r.width, c.x + c.width);
            const y1 = Math.min(r.y + r.height, c.y + c.height);
            if (x1 <= x0 || y1 <= y0) return null;
            if (x0 === r.x && y0 === r.y && x1 === r.x + r.width && y1 === r.y + r.height) continue;
            [r.x, r.y, r.width, r.height] = [x0, y0, x1 - x0, y1 - y0];
            corners = [
              [x0, y0],
              [x1, y0],
              [x1, y1],
              [x0, y1],
            ];
          }
          return {
            corners,
            type: el.type,
            x: r.x,
            y: r.y,
            w: r.width,
            h: r.height,
            ...(typeof el.style?.text === 'string' ? { text: el.style.text } : {}),
            ...(fontSize ? { fontSize } : {}),
            ...(typeof el.style?.fill === 'string' ? { fill: el.style.fill } : {}),
          };
        })
        .filter((e): e is NonNullable<typeof e> => e !== null && (e.w > 0 || e.h > 0));
      const option = instance.getOption() as {
        xAxis?: { data?: unknown[] }[];
        yAxis?: { data?: unknown[] }[];
        series?: { type?: string }[];
      };
      const model = instance.getModel();
      const grid = model.getComponent('grid', 0)?.coordinateSystem?.getRect();
      const visualMap = model.getComponent('visualMap', 0) as
        { getBoxLayoutParams?: unknown; __view?: unknown } | undefined;
      const legendView = visualMap
        ? instance.getViewOfComponentModel?.(visualMap as never)
        : undefined;
      const legend = legendView?.group?.getBoundingRect?.();
      const legendTransform = legendView?.group?.getComputedTransform?.();
      if (legend && legendTransform) legend.applyTransform(legendTransform);
      return {
        width: host.clientWidth,
        height: host.clientHeight,
        elements,
        axes: {
          x: (option.xAxis?.[0]?.data ?? []).map(String),
          y: (option.yAxis?.[0]?.data ?? []).map(String),
        },
        seriesTypes: (option.series ?? []).map((series) => series.type ?? ''),
        ...(grid ? { grid: { x: grid.x, y: grid.y, w: grid.width, h: grid.height } } : {}),
        ...(legend
          ? { legend: { x: legend.x, y: legend.y, w: legend.width, h: legend.height } }
          : {}),
      };
    });
  }

  /**
   * The ECharts chart's marks and labels reaching past its box, pairs of labels on each other, and
   * labels lying on a gauge's needle, each by more than `slack` px (described, for a failure
   * message).
   */
  async problems(
    chart: Locator,
    slack = 3,
  ): Promise<{ outside: string[]; overlaps: string[]; onNeedles: string[] }> {
    const geometry = await this.echarts(chart);
    return {
      outside: outsideBox(geometry, geometry.elements, slack),
      overlaps: overlappingLabels(labelsOf(geometry), slack),
      onNeedles: labelsOnNeedles(geometry, slack),
    };
  }

  /** The chart's [x, y] in px for a data point (`seriesIndex` 0), e.g. a map's [lng, lat]. */
  toPixel(chart: Locator, point: [number, number]): Promise<[number, number]> {
    return chart.evaluate((root, p) => {
      const host = root.querySelector('[_echarts_instance_]');
      const instance = (host as unknown as { __echartsInstance: EchartsLike }).__echartsInstance;
      return instance.convertToPixel({ seriesIndex: 0 }, p) as [number, number];
    }, point);
  }

  /** The canvas pixel [r, g, b, a] at [x, y] px of the chart. */
  pixel(chart: Locator, [x, y]: [number, number]): Promise<number[]> {
    return chart.evaluate(
      (root, p) => {
        const canvas = root.querySelector('[_echarts_instance_] canvas') as HTMLCanvasElement;
        const ratio = canvas.width / canvas.clientWidth;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        return Array.from(
          ctx.getImageData(Math.round(p[0] * ratio), Math.round(p[1] * ratio), 1, 1).data,
        );
      },
      [x, y],
    );
  }

  /** The words of a word cloud with their boxes relative to its svg, and the svg's size. */
  words(chart: Locator): Promise<{ width: number; height: number; words: DrawnWord[] }> {
    return chart.evaluate((root) => {
      const svg = root.querySelector('svg[aria-label="Word cloud"]') as SVGSVGElement | null;
      if (!svg) throw new Error('no word cloud in the chart container');
      const frame = svg.getBoundingClientRect();
      const words = Array.from(svg.querySelectorAll('text')).map((t) => {
        const r = t.getBoundingClientRect();
        return {
          text: t.textContent ?? '',
          x: r.x - frame.x,
          y: r.y - frame.y,
          w: r.width,
          h: r.height,
        };
      });
      return { width: frame.width, height: frame.height, words };
    });
  }
}

/** The slice of ECharts' instance API the page reads. */
interface EchartsLike {
  getZr(): {
    storage: {
      getDisplayList(update?: boolean): {
        type: string;
        ignore?: boolean;
        invisible?: boolean;
        style?: { opacity?: number; text?: unknown; fill?: unknown; font?: unknown };
        /** A gauge needle's shape: pivot, half-width, length and angle (before its rotation). */
        shape?: { x: number; y: number; width: number; r: number };
        getBoundingRect(): RectLike;
        getComputedTransform(): number[] | null;
        /** The clip paths zrender applies when painting the element (its own and its groups'). */
        __clipPaths?: {
          getBoundingRect(): RectLike;
          getComputedTransform(): number[] | null;
        }[];
      }[];
    };
  };
  getModel(): {
    getComponent(
      type: string,
      index: number,
    ): { coordinateSystem?: { getRect(): RectLike } } | undefined;
  };
  getViewOfComponentModel?(model: never): {
    group?: { getBoundingRect?(): RectLike; getComputedTransform?(): number[] | null };
  };
  getOption(): unknown;
  convertToPixel(finder: { seriesIndex: number }, value: number[]): unknown;
}

interface RectLike {
  x: number;
  y: number;
  width: number;
  height: number;
  clone(): RectLike;
  applyTransform(m: number[]): void;
}

/** Text elements (ECharts draws each label as a tspan). */
export const labelsOf = (geometry: ChartGeometry) =>
  geometry.elements.filter((e) => e.type === 'tspan' && e.text);

/**
 * Labels lying on a gauge's needle (its tail behind the pivot included) by more than `slack` px
 * (a label's box is as tall as its font: see echarts()).
 */
export function labelsOnNeedles(geometry: ChartGeometry, slack = 3): string[] {
  const needles = geometry.elements.filter((e) => e.type === 'pointer' && e.corners);
  return labelsOf(geometry).flatMap((label) =>
    needles
      .filter(
        ({ corners }) =>
          overlappingLabels([label, { x: 0, y: 0, w: 0, h: 0, corners }], slack).length,
      )
      .map(() => `"${label.text}" on a needle`),
  );
}
