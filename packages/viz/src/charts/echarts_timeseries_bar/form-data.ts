import { z } from 'zod';
import { baseFormDataSchema } from '../../query/form-data.ts';
import { timeseriesBarFields, timeseriesFields } from '../_timeseries/form-data.ts';

// Saved bar charts that still carry the keys of Superset's NVD3 bar charts (`dist_bar`, `bar`):
// Superset's chart migrations (MigrateDistBarChart, MigrateBarChart) rewrite them into the ECharts
// bar's keys, and an export taken before that, or re-labelled `echarts_timeseries_bar` without its
// params migrated, keeps them. The same rewrite is applied on read, so such a chart draws the picture
// its keys asked for (docs/chart-types.md §4.A).

type Raw = Record<string, unknown>;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** True when the form data has the NVD3 bar keys and none of the ECharts x-axis keys. */
export function hasLegacyBarKeys(raw: Raw): boolean {
  if (isSet(raw.x_axis)) return false;
  return 'bar_stacked' in raw || 'contribution' in raw || 'show_bar_value' in raw;
}

/**
 * `dist_bar` kept its categories in `groupby` and its breakdowns in `columns`; the time-series `bar`
 * had no `columns` (its groupby were series over the time column).
 */
function isDistBar(raw: Raw): boolean {
  const fields = raw.queryFields as Raw | undefined;
  return (
    Array.isArray(raw.columns) ||
    (typeof fields === 'object' && fields !== null && 'columns' in fields)
  );
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isSet(value) ? [value] : [];

/**
 * The ECharts bar keys of form data saved with NVD3 bar keys, as Superset's migrations write them:
 * `bar_stacked` -> `stack: 'Stack'`, `contribution` -> `contributionMode: 'row'`, `show_bar_value` ->
 * `show_value`, axis labels and margins renamed; for `dist_bar` the first groupby becomes the x-axis and
 * the rest, with `columns`, the series dimensions, and the tick labels turn 45°. Keys the ECharts bar
 * already has are kept; other form data is returned unchanged.
 */
export function migrateLegacyBarFormData(raw: Raw): Raw {
  if (!hasLegacyBarKeys(raw)) return raw;
  const next: Raw = { ...raw };
  const keep = (key: string, value: unknown) => {
    if (!isSet(next[key]) && value !== undefined) next[key] = value;
  };
  if (!isSet(raw.stack)) next.stack = raw.bar_stacked ? 'Stack' : null;
  if (!isSet(raw.contributionMode)) next.contributionMode = raw.contribution ? 'row' : null;
  keep('show_value', raw.show_bar_value);
  keep('x_axis_title', raw.x_axis_label);
  keep('y_axis_title', raw.y_axis_label);
  keep('logAxis', raw.y_log_scale);
  if (typeof raw.bottom_margin === 'number') keep('x_axis_title_margin', raw.bottom_margin);
  if (typeof raw.left_margin === 'number') keep('y_axis_title_margin', raw.left_margin);
  if (isDistBar(raw)) {
    const groupby = asList(raw.groupby);
    if (groupby.length > 0) next.x_axis = groupby[0];
    next.groupby = [...groupby.slice(1), ...asList(raw.columns)];
    keep('xAxisLabelRotation', 45);
  } else if (raw.x_ticks_layout !== undefined) {
    keep('xAxisLabelRotation', raw.x_ticks_layout === '45°' ? 45 : 0);
  }
  for (const key of ['bar_stacked', 'contribution', 'show_bar_value', 'columns', 'x_ticks_layout'])
    delete next[key];
  return next;
}

const barFormDataObject = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries_bar'),
  ...timeseriesFields,
  ...timeseriesBarFields,
});

/**
 * Form data of `echarts_timeseries_bar` (docs/chart-types.md §4.A); defaults live here and in
 * _timeseries/form-data.ts. Saved NVD3 bar keys are rewritten first (legacy-form-data.ts); the object
 * shape stays readable for the control panel.
 */
export const echartsTimeseriesBarFormDataSchema = Object.assign(
  z.preprocess(
    (raw) =>
      typeof raw === 'object' && raw !== null
        ? migrateLegacyBarFormData(raw as Record<string, unknown>)
        : raw,
    barFormDataObject,
  ),
  { shape: barFormDataObject.shape },
);
export type EchartsTimeseriesBarFormData = z.infer<typeof barFormDataObject>;
