import type { ControlValidator } from '../contract.ts';

/** The row cap when the deployment configures none (docs/charts.md §5). */
export const DEFAULT_MAX_ROW_LIMIT = 100000;

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Metrics, x-axis and entity controls: "cannot be empty" for null, "" or []. */
export const validateNonEmpty: ControlValidator = (value) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)
    ? 'cannot be empty'
    : false;

/** "is expected to be an integer" unless blank or an integer (numeric strings accepted). */
export const validateInteger: ControlValidator = (value) => {
  if (isBlank(value)) return false;
  return Number.isInteger(Number(value)) ? false : 'is expected to be an integer';
};

/** "is expected to be a number" unless blank or numeric. */
export const validateNumber: ControlValidator = (value) => {
  if (isBlank(value)) return false;
  return Number.isNaN(Number(value)) ? 'is expected to be a number' : false;
};

/** "Value cannot exceed <max>" for numbers above `max`. */
export function validateMaxValue(max: number): ControlValidator {
  return (value) => (!isBlank(value) && Number(value) > max ? `Value cannot exceed ${max}` : false);
}

/** Row limits: an integer not above the configured row cap (default 100000). */
export const validateRowLimit: ControlValidator = (value, context) =>
  validateInteger(value, context) ||
  validateMaxValue(context.config?.sqlMaxRow ?? DEFAULT_MAX_ROW_LIMIT)(value, context);
