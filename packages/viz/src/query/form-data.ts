import { columnRefSchema, queryFilterSchema } from '@sightline/core';
import { z } from 'zod';

/**
 * `schema`, where a missing or null saved value becomes `fallback`. Reading a control default is
 * `schema.safeParse(undefined)`, so defaults live only in the form-data schemas.
 */
export function withDefault<S extends z.ZodType>(schema: S, fallback: z.output<S>) {
  return schema.nullish().transform((value) => (value ?? fallback) as z.output<S>);
}

function toNumberOrUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  const n = Number(value);
  // Superset omits non-numeric limits rather than failing, so they fall back to the default.
  return Number.isNaN(n) ? undefined : n;
}

/** A number that may have been saved as a numeric string ("10000"); blank or non-numeric strings count as missing. */
export const numberLike = z.preprocess(toNumberOrUndefined, z.number().nullish());

/** An integer that may have been saved as a numeric string. */
export const integerLike = z.preprocess(toNumberOrUndefined, z.number().int().nullish());

/** `numberLike` with a fallback for missing values. */
export function numberWithDefault(fallback: number) {
  return numberLike.transform((value) => value ?? fallback);
}

/** `integerLike` with a fallback for missing values. */
export function integerWithDefault(fallback: number) {
  return integerLike.transform((value) => value ?? fallback);
}

/** An adhoc filter as saved in form data: SIMPLE `{subject, operator, comparator}` or SQL `{sqlExpression}`. */
export const adhocFilterSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.string().nullish(),
  subject: columnRefSchema.nullish(),
  operator: z.string().nullish(),
  comparator: z.unknown().optional(),
  sqlExpression: z.string().nullish(),
  isExtra: z.boolean().nullish(),
});
export type AdhocFilter = z.infer<typeof adhocFilterSchema>;

/** The extra form data a dashboard folds from native filters and cross-filters (docs/query-object.md §1.4). */
export const extraFormDataSchema = z.looseObject({
  filters: z.array(queryFilterSchema).optional(),
  adhoc_filters: z.array(adhocFilterSchema).optional(),
  interactive_groupby: z.array(columnRefSchema).optional(),
  interactive_highlight: z.array(z.unknown()).optional(),
  interactive_drilldown: z.array(z.unknown()).optional(),
  custom_form_data: z.record(z.string(), z.unknown()).optional(),
  granularity: z.string().optional(),
  granularity_sqla: z.string().optional(),
  time_column: z.string().optional(),
  time_grain: z.string().optional(),
  time_range: z.string().optional(),
  time_compare: z.string().optional(),
  relative_start: z.string().optional(),
  relative_end: z.string().optional(),
  time_grain_sqla: z.string().optional(),
});
export type ExtraFormData = z.infer<typeof extraFormDataSchema>;

/** Keys every chart's form data has; each chart schema extends this one. */
export const baseFormDataSchema = z.looseObject({
  datasource: z.string(),
  viz_type: z.string(),
  slice_id: z.number().nullish(),
  adhoc_filters: withDefault(z.array(adhocFilterSchema), []),
  extra_form_data: withDefault(extraFormDataSchema, {}),
  time_range: z.string().nullish(),
  granularity_sqla: z.string().nullish(),
  url_params: z.record(z.string(), z.unknown()).nullish(),
  force: z.boolean().nullish(),
  result_format: z.string().nullish(),
  result_type: z.string().nullish(),
});
export type BaseFormData = z.infer<typeof baseFormDataSchema>;
