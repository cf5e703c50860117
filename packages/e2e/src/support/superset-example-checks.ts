// The checks the visual-fidelity suite (#14) runs on each Superset example chart, at any window
// size: a saved chart opened standalone, and every ECharts chart in its dashboard cell.
import type { Locator, Page } from 'playwright-core';
import { ChartTypesPage } from '../pages/chart-types-page.ts';
import { DashboardChartsPage } from '../pages/dashboard-charts-page.ts';
import { FidelityAChartGeometry } from '../pages/fidelity-a-chart-geometry.ts';
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
 * Geometry of an ECharts chart inside `root`: marks and labels past the box, labels on each other;
 * null when every element is inside and apart. Charts drawn without ECharts are not measured.
 */
export async function echartsGeometryProblem(page: Page, root: Locator): Promise<string | null> {
  if ((await root.locator('[_echarts_instance_]').count()) === 0) return null;
  const problems = await new FidelityAChartGeometry(page).problems(root, GEOMETRY_SLACK);
  return problems.outside.length + problems.overlaps.length > 0
    ? `outside its box [${problems.outside}], overlapping labels [${problems.overlaps}]`
    : null;
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
  const explore = new ChartTypesPage(page);
  const status = await saved.openStandalone(baseUrl, chart.id);
  if (status === 'idle') {
    const errors = await saved.controlErrors(baseUrl, chart.id);
    return [
      `${label}: explore did not run the query; control errors: ${errors.join('; ') || 'none shown'}`,
    ];
  }
  const error = await explore.errorText();
  if (status !== 'rendered' || error)
    return [`${label}: ${status}${error ? ` - ${error.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`];
  const drawn = await explore.waitUntilDrawnAndSettled().catch(() => explore.drawn());
  const failures: string[] = [];
  if (drawn.canvasInk + drawn.svgShapes + drawn.tableCells === 0 && drawn.text.length === 0)
    failures.push(`${label}: rendered but drew nothing`);
  const geometry = await echartsGeometryProblem(page, explore.chart);
  if (geometry) failures.push(`${label}: ${geometry}`);
  return failures;
}

/** One chart of a dashboard as the cell pass saw it. */
export interface DashboardCellOutcome {
  chartId: number;
  title: string;
  /** Whether ECharts drew it (only those are measured). */
  isEcharts: boolean;
  /** What is wrong with it, empty when nothing. */
  problems: string[];
}

/**
 * Opens a dashboard, visits every tab, scrolls each chart into view, waits until it settled and
 * measures it in its cell; `screenshotPath(chartTitle)` names a PNG of each cell when given.
 */
export async function checkDashboardCells(
  page: Page,
  baseUrl: string,
  dashboardId: number,
  screenshotPath?: (chartTitle: string) => string,
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
          `${settled.status}${settled.error ? ` - ${settled.error.slice(0, 200)}` : ''}`,
        );
      // ECharts animates in: measure once it stopped moving (other charts are drawn by now).
      else if (isEcharts) await geometry.waitSettled(cell, 45_000, 200);
      const problem = await echartsGeometryProblem(page, cell);
      if (problem) problems.push(problem);
      if (screenshotPath)
        await cell.screenshot({ path: screenshotPath(settled.title), animations: 'disabled' });
      outcomes.set(chartId, { chartId, title: settled.title, isEcharts, problems });
    }
  }
  return [...outcomes.values()];
}
