import { z } from 'zod';
import { queryFilterSchema } from '../chart-data.ts';

/** Request arguments of the datasource API (docs/api.md §2.10). */

/** Query string of `POST /datasource/samples`. */
export const samplesQuerySchema = z.object({
  datasource_type: z.string(),
  datasource_id: z.coerce.number().int().min(0),
  force: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(1000),
  dashboard_id: z.coerce.number().int().optional(),
});
export type SamplesQuery = z.infer<typeof samplesQuerySchema>;

/** Body of `POST /datasource/samples`: drill-to-detail filters, none for plain samples. */
export const samplesBodySchema = z.object({
  filters: z.array(queryFilterSchema).optional().nullable(),
  granularity: z.string().optional().nullable(),
  time_range: z.string().optional().nullable(),
  extras: z.record(z.string(), z.unknown()).optional().nullable(),
});
export type SamplesBody = z.infer<typeof samplesBodySchema>;
