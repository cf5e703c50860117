// The checks the visual-fidelity suite (#14) runs on each Superset example chart, at any window
// size: a saved chart opened standalone, and every ECharts chart in its dashboard cell.
import type { Locator, Page } from 'playwright-core';
import { ChartTypesPage } from '../pages/chart-types-page.ts';
import { DashboardChartsPage } from '../pages/dashboard-charts-page.ts';
import { FidelityAChartGeometry, labelsOf } from '../pages/fidelity-a-chart-geometry.ts';
import type { ChartGeometry } from '../pages/fidelity-a-chart-geometry.ts';
import { SavedChartPage } from '../pages/saved-chart-page.ts';
import type { StoredChart } from './superset-examples.ts';

/** How far (px) a mark may reach past the box, and two labels may overlap. */
export const GEOMETRY_SLACK = 3;

/** `Name (viz_type, #id)`, the way the suite names a chart in its failures. */
export const chartLabel = (chart: StoredChart) =>
  `${chart.slice_name} (${chart.viz_type}, #${chart.id})`;

/** A file name for a title: lower case, runs of other characters turned into one dash. */
export const fileName = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Geometry of an ECharts chart inside `root`: marks and labels past the box, labels on each other
 * or on a gauge's needle; null when every element is inside and apart. Charts drawn without
 * ECharts are not measured.
 */
export async function echartsGeometryProblem(page: Page, root: Locator): Promise<string | null> {
  if ((await root.locator('[_echarts_instance_]').count()) === 0) return null;
  const { outside, overlaps, onNeedles } = await new FidelityAChartGeometry(page).problems(
    root,
    GEOMETRY_SLACK,
  );
  if (outside.length + overlaps.length + onNeedles.length === 0) return null;
  return [
    `outside its box [${outside}], overlapping labels [${overlaps}]`,
    ...(onNeedles.length ? [`labels on the needle [${onNeedles}]`] : []),
  ].join(', ');
}

/** Least px across a category for a line of label text: Sightline's 'auto' interval names each. */
const LABEL_LINE = 12;

/**
 * The categories of one heatmap axis that the saved interval asks to see named and that are not
 * (a turned label may end in "…"): every n-th for an interval n, every one for a saved null, and
 * for -1 ('auto') every one while each category has a line of room. Checked by count when the
 * labels are formatted (dates) rather than the categories themselves.
 */
export function missingCategoryLabels(
  categories: readonly string[],
  shown: readonly string[],
  saved: number | null | undefined,
  axisLength: number,
): string[] {
  if (saved === -1 && axisLength / Math.max(categories.length, 1) < LABEL_LINE) return [];
  const step = saved === -1 ? 1 : Math.max(saved ?? 1, 1);
  const asked = categories.filter((_, i) => i % step === 0);
  const names = (category: string) => (text: string) =>
    text === category || (text.endsWith('…') && category.startsWith(text.slice(0, -1)));
  const missing = asked.filter((category) => !shown.some(names(category)));
  return missing.length > 0 && new Set(shown).size < asked.length ? missing : [];
}

/** A heatmap's axes as drawn against its saved intervals; null when every asked label is shown. */
export function heatmapLabelProblem(
  geometry: ChartGeometry,
  params: { xscale_interval?: number | null; yscale_interval?: number | null },
): string | null {
  const { grid } = geometry;
  if (!grid) return 'no grid';
  const labels = labelsOf(geometry);
  const below = labels.filter((l) => l.y >= grid.y + grid.h - 2).map((l) => l.text as string);
  const beside = labels.filter((l) => l.x + l.w <= grid.x + 2).map((l) => l.text as string);
  const x = missingCategoryLabels(geometry.axes.x, below, params.xscale_interval, grid.w);
  const y = missingCategoryLabels(geometry.axes.y, beside, params.yscale_interval, grid.h);
  if (x.length + y.length === 0) return null;
  return `category labels not shown: x [${x.join(', ')}] of ${geometry.axes.x.length}, y [${y.join(', ')}] of ${geometry.axes.y.length}`;
}

/** The saved params of a chart, read through the API with the page's session. */
async function savedParams(page: Page, baseUrl: string, chartId: number) {
  const res = await page.request.get(`${baseUrl}/api/v1/chart/${chartId}`);
  const body = (await res.json()) as { result?: { params?: string | null } };
  return JSON.parse(body.result?.params ?? '{}') as Record<string, unknown>;
}

/** Whether a heatmap in `root` labels the categories its saved intervals ask for (null: it does). */
export async function heatmapCategoryProblem(
  page: Page,
  baseUrl: string,
  chartId: number,
  root: Locator,
): Promise<string | null> {
  if ((await root.locator('[_echarts_instance_]').count()) === 0) return null;
  const geometry = await new FidelityAChartGeometry(page).echarts(root);
  if (geometry.seriesTypes[0] !== 'heatmap') return null;
  return heatmapLabelProblem(geometry, await savedParams(page, baseUrl, chartId));
}

