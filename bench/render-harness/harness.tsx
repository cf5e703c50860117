// The page bench/render.ts drives in headless Chromium: mounts one chart plugin's component on a
// given result (transformProps included) and reports how long until something is on screen, plus a
// plain ECharts scatter of the same number of points as the baseline. Built with Vite in production mode.
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ScatterChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartDataResult } from '../../packages/viz/src/contract.ts';
import { getChartPlugin } from '../../packages/viz/src/registry.ts';

use([ScatterChart, GridComponent, CanvasRenderer]);

const WIDTH = 800;
const HEIGHT = 500;
const TIMEOUT_MS = 60_000;
/** How long after the first frame long tasks are still counted (progressive rendering goes on). */
const SETTLE_MS = 1_000;

/** A render's time to the first drawn frame and the longest main-thread task around it. */
interface Timing {
  ms: number;
  longestTaskMs: number;
  /** Of `ms`, the time spent in the plugin's transformProps. */
  transformMs: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** True once the host shows a drawing: canvas ink, svg shapes, table cells or text. */
function isDrawn(host: HTMLElement): boolean {
  for (const canvas of Array.from(host.querySelectorAll('canvas'))) {
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4 * 7) if (data[i] > 0) return true;
  }
  if (host.querySelector('svg path, svg rect, svg circle, svg text, svg line, td, li')) return true;
  return host.innerText.trim().length > 0;
}

function freshHost(): HTMLElement {
  const old = document.getElementById('host');
  const host = document.createElement('div');
  host.id = 'host';
  host.style.width = `${WIDTH}px`;
  host.style.height = `${HEIGHT}px`;
  if (old) old.replaceWith(host);
  else document.body.append(host);
  return host;
}

/** Waits frame by frame until the host shows a drawing; throws the render error or a timeout. */
async function waitDrawn(
  host: HTMLElement,
  startedAt: number,
  error: () => unknown,
): Promise<number> {
  for (;;) {
    await nextFrame();
    const failure = error();
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    if (isDrawn(host)) return performance.now() - startedAt;
    if (performance.now() - startedAt > TIMEOUT_MS)
      throw new Error(`nothing drawn after ${TIMEOUT_MS} ms`);
  }
}

/**
 * Runs `render` (which resolves at the first drawn frame) while recording long tasks, then waits
 * `SETTLE_MS` more so progressive drawing that continues after the first frame is counted too.
 */
async function timed(
  render: () => Promise<number>,
  transformMs: () => number = () => 0,
): Promise<Timing> {
  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  try {
    const ms = await render();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    for (const entry of observer.takeRecords())
      longestTaskMs = Math.max(longestTaskMs, entry.duration);
    return { ms, longestTaskMs, transformMs: transformMs() };
  } finally {
    observer.disconnect();
  }
}

/** Milliseconds from transformProps to the first frame showing the chart of `vizType`, and the longest task. */
async function renderChart(
  vizType: string,
  rawFormData: Record<string, unknown>,
  queriesData: ChartDataResult[],
  keep = false,
): Promise<Timing> {
  unmountLast();
  const plugin = getChartPlugin(vizType);
  if (!plugin) throw new Error(`unknown viz_type ${vizType}`);
  // Loading and parsing the lazy chunks is not rendering: it is measured by the bundle size instead.
  const [transformProps, Component] = await Promise.all([
    plugin.loadTransformProps(),
    plugin.loadComponent() as Promise<ComponentType<object>>,
  ]);
  const formData = plugin.formDataSchema.parse(rawFormData);
  const host = freshHost();
  let failure: unknown = null;
  const root = createRoot(host, {
    onUncaughtError: (err) => (failure = err),
    onRecoverableError: () => undefined,
  });
  try {
    let transformMs = 0;
    return await timed(
      () => {
        const startedAt = performance.now();
        const props = transformProps({ formData, queriesData, width: WIDTH, height: HEIGHT });
        transformMs = performance.now() - startedAt;
        flushSync(() => root.render(<Component {...(props as object)} />));
        return waitDrawn(host, startedAt, () => failure);
      },
      () => transformMs,
    );
  } finally {
    // Kept on screen when asked (SHOTS=dir screenshots it), until the next chart or unmountLast.
    if (keep) unmountLast = () => root.unmount();
    else root.unmount();
  }
}

/** The baseline: a plain ECharts canvas scatter of `points` points, timed the same way. */
async function renderBaseline(points: number): Promise<Timing> {
  const host = freshHost();
  const data = Array.from({ length: points }, (_, i) => [i, Math.sin(i / 50) * 100 + (i % 97)]);
  let chart: ReturnType<typeof init> | undefined;
  try {
    return await timed(() => {
      const startedAt = performance.now();
      chart = init(host, undefined, { renderer: 'canvas', width: WIDTH, height: HEIGHT });
      chart.setOption({
        xAxis: { type: 'value' },
        yAxis: { type: 'value' },
        series: [{ type: 'scatter', data, symbolSize: 3 }],
      });
      return waitDrawn(host, startedAt, () => null);
    });
  } finally {
    chart?.dispose();
  }
}

/** Unmounts the chart a `keep` render left on screen. */
let unmountLast = () => undefined as void;

Object.assign(window, {
  __bench: { renderChart, renderBaseline, unmountLast: () => unmountLast(), isReady: true },
});
