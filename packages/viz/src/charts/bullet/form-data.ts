import { metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { baseFormDataSchema, withDefault } from '../../query/form-data.ts';

/** Comma-separated text, as the legacy bullet saves its ranges and markers. */
const commaText = withDefault(z.union([z.string(), z.number()]).transform(String), '');

/** Form data of the legacy `bullet` (docs/chart-types.md §4.C), the saved nvd3 keys; defaults live here only. */
export const bulletFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('bullet'),
  metric: metricRefSchema.nullish(),
  ranges: commaText,
  range_labels: commaText,
  markers: commaText,
  marker_labels: commaText,
  marker_lines: commaText,
  marker_line_labels: commaText,
});
export type BulletFormData = z.infer<typeof bulletFormDataSchema>;
