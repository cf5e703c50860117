import { DEFAULT_NUMBER_FORMAT, columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { DEFAULT_COLOR_PICKER, rgbaColorSchema } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** What the entity column holds: a country name, an IOC code, or an ISO 3166-1 alpha-2 / alpha-3 code. */
export const COUNTRY_FIELD_TYPES = ['name', 'cioc', 'cca2', 'cca3'] as const;

/** Form data of `world_map` (docs/chart-types.md §4.K, legacy, served through /api/v1/chart/data); defaults live here only. */
export const worldMapFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('world_map'),
  entity: columnRefSchema.nullish(),
  country_fieldtype: withDefault(z.enum(COUNTRY_FIELD_TYPES), 'cca2'),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  sort_by_metric: withDefault(z.boolean(), false),
  show_bubbles: withDefault(z.boolean(), false),
  secondary_metric: metricRefSchema.nullish(),
  /** Largest bubble radius in px; saved as a string ('25'). */
  max_bubble_size: numberWithDefault(25),
  color_picker: withDefault(rgbaColorSchema, DEFAULT_COLOR_PICKER),
  color_by: withDefault(z.enum(['metric', 'country']), 'metric'),
  linear_color_scheme: withDefault(z.string(), 'superset_seq_1'),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
});
export type WorldMapFormData = z.infer<typeof worldMapFormDataSchema>;
