import type { AnyChartPlugin, Control } from '@sightline/viz';
import { getChartPlugin } from '@sightline/viz';
import type { MetricRef } from '@sightline/core';

/** The chart type of a new chart when neither the URL nor the saved chart names one. */
export const DEFAULT_VIZ_TYPE = 'table';

/** Form data keys that never change the query (explore bookkeeping). */
const KEPT_KEYS = ['datasource', 'viz_type', 'slice_id', 'url_params', 'dashboards'];

/** Every control of a plugin's panel, in panel order. */
export function allControls(plugin: AnyChartPlugin): Control[] {
  return plugin.controlPanel.sections.flatMap((section) => [...section.controls]);
}

/** The keys of a plugin's form-data schema (its object shape). */
export function schemaKeys(plugin: AnyChartPlugin): Set<string> {
  const shape =
    (plugin.formDataSchema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return new Set(Object.keys(shape));
}

/**
 * Form data for another chart type: keys the new type knows are kept, the rest dropped (a left-over
 * `metric` would otherwise join the new chart's metrics); `metric` and `metrics` carry over each other.
 */
export function switchVizType(
  formData: Record<string, unknown>,
  vizType: string,
): Record<string, unknown> {
  const plugin = getChartPlugin(vizType);
  if (!plugin) return { ...formData, viz_type: vizType };
  const keys = schemaKeys(plugin);
  const next: Record<string, unknown> = { viz_type: vizType };
  for (const [key, value] of Object.entries(formData)) {
    if (key !== 'viz_type' && (keys.has(key) || KEPT_KEYS.includes(key))) next[key] = value;
  }
  const metrics = Array.isArray(formData.metrics) ? (formData.metrics as MetricRef[]) : [];
  if (keys.has('metric') && next.metric == null && metrics.length > 0) next.metric = metrics[0];
  if (
    keys.has('metrics') &&
    (!Array.isArray(next.metrics) || next.metrics.length === 0) &&
    formData.metric != null
  ) {
    next.metrics = [formData.metric];
  }
  return next;
}

/** Names of the controls that only re-render (no new query). */
export function renderTriggerNames(plugin: AnyChartPlugin | undefined): Set<string> {
  return new Set(
    plugin
      ? allControls(plugin)
          .filter((c) => c.isRenderTrigger)
          .map((c) => c.name)
      : [],
  );
}

/** The form data a chart shows: the queried form data with the current render-only options on top. */
export function chartFormData(
  current: Record<string, unknown>,
  queried: Record<string, unknown> | null,
  plugin: AnyChartPlugin | undefined,
): Record<string, unknown> | null {
  if (!queried) return null;
  if (queried.viz_type !== current.viz_type) return queried;
  const merged = { ...queried };
  for (const name of renderTriggerNames(plugin)) {
    if (name in current) merged[name] = current[name];
    else delete merged[name];
  }
  return merged;
}

function withoutRenderTriggers(formData: Record<string, unknown>, names: Set<string>): string {
  const entries = Object.entries(formData).filter(
    ([key, value]) => !names.has(key) && value !== undefined,
  );
  entries.sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** Whether the current form data would query differently from the last run. */
export function isQueryDirty(
  current: Record<string, unknown>,
  queried: Record<string, unknown> | null,
  plugin: AnyChartPlugin | undefined,
): boolean {
  if (!queried) return true;
  const names = renderTriggerNames(plugin);
  return withoutRenderTriggers(current, names) !== withoutRenderTriggers(queried, names);
}

/** Number format a percentage-change comparison forces on the y axis (docs/charts.md §5). */
export const PERCENTAGE_CHANGE_FORMAT = '.1%';

/**
 * Rules that tie one control to another (docs/charts.md §5): the y axis format is forced to .1%
 * when the calculation type is percentage change.
 */
export function applyControlEffects(formData: Record<string, unknown>): Record<string, unknown> {
  if (
    formData.comparison_type === 'percentage' &&
    formData.y_axis_format !== PERCENTAGE_CHANGE_FORMAT
  ) {
    return { ...formData, y_axis_format: PERCENTAGE_CHANGE_FORMAT };
  }
  return formData;
}

function choiceValues(control: Control): unknown[] {
  return (control.choices ?? []).map(([value]) => value);
}

/**
 * Select controls that are not free-form drop values not among their choices (docs/charts.md §5):
 * the saved value is removed, so the chart's default applies.
 */
export function dropInvalidSelectValues(
  formData: Record<string, unknown>,
  plugin: AnyChartPlugin | undefined,
): Record<string, unknown> {
  if (!plugin) return formData;
  let next = formData;
  for (const control of allControls(plugin)) {
    if (control.type !== 'SelectControl' || control.isFreeForm || !control.choices?.length)
      continue;
    const value = formData[control.name];
    if (value === undefined || value === null) continue;
    const allowed = choiceValues(control);
    if (Array.isArray(value)) {
      const kept = value.filter((v) => allowed.includes(v));
      if (kept.length !== value.length) next = { ...next, [control.name]: kept };
    } else if (!allowed.includes(value)) {
      next = { ...next };
      delete next[control.name];
    }
  }
  return next;
}

/** Normalised form data: invalid select values dropped, control effects applied. */
export function normalizeFormData(formData: Record<string, unknown>): Record<string, unknown> {
  return applyControlEffects(
    dropInvalidSelectValues(formData, getChartPlugin(String(formData.viz_type ?? ''))),
  );
}
