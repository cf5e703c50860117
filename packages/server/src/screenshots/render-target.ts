import { randomBytes } from 'node:crypto';
import type { DashboardPermalinkState, DataMaskMap } from '@sightline/core';
import { visibleChart } from '../commands/chart/chart-access.ts';
import { visibleDashboard } from '../commands/dashboard/dashboard-access.ts';
import {
  createDashboardPermalink,
  getDashboardPermalink,
} from '../commands/dashboard/dashboard-permalink.ts';
import { repos } from '../commands/repos.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { CurrentUser } from '../security/current-user.ts';
import type { ChartScope } from './page-state.ts';

/** One page a render opens and photographs. */
export interface RenderTarget {
  path: string;
  scope: ChartScope;
}

/** What to render, as the report executor and the thumbnail jobs ask for it. */
export interface RenderRequest {
  kind: 'chart' | 'dashboard';
  id: number;
  /** Dashboard tab ids: one image (one PDF page) per tab; none = the dashboard as it opens. */
  tabs?: string[];
  /**
   * The dashboard's native filter state: a data mask map (`{filterId: {filterState, extraFormData}}`)
   * or Superset's report list `[{nativeFilterId, filterType, columnName, filterValues}]`.
   */
  nativeFilters?: unknown;
  /** A dashboard permalink to open instead (its state wins over `tabs` and `nativeFilters`). */
  permalinkKey?: string;
}

const DASHBOARD_SCOPE = {
  root: '[data-test="dashboard-page"]',
  chart: '[data-test="dashboard-chart"]',
  title: '[data-test="dashboard-chart-title"]',
  growViewport: true,
};

/** Superset's report list of native filters as a data mask map; a map is taken as it is. */
export function dataMaskOf(nativeFilters: unknown): DataMaskMap {
  if (!nativeFilters) return {};
  if (!Array.isArray(nativeFilters)) {
    if (typeof nativeFilters === 'object') return nativeFilters as DataMaskMap;
    throw new AppError(422, 'nativeFilters must be a data mask map or a list of filters');
  }
  const masks: DataMaskMap = {};
  for (const f of nativeFilters as Record<string, unknown>[]) {
    const id = typeof f?.nativeFilterId === 'string' ? f.nativeFilterId : null;
    const col = typeof f?.columnName === 'string' ? f.columnName : null;
    if (!id || !col)
      throw new AppError(422, 'Each native filter needs nativeFilterId and columnName');
    const values = Array.isArray(f.filterValues) ? f.filterValues : [f.filterValues];
    masks[id] = {
      id,
      filterState: { value: values },
      extraFormData: { filters: [{ col, op: 'IN', val: values }] },
    } as DataMaskMap[string];
  }
  return masks;
}

/** The TAB ids from the layout's root down to `tabId` (a nested tab needs its parents open). */
function tabPath(positionJson: string | null, tabId: string): string[] | null {
  let layout: Record<string, { type?: string; parents?: string[] }> = {};
  try {
    layout = JSON.parse(positionJson ?? '{}') as typeof layout;
  } catch {
    return null;
  }
  const node = layout[tabId];
  if (node?.type !== 'TAB') return null;
  return [...(node.parents ?? []).filter((p) => layout[p]?.type === 'TAB'), tabId];
}

/**
 * The pages of a render, checked as the executor: a chart or dashboard they cannot read is a 404,
 * as it is for them in the app. Dashboard state (tabs, filters) travels as a permalink, as in
 * Superset's reports, so the page opens exactly in that state.
 */
export async function renderTargets(
  ctx: AppContext,
  req: RenderRequest,
  executor: CurrentUser,
): Promise<RenderTarget[]> {
  const r = repos(ctx);
  if (req.kind === 'chart') {
    const chart = await visibleChart(r, req.id, executor);
    return [
      {
        path: `/explore/?slice_id=${chart.id}&standalone=3`,
        scope: {
          root: '[data-test="explore-standalone"]',
          chart: '[data-test="chart-container"]',
          title: null,
          label: chart.sliceName,
          growViewport: false,
        },
      },
    ];
  }
  const dashboard = await visibleDashboard(r, req.id, executor);
  const scope = { ...DASHBOARD_SCOPE, label: dashboard.dashboardTitle };
  if (req.permalinkKey) {
    const value = await getDashboardPermalink(r, req.permalinkKey, executor);
    if (!value || value.dashboardId !== dashboard.uuid) throw new AppError(404, 'Not found');
    return [{ path: `/superset/dashboard/p/${req.permalinkKey}/?standalone=3`, scope }];
  }
  const dataMask = dataMaskOf(req.nativeFilters);
  const hasFilters = Object.keys(dataMask).length > 0;
  const tabs = req.tabs ?? [];
  const invalid = tabs.filter((t) => !tabPath(dashboard.positionJson, t));
  if (invalid.length) throw new AppError(422, `Invalid tab ids: ${invalid.join(', ')}`);
  const states: DashboardPermalinkState[] = tabs.length
    ? tabs.map((t) => ({ dataMask, activeTabs: tabPath(dashboard.positionJson, t) }))
    : hasFilters
      ? [{ dataMask, activeTabs: [] }]
      : [];
  if (states.length === 0)
    return [{ path: `/superset/dashboard/${dashboard.id}/?standalone=3`, scope }];
  const targets: RenderTarget[] = [];
  for (const state of states) {
    const key = await createDashboardPermalink(r, String(dashboard.id), state, executor);
    targets.push({ path: `/superset/dashboard/p/${key}/?standalone=3`, scope });
  }
  return targets;
}

/** A session cookie value for the executor, the same token a login sets (never a password). */
export async function executorSession(ctx: AppContext, user: CurrentUser): Promise<string> {
  return ctx.tokens.sign(
    {
      sub: String(user.id),
      type: 'session',
      sid: randomBytes(16).toString('base64url'),
      tv: user.tokenVersion,
    },
    600,
  );
}