/**
 * Opens a saved chart standalone in explore (at the page's window size) and returns what is wrong:
 * explore did not run it, an error alert, nothing drawn, or the geometry. Empty when it drew well.
 */
export async function checkStandaloneChart(
  page: Page,
  baseUrl: string,
  chart: StoredChart,
): Promise<string[]> {
  const label = chartLabel(chart);
  const saved = new SavedChartPage(page);
  const status = await saved.openStandalone(baseUrl, chart.id);
  if (status === 'idle') {
    const errors = await saved.controlErrors(baseUrl, chart.id);
    return [
      `${label}: explore did not run the query; control errors: ${errors.join('; ') || 'none shown'}`,
    ];
  }
  return checkDrawnChart(page, baseUrl, chart);
}

/**
 * What is wrong with the saved chart explore shows now (after opening it, or after the window was
 * resized): its status or error alert, nothing drawn, the geometry, missing category labels.
 */
export async function checkDrawnChart(
  page: Page,
  baseUrl: string,
  chart: StoredChart,
): Promise<string[]> {
  const label = chartLabel(chart);
  const explore = new ChartTypesPage(page);
  const status = await explore.chart.getAttribute('data-chart-status');
  const error = await explore.errorText();
  if (status !== 'rendered' || error)
    return [`${label}: ${status}${error ? ` - ${error.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`];
  const drawn = await explore.waitUntilDrawnAndSettled().catch(() => explore.drawn());
  const failures: string[] = [];
  if (drawn.canvasInk + drawn.svgShapes + drawn.tableCells === 0 && drawn.text.length === 0)
    failures.push(`${label}: rendered but drew nothing`);
  const geometry = await echartsGeometryProblem(page, explore.chart);
  if (geometry) failures.push(`${label}: ${geometry}`);
  const categories = await heatmapCategoryProblem(page, baseUrl, chart.id, explore.chart);
  if (categories) failures.push(`${label}: ${categories}`);
  return failures;
}

/** One chart of a dashboard as the cell pass saw it. */
export interface DashboardCellOutcome {
  chartId: number;
  title: string;
  /** Whether ECharts drew it (only those are measured). */
  isEcharts: boolean;
  /** What is wrong with it (not rendered, an error, nothing drawn, geometry), empty when nothing. */
  problems: string[];
}

/** Where checkDashboardCells writes its pictures (none when not given). */
export interface DashboardScreenshots {
  /** A PNG of each chart's cell, named by the chart's title. */
  cell?: (chartTitle: string) => string;
  /** A PNG of the whole page with each tab open (`tab` counts from 1; 0 when there are no tabs). */
  tab?: (tab: number) => string;
}

/**
 * Opens a dashboard, visits every tab, scrolls each chart into view, waits until it settled, checks
 * that it drew without an error and measures it in its cell.
 */
export async function checkDashboardCells(
  page: Page,
  baseUrl: string,
  dashboardId: number,
  screenshots: DashboardScreenshots = {},
): Promise<DashboardCellOutcome[]> {
  const view = new DashboardChartsPage(page);
  const geometry = new FidelityAChartGeometry(page);
  await view.goto(baseUrl, dashboardId);
  const outcomes = new Map<number, DashboardCellOutcome>();
  const tabCount = await view.tabs().count();
  for (let tab = 0; tab < Math.max(1, tabCount); tab += 1) {
    if (tabCount > 0) await view.openTab(tab);
    for (const chartId of await view.visibleChartIds()) {
      if (outcomes.has(chartId)) continue;
      const settled = await view.settle(chartId);
      const cell = view.chart(chartId);
      const problems: string[] = [];
      const isEcharts = (await cell.locator('[_echarts_instance_]').count()) > 0;
      if (settled.status !== 'rendered' || settled.error)
        problems.push(
          `${settled.status}${settled.error ? ` - ${settled.error.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`,
        );
      else if (settled.drawn === 0) problems.push('drew nothing');
      // Measure once the drawing stopped changing (other charts are drawn by now).
      else if (isEcharts) await geometry.waitSettled(cell, 45_000, 200);
      const problem = await echartsGeometryProblem(page, cell);
      if (problem) problems.push(problem);
      const categories = await heatmapCategoryProblem(page, baseUrl, chartId, cell);
      if (categories) problems.push(categories);
      if (screenshots.cell)
        await cell.screenshot({ path: screenshots.cell(settled.title), animations: 'disabled' });
      outcomes.set(chartId, { chartId, title: settled.title, isEcharts, problems });
    }
    if (screenshots.tab) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await view.screenshot(screenshots.tab(tabCount > 1 ? tab + 1 : 0));
    }
  }
  return [...outcomes.values()];
}
