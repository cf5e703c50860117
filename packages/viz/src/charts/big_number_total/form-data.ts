import { metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  conditionalFormattingRuleSchema,
  kpiTextFields,
  kpiTimeFormatFields,
  numberFormatFields,
} from '../../form-data/fields.ts';
import { baseFormDataSchema, withDefault } from '../../query/form-data.ts';

/** Form data of `big_number_total` (docs/chart-types.md §4.C); defaults live here only. */
export const bigNumberTotalFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('big_number_total'),
  metric: metricRefSchema.nullish(),
  ...kpiTextFields,
  /** The caption before Superset named it `subtitle`; shown when `subtitle` is empty. */
  subheader: z.string().nullish(),
  ...numberFormatFields,
  ...kpiTimeFormatFields,
  conditional_formatting: withDefault(z.array(conditionalFormattingRuleSchema), []),
});
export type BigNumberTotalFormData = z.infer<typeof bigNumberTotalFormDataSchema>;
