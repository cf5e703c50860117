import { z } from 'zod';
import { jsonString } from '../../json-text.ts';
import { CHART_DATASOURCE_TYPES } from './chart.ts';

/** Request bodies of the explore API (docs/api.md §2.6). */

/** Body of `POST /api/v1/explore/permalink`: the explore state (docs/api.md §3.2). */
export const explorePermalinkStateSchema = z.strictObject({
  formData: z.record(z.string(), z.unknown()),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
  /** The chart's own state (table sorting, column widths), kept as the client sent it. */
  chartState: z.unknown().optional(),
});
export type ExplorePermalinkState = z.infer<typeof explorePermalinkStateSchema>;

/** Body of `POST` and `PUT /api/v1/explore/form_data`. */
export const exploreFormDataSchema = z.strictObject({
  datasource_id: z.number().int(),
  datasource_type: z.enum(CHART_DATASOURCE_TYPES),
  chart_id: z.number().int().nullable().optional(),
  form_data: jsonString,
});
export type ExploreFormDataInput = z.infer<typeof exploreFormDataSchema>;
