import { getChartPlugin } from '@sightline/viz';
import type { ExploreContext } from '../../api/explore-api.ts';
import { DEFAULT_VIZ_TYPE, switchVizType } from './explore-form-data.ts';
import type { ExploreUrlParams } from './explore-url.ts';

/**
 * The form data explore opens with: the URL's own form data, else the bootstrap's (saved chart,
 * permalink or dataset); a `viz_type` parameter switches the type; new charts default to a table.
 */
export function initialFormData(
  context: ExploreContext,
  params: ExploreUrlParams,
): Record<string, unknown> {
  const base: Record<string, unknown> = { ...(params.formData ?? context.form_data) };
  if (!base.datasource && typeof context.form_data.datasource === 'string')
    base.datasource = context.form_data.datasource;
  if (context.slice && base.slice_id === undefined) base.slice_id = context.slice.slice_id;
  const vizType =
    params.vizType ??
    (typeof base.viz_type === 'string' && base.viz_type ? base.viz_type : DEFAULT_VIZ_TYPE);
  return withXAxisFromGranularity(vizType === base.viz_type ? base : switchVizType(base, vizType));
}

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
  const isEmpty =
    formData.x_axis === undefined || formData.x_axis === null || formData.x_axis === '';
  if (!hasXAxisControl || !isEmpty || typeof granularity !== 'string' || !granularity)
    return formData;
  return { ...formData, x_axis: granularity };
}
