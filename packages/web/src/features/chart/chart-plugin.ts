import type { ChartDataRequest } from '@sightline/core';
import { getChartPlugin } from '@sightline/viz';
import type { AnyChartPlugin, ChartOwnState, QueryFormData } from '@sightline/viz';

/** Form data run through its chart type: the plugin, the parsed form data and the request, or why not. */
export type BuiltChart =
  | { ok: true; plugin: AnyChartPlugin; formData: QueryFormData; request: ChartDataRequest }
  | { ok: false; plugin: AnyChartPlugin | undefined; error: string };

function zodMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)) {
    return error.issues
      .map(
        (issue: { path?: unknown[]; message?: string }) =>
          `${(issue.path ?? []).join('.') || 'form data'}: ${issue.message ?? 'invalid'}`,
      )
      .join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}

/** Parses raw form data with its chart type's schema (defaults filled) and builds the chart data request. */
export function buildChart(
  rawFormData: Record<string, unknown>,
  ownState?: ChartOwnState,
): BuiltChart {
  const vizType = String(rawFormData.viz_type ?? '');
  const plugin = getChartPlugin(vizType);
  if (!plugin)
    return { ok: false, plugin: undefined, error: `Unknown chart type: ${vizType || '(none)'}` };
  const parsed = plugin.formDataSchema.safeParse(rawFormData);
  if (!parsed.success) return { ok: false, plugin, error: zodMessage(parsed.error) };
  try {
    const formData = parsed.data as QueryFormData;
    return { ok: true, plugin, formData, request: plugin.buildQuery(formData, { ownState }) };
  } catch (err) {
    return { ok: false, plugin, error: err instanceof Error ? err.message : String(err) };
  }
}

/** What identifies a query: a change of form data that does not change it re-renders without re-querying. */
export function queryKey(request: ChartDataRequest): string {
  return JSON.stringify({ datasource: request.datasource, queries: request.queries });
}

/** The request with another result type and format (results, samples, query, CSV ...). */
export function withResult(
  request: ChartDataRequest,
  resultType: NonNullable<ChartDataRequest['result_type']>,
  resultFormat: NonNullable<ChartDataRequest['result_format']> = 'json',
): ChartDataRequest {
  return { ...request, result_type: resultType, result_format: resultFormat };
}
