import { parseDatasourceUid } from '@sightline/core';

/** Standalone modes (docs/charts.md §2): 0 none, 1 hide navigation, 2 hide navigation and title, 3 report. */
export type StandaloneMode = 0 | 1 | 2 | 3;

/** What an explore URL asks for. */
export interface ExploreUrlParams {
  sliceId?: number;
  datasourceId?: number;
  datasourceType?: string;
  vizType?: string;
  dashboardId?: number;
  permalinkKey?: string;
  standalone: StandaloneMode;
  force: boolean;
  /** Complete form data carried in the URL (`form_data`, with viz_type and datasource). */
  formData?: Record<string, unknown>;
}

const PERMALINK_PATH = /^\/superset\/explore\/p\/([^/]+)\/?$/;

function intParam(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

function parseFormDataParam(value: string | null): Record<string, unknown> | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the explore route parameters of /explore/?... and /superset/explore/p/<key>/. */
export function parseExploreUrl(pathname: string, search: string): ExploreUrlParams {
  const params = new URLSearchParams(search);
  const standalone = intParam(params.get('standalone')) ?? 0;
  const formDataParam = parseFormDataParam(params.get('form_data'));
  const result: ExploreUrlParams = {
    standalone: (standalone >= 0 && standalone <= 3 ? standalone : 0) as StandaloneMode,
    force: params.get('force') === 'true' || params.get('force') === '1',
  };
  const permalink = PERMALINK_PATH.exec(pathname)?.[1] ?? params.get('permalink_key');
  if (permalink) result.permalinkKey = decodeURIComponent(permalink);
  // A legacy `form_data={"slice_id": N}` only names the chart; full form data has a type and a datasource.
  const sliceId =
    intParam(params.get('slice_id')) ??
    (typeof formDataParam?.slice_id === 'number' ? formDataParam.slice_id : undefined);
  if (sliceId !== undefined) result.sliceId = sliceId;
  if (
    formDataParam &&
    typeof formDataParam.viz_type === 'string' &&
    typeof formDataParam.datasource === 'string'
  ) {
    result.formData = formDataParam;
  }
  const fromFormData =
    typeof result.formData?.datasource === 'string'
      ? parseDatasourceUid(result.formData.datasource)
      : null;
  const datasourceId = intParam(params.get('datasource_id')) ?? fromFormData?.id;
  if (datasourceId !== undefined) result.datasourceId = datasourceId;
  const datasourceType = params.get('datasource_type') ?? fromFormData?.type;
  if (datasourceType) result.datasourceType = datasourceType;
  const vizType = params.get('viz_type');
  if (vizType) result.vizType = vizType;
  const dashboardId = intParam(params.get('dashboard_id'));
  if (dashboardId !== undefined) result.dashboardId = dashboardId;
  return result;
}

/** The explore URL of form data: the chart id, the standalone mode, and the form data itself. */
export function exploreUrlOf(
  formData: Record<string, unknown>,
  standalone: StandaloneMode = 0,
): string {
  const params = new URLSearchParams();
  if (typeof formData.slice_id === 'number') params.set('slice_id', String(formData.slice_id));
  if (standalone) params.set('standalone', String(standalone));
  params.set('form_data', JSON.stringify(formData));
  return `/explore/?${params.toString()}`;
}

/** What decides which chart and dataset the explore page bootstraps (a change means a new bootstrap). */
export function bootstrapIdentity(params: ExploreUrlParams): string {
  if (params.permalinkKey) return `p:${params.permalinkKey}`;
  if (params.sliceId !== undefined) return `s:${params.sliceId}`;
  return `d:${params.datasourceId ?? ''}:${params.datasourceType ?? ''}`;
}
