import { getChartPlugin } from '@sightline/viz';
import type { DatasourceData } from '@sightline/core';
import type { DatasourceColumn, ExploreContext } from '../../api/explore-api.ts';
import { DEFAULT_VIZ_TYPE, switchVizType } from './explore-form-data.ts';
import type { ExploreUrlParams } from './explore-url.ts';

/**
 * The form data explore opens with: the URL's own form data, else the bootstrap's (saved chart,
 * permalink or dataset); a `viz_type` parameter switches the type; new charts default to a table.
 * Keys of an older chart type are rewritten first (the plugin's `migrateFormData`).
 */
export function initialFormData(
  context: Pick<ExploreContext, 'form_data' | 'slice' | 'dataset'>,
  params: ExploreUrlParams,
): Record<string, unknown> {
  const base: Record<string, unknown> = { ...(params.formData ?? context.form_data) };
  if (!base.datasource && typeof context.form_data.datasource === 'string')
    base.datasource = context.form_data.datasource;
  if (context.slice && base.slice_id === undefined) base.slice_id = context.slice.slice_id;
  const vizType =
    params.vizType ??
    (typeof base.viz_type === 'string' && base.viz_type ? base.viz_type : DEFAULT_VIZ_TYPE);
  const migrated = getChartPlugin(String(base.viz_type ?? ''))?.migrateFormData?.(base) ?? base;
  const typed = vizType === migrated.viz_type ? migrated : switchVizType(migrated, vizType);
  return withTimeColumnFilled(withXAxisFromGranularity(typed), context.dataset);
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * Charts saved before generic chart axes have `granularity_sqla` and no `x_axis`; as Superset's
 * x-axis control does, the time column becomes the x-axis when explore opens them, so the required
 * control is filled and the chart runs.
 */
export function withXAxisFromGranularity(
  formData: Record<string, unknown>,
): Record<string, unknown> {
  const hasXAxisControl = getChartPlugin(
    String(formData.viz_type ?? ''),
  )?.controlPanel.sections.some((s) => s.controls.some((c) => c.name === 'x_axis'));
  const granularity = formData.granularity_sqla;
  if (
    !hasXAxisControl ||
    !isEmpty(formData.x_axis) ||
    typeof granularity !== 'string' ||
    !granularity
  )
    return formData;
  return { ...formData, x_axis: granularity };
}

/** What the default time column is chosen from: the dataset's main one and its columns. */
type TimeColumns = Partial<Pick<DatasourceData, 'main_dttm_col'>> & {
  columns: Pick<DatasourceColumn, 'column_name' | 'is_dttm'>[];
};

/** Superset's `defaultTemporalColumn`: the chart's time column, else the dataset's main one, else its first. */
export function defaultTemporalColumn(
  formData: Record<string, unknown>,
  dataset: TimeColumns | undefined,
): string | undefined {
  if (typeof formData.granularity_sqla === 'string' && formData.granularity_sqla)
    return formData.granularity_sqla;
  if (dataset?.main_dttm_col) return dataset.main_dttm_col;
  return dataset?.columns.find((c) => c.is_dttm)?.column_name;
}

/**
 * Controls marked `fillsWithTimeColumn` (box plot's "Distribute across") take the default time
 * column when empty, as Superset's control `initialValue` does.
 */
export function withTimeColumnFilled(
  formData: Record<string, unknown>,
  dataset: TimeColumns | undefined,
): Record<string, unknown> {
  const controls = getChartPlugin(String(formData.viz_type ?? ''))?.controlPanel.sections.flatMap(
    (s) => s.controls.filter((c) => c.fillsWithTimeColumn && isEmpty(formData[c.name])),
  );
  const column = defaultTemporalColumn(formData, dataset);
  if (!controls?.length || !column) return formData;
  const next = { ...formData };
  for (const control of controls) next[control.name] = control.isMulti ? [column] : column;
  return next;
}
