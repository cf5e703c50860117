import { DEFAULT_MAX_ROW_LIMIT, validateMaxValue } from '@sightline/viz';
import type { AnyChartPlugin, Control, ControlContext, ControlValidator } from '@sightline/viz';
import type { ExploreDatasource } from '../../api/explore-api.ts';
import { allControls } from './explore-form-data.ts';

/** Orderby entries must be JSON `[column, ascending]` (docs/charts.md §5). */
export const validateOrderBy: ControlValidator = (value) => {
  const entries = Array.isArray(value) ? value : value == null || value === '' ? [] : [value];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    try {
      JSON.parse(entry);
    } catch {
      return 'Found invalid orderby options';
    }
  }
  return false;
};

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOR = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i;

/** Whether a colour string is a valid hex or rgb()/rgba() colour. */
export function isValidColor(value: string): boolean {
  return HEX_COLOR.test(value.trim()) || RGB_COLOR.test(value.trim());
}

/** Colours accept only hex or rgb strings: 'Invalid color' (docs/charts.md §5). */
export const validateColor: ControlValidator = (value) => {
  if (value === null || value === undefined || value === '' || typeof value === 'object')
    return false;
  return typeof value === 'string' && isValidColor(value) ? false : 'Invalid color';
};

/** Opacity lies between 0 and 1 (docs/charts.md §5). */
export const validateOpacity: ControlValidator = (value) => {
  if (value === null || value === undefined || value === '') return false;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? false : 'Opacity must be between 0 and 1';
};

/** Validators the web adds to the chart's own, by control name or kind. */
function extraValidators(control: Control): ControlValidator[] {
  const extra: ControlValidator[] = [];
  if (control.name === 'order_by_cols' || control.name === 'orderby') extra.push(validateOrderBy);
  if (control.type === 'ColorPickerControl') extra.push(validateColor);
  if (control.name === 'opacity') extra.push(validateOpacity);
  else if (
    (control.type === 'NumberControl' || control.type === 'SliderControl') &&
    control.max !== undefined
  ) {
    extra.push(validateMaxValue(control.max));
  }
  return extra;
}

/** The value a control shows: the form data's, else the chart type's default. */
export function controlValue(control: Control, formData: Record<string, unknown>): unknown {
  const value = formData[control.name];
  return value === undefined ? control.default : value;
}

/** The form data with every control default filled in under the set values (what visibility rules read). */
export function withControlDefaults(
  plugin: AnyChartPlugin,
  formData: Record<string, unknown>,
): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const control of allControls(plugin))
    if (control.default !== undefined) filled[control.name] = control.default;
  for (const [key, value] of Object.entries(formData)) if (value !== undefined) filled[key] = value;
  return filled;
}

/** The context validators and visibility rules see. */
export function controlContext(
  plugin: AnyChartPlugin,
  formData: Record<string, unknown>,
  datasource: ExploreDatasource | null,
  sqlMaxRow = DEFAULT_MAX_ROW_LIMIT,
): ControlContext {
  return {
    formData: withControlDefaults(plugin, formData),
    datasource: datasource
      ? {
          columns: datasource.columns.map((c) => ({
            column_name: c.column_name,
            is_dttm: Boolean(c.is_dttm),
            type_generic: c.type_generic ?? null,
          })),
        }
      : undefined,
    config: { sqlMaxRow },
  };
}

/** Whether a control shows for the current form data. */
export function isControlVisible(control: Control, context: ControlContext): boolean {
  return control.visibility ? control.visibility(context) : true;
}

/** The error messages of one control's value. */
export function controlErrors(control: Control, value: unknown, context: ControlContext): string[] {
  const validators = [...(control.validators ?? []), ...extraValidators(control)];
  return validators
    .map((validate) => validate(value, context))
    .filter((message): message is string => Boolean(message));
}

/** Errors of every visible control, by control name (controls without errors are left out). */
export function validateControls(
  plugin: AnyChartPlugin,
  formData: Record<string, unknown>,
  context: ControlContext,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const control of allControls(plugin)) {
    if (!isControlVisible(control, context)) continue;
    const messages = controlErrors(control, controlValue(control, formData), context);
    if (messages.length > 0) errors[control.name] = messages;
  }
  return errors;
}
