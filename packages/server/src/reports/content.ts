import { visibleChart } from '../commands/chart/chart-access.ts';
import { visibleDashboard } from '../commands/dashboard/dashboard-access.ts';
import { repos } from '../commands/repos.ts';
import type { AppContext } from '../context.ts';
import type { ReportRecord } from '../meta/repos/report-repo.ts';
import type { CurrentUser } from '../security/current-user.ts';
import { ReportRunError, RUN_MESSAGES as M } from './report-errors.ts';
import { renderWithRetries } from './screenshot.ts';
import { chartCsv, chartText } from './tabular.ts';

/** What a notification carries (Superset's NotificationContent). */
export interface NotificationContent {
  /** The subject without its prefix: the email subject, or "<name>: <chart or dashboard>". */
  name: string;
  url: string;
  description: string | null;
  /** Set on an error notification: why the report could not be made. */
  text?: string;
  format: string;
  csv: Buffer[];
  /** TEXT: HTML tables of the chart's data, and the rows (for webhooks). */
  html?: string;
  rows?: Record<string, unknown>[][];
  images: Buffer[];
  pdf: Buffer[];
  header: Record<string, unknown>;
}

/** The link in a notification: the chart in explore or the dashboard. */
export function targetUrl(ctx: AppContext, r: ReportRecord): string {
  const base = ctx.config.reports.publicUrl;
  return r.chartId !== null
    ? `${base}/explore/?slice_id=${r.chartId}`
    : `${base}/superset/dashboard/${r.dashboardId}/`;
}

/** Superset's header_data of a notification (logged and sent to webhooks). */
export function headerOf(r: ReportRecord, executionId: string): Record<string, unknown> {
  return {
    notification_type: r.type,
    notification_source: r.chartId !== null ? 'chart' : 'dashboard',
    notification_format: r.reportFormat,
    chart_id: r.chartId,
    dashboard_id: r.dashboardId,
    owners: r.owners.map((o) => o.id),
    execution_id: executionId,
  };
}

function nameOf(r: ReportRecord): string {
  if (r.emailSubject) return r.emailSubject;
  const target = r.chart ? r.chart.sliceName : (r.dashboard?.title ?? '');
  return `${r.name}: ${target}`;
}

/** The executor may still read the chart or dashboard (its access may have changed since the save). */
async function assertReadable(ctx: AppContext, r: ReportRecord, executor: CurrentUser) {
  try {
    if (r.chartId !== null) await visibleChart(repos(ctx), r.chartId, executor);
    else await visibleDashboard(repos(ctx), r.dashboardId!, executor);
  } catch (e) {
    throw new ReportRunError(M.executorNoAccess(r.chartId !== null ? 'chart' : 'dashboard'), {
      cause: e,
    });
  }
}

/**
 * Builds a report's content as the executor (Superset's _get_notification_content): PNG or PDF
 * through the renderer, CSV or TEXT from the chart's data through the chart-data pipeline.
 */
export async function buildContent(
  ctx: AppContext,
  r: ReportRecord,
  executor: CurrentUser,
  run: { executionId: string; signal: AbortSignal; deadline: number },
): Promise<NotificationContent> {
  const content: NotificationContent = {
    name: nameOf(r),
    url: targetUrl(ctx, r),
    description: r.description,
    format: r.reportFormat,
    csv: [],
    images: [],
    pdf: [],
    header: headerOf(r, run.executionId),
  };
  const format = r.reportFormat;
  if (format === 'PNG' || format === 'PDF') {
    await assertReadable(ctx, r, executor);
    const extra = (
      r.extra as {
        dashboard?: {
          activeTabs?: string[];
          anchor?: string;
          nativeFilters?: unknown;
          dataMask?: unknown;
        };
      }
    ).dashboard;
    const tabs = extra?.activeTabs ?? (extra?.anchor ? [extra.anchor] : undefined);
    // The filter state saved with the report: a data mask map, or Superset's native filter list.
    const filters = extra?.dataMask ?? extra?.nativeFilters;
    const out = await renderWithRetries(
      ctx,
      {
        kind: r.chartId !== null ? 'chart' : 'dashboard',
        id: (r.chartId ?? r.dashboardId)!,
        format: format === 'PNG' ? 'png' : 'pdf',
        executorId: executor.id,
        ...(r.customWidth !== null ? { width: r.customWidth } : {}),
        ...(tabs?.length ? { tabs } : {}),
        ...(filters !== undefined ? { nativeFilters: filters } : {}),
      },
      run,
    );
    if (format === 'PNG') content.images = out;
    else content.pdf = out;
    return content;
  }
  if (r.chartId === null) throw new ReportRunError(M.tabularOnlyForCharts);
  if (format === 'CSV') content.csv = await chartCsv(ctx, r.chartId, executor, run.signal);
  else Object.assign(content, await chartText(ctx, r.chartId, executor, run.signal));
  return content;
}
