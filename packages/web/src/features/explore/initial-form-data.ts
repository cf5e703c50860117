import type { ExploreContext } from '../../api/explore-api.ts';
import { DEFAULT_VIZ_TYPE, switchVizType } from './explore-form-data.ts';
import type { ExploreUrlParams } from './explore-url.ts';

/**
 * The form data explore opens with: the URL's own form data, else the bootstrap's (saved chart,
 * permalink or dataset); a `viz_type` parameter switches the type; new charts default to a table.
 */
export function initialFormData(context: ExploreContext, params: ExploreUrlParams): Record<string, unknown> {
  const base: Record<string, unknown> = { ...(params.formData ?? context.form_data) };
  if (!base.datasource && typeof context.form_data.datasource === 'string') base.datasource = context.form_data.datasource;
  if (context.slice && base.slice_id === undefined) base.slice_id = context.slice.slice_id;
  const vizType = params.vizType ?? (typeof base.viz_type === 'string' && base.viz_type ? base.viz_type : DEFAULT_VIZ_TYPE);
  return vizType === base.viz_type ? base : switchVizType(base, vizType);
}
