import { z } from 'zod';
import { jsonString } from '../../json-text.ts';

/**
 * Request bodies of the chart API (docs/api.md §2.2). The server parses with them and refuses
 * unknown keys, as marshmallow does; the web types its mutation arguments with their input types.
 */

const MAX_INT = 2_147_483_647;
/** Datasource types a chart may name (docs/api.md §1.10). */
export const CHART_DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

/** JSON text fields: Superset's validate_json, plus the nesting limit. */
const jsonText = jsonString;
const int = z.number().int().min(-MAX_INT).max(MAX_INT);
const ids = z.array(z.number().int());
const datasourceType = z.enum(CHART_DATASOURCE_TYPES);

/** Body of `POST /api/v1/chart/`. */
export const chartCreateSchema = z.strictObject({
  slice_name: z.string().min(1).max(250),
  datasource_id: z.number().int(),
  datasource_type: datasourceType,
  viz_type: z.string().max(250).optional(),
  params: jsonText.nullable().optional(),
  query_context: jsonText.nullable().optional(),
  query_context_generation: z.boolean().nullable().optional(),
  description: z.string().nullable().optional(),
  owners: ids.optional(),
  dashboards: ids.optional(),
  cache_timeout: int.nullable().optional(),
  datasource_name: z.string().max(2000).nullable().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.uuid().optional(),
});
export type ChartCreate = z.infer<typeof chartCreateSchema>;

/** Body of `PUT /api/v1/chart/<pk>`: every field optional; `tags` is accepted and ignored. */
export const chartUpdateSchema = z.strictObject({
  slice_name: z.string().min(1).max(250).optional(),
  datasource_id: z.number().int().nullable().optional(),
  datasource_type: datasourceType.nullable().optional(),
  viz_type: z.string().max(250).nullable().optional(),
  params: jsonText.nullable().optional(),
  query_context: jsonText.nullable().optional(),
  query_context_generation: z.boolean().nullable().optional(),
  description: z.string().nullable().optional(),
  owners: ids.optional(),
  dashboards: ids.optional(),
  tags: ids.optional(),
  cache_timeout: int.nullable().optional(),
  datasource_name: z.string().max(2000).nullable().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
});
export type ChartUpdate = z.infer<typeof chartUpdateSchema>;
