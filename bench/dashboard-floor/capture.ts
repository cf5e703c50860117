/*
 * What "all charts drawn" means on each side, and the capture of a drawn dashboard for its floor.
 * Sightline: every visible chart cell settled (data-chart-status rendered, failed or stopped) and every
 * ECharts host in them holding an option (Echart creates its instance after a lazy import, so a cell
 * can report rendered a moment before ECharts has its option), then one more frame.
 * Floor: every chart's 'finished' event (floor-runtime.browser.js), then one more frame.
 * Hidden tabs count as they do for a user: only visible cells are waited for and captured.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

// An expression (page.evaluate may wrap it in parentheses): the file's final semicolon goes.
const CAPTURE_JS = readFileSync(resolve(import.meta.dirname, 'capture.browser.js'), 'utf8')
  .trim()
  .replace(/;$/, '');

/** A drawn dashboard as the floor redraws it. */
export interface DashboardSnapshot {
  cells: { left: number; top: number; width: number; height: number; html: string }[];
  charts: { option: unknown; renderer: 'canvas' | 'svg'; width: number; height: number }[];
  css: string;
  /** CSS declarations the cells inherit from the app's containers. */
  inherited: string;
  pageHeight: number;
  bodyBackground: string;
}

/** Visible settled cells, and whether each ECharts host among them holds an option. */
const SETTLED_JS = `(() => {
  const cells = [...document.querySelectorAll('[data-test="dashboard-chart"]')]
    .filter((el) => el.checkVisibility());
  const settled = cells.filter((el) =>
    ['rendered', 'failed', 'stopped'].includes(el.getAttribute('data-chart-status')));
  const hosts = settled.flatMap((el) => [...el.querySelectorAll('[_echarts_instance_]')]);
  const drawn = hosts.filter((h) => h.__echartsInstance && h.__echartsInstance.getOption());
  return { cells: cells.length, settled: settled.length, hosts: hosts.length, drawn: drawn.length,
    notRendered: cells.filter((el) => el.getAttribute('data-chart-status') !== 'rendered').length };
})()`;

export interface SettledState {
  cells: number;
  settled: number;
  hosts: number;
  drawn: number;
  notRendered: number;
}

/**
 * Resolves in the page once `condition` (an expression over `s`, the settled state) holds, checked
 * every frame, then after one more frame, with the state. A page expression, not waitForFunction:
 * the app's Content Security Policy forbids the eval waitForFunction uses for a string predicate.
 */
const untilDrawn = (
  state: string,
  condition: string,
  timeoutMs: number,
) => `new Promise((done, fail) => {
  const timer = setTimeout(() => fail(new Error('not drawn in ${timeoutMs} ms: ' + JSON.stringify(${state}))), ${timeoutMs});
  const tick = () => {
    const s = ${state};
    if (!(${condition})) return void requestAnimationFrame(tick);
    clearTimeout(timer);
    requestAnimationFrame(() => done(${state}));
  };
  tick();
})`;

/**
 * Waits until `charts` visible cells settled holding `echarts` drawn ECharts hosts (the counts a
 * capture found), then a frame; returns the settled state.
 */
export async function waitForSightline(
  page: Page,
  charts: number,
  echarts: number,
): Promise<SettledState> {
  const condition = `s.settled >= ${charts} && s.drawn >= ${echarts}`;
  return (await page.evaluate(untilDrawn(SETTLED_JS, condition, 180_000))) as SettledState;
}

/** Waits until the floor page drew every chart, then a frame; returns errors the floor met. */
export async function waitForFloor(
  page: Page,
): Promise<{ fnErrors: number; chartErrors: string[] }> {
  const state =
    '({ fnErrors: window.__floorFnErrors, chartErrors: window.__floorChartErrors ?? [] })';
  const drawn = await page.evaluate(
    untilDrawn(`Object.assign(${state}, { done: window.__floorDone === true })`, 's.done', 120_000),
  );
  return drawn as { fnErrors: number; chartErrors: string[] };
}

/**
 * After a first load of `charts` visible charts: waits until they settled and no ECharts host is
 * still without its option for a second (nothing else arrives), then captures the page.
 */
export async function captureDashboard(page: Page, charts: number): Promise<DashboardSnapshot> {
  await waitForSightline(page, charts, 0);
  await page.evaluate(untilDrawn(SETTLED_JS, 's.drawn === s.hosts', 60_000));
  await page.waitForTimeout(1000);
  return (await page.evaluate(CAPTURE_JS)) as DashboardSnapshot;
}
