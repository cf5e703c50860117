import { dataMaskMapSchema, decodeRisonOrJson } from '@sightline/core';
import type { DataMaskMap } from '@sightline/core';

/** The dashboard URL parameters read on load (docs/dashboards.md §2, docs/api.md page routes). */
export interface DashboardUrlParams {
  /** 0 none, 1 hide navigation, 2 hide navigation and title, 3 report. */
  standalone: 0 | 1 | 2 | 3;
  hideTitle: boolean;
  hideTab: boolean;
  hideNav: boolean;
  hideChartControls: boolean;
  editMode: boolean;
  focusedChart: number | null;
  /** Native filter state passed through untouched for the filter bar. */
  nativeFiltersKey: string | null;
  nativeFilters: string | null;
  permalinkKey: string | null;
}

const UI_HIDE_TITLE = 1;
const UI_HIDE_TAB = 2;
const UI_HIDE_NAV = 4;
const UI_HIDE_CHART_CONTROLS = 8;

/** Reads the dashboard parameters of a query string; unknown or out-of-range values fall back to defaults. */
export function parseDashboardUrl(search: string): DashboardUrlParams {
  const params = new URLSearchParams(search);
  const raw = Number(params.get('standalone') ?? 0);
  const standalone = (
    Number.isInteger(raw) && raw >= 0 && raw <= 3 ? raw : 0
  ) as DashboardUrlParams['standalone'];
  const uiRaw = Number(params.get('uiConfig') ?? 0);
  const ui = Number.isInteger(uiRaw) && uiRaw > 0 ? uiRaw : 0;
  const focused = Number(params.get('focused_chart'));
  return {
    standalone,
    hideTitle: standalone >= 2 || (ui & UI_HIDE_TITLE) !== 0,
    hideTab: (ui & UI_HIDE_TAB) !== 0,
    hideNav: standalone >= 1 || (ui & UI_HIDE_NAV) !== 0,
    hideChartControls: standalone === 3 || (ui & UI_HIDE_CHART_CONTROLS) !== 0,
    editMode: params.get('edit') === 'true',
    focusedChart: Number.isInteger(focused) && focused > 0 ? focused : null,
    nativeFiltersKey: params.get('native_filters_key'),
    nativeFilters: params.get('native_filters'),
    permalinkKey: params.get('permalink_key'),
  };
}

/** The query parameters a dashboard permalink keeps (urlParams of the permalink state). */
export function permalinkUrlParams(search: string): [string, string][] {
  const kept = [
    'standalone',
    'uiConfig',
    'native_filters_key',
    'focused_chart',
    'show_filters',
    'expand_filters',
  ];
  return [...new URLSearchParams(search).entries()].filter(([key]) => kept.includes(key));
}

/**
 * The data masks preselected by a `native_filters` URL parameter (rison or JSON of the data mask
 * map); an unreadable value preselects nothing.
 */
export function urlDataMasks(nativeFilters: string | null): DataMaskMap {
  if (!nativeFilters) return {};
  try {
    const parsed = dataMaskMapSchema.safeParse(decodeRisonOrJson(nativeFilters));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** A query string with `native_filters_key` set to `key`, the other parameters kept in order. */
export function withNativeFiltersKey(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.set('native_filters_key', key);
  return `?${params.toString()}`;
}

/** The data masks stored under a native_filters_key (the JSON `value` of filter_state); unreadable text gives {}. */
export function filterStateDataMasks(value: string | undefined): DataMaskMap {
  if (!value) return {};
  try {
    const parsed = dataMaskMapSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
