import { jsonString } from '@sightline/core';
import { z } from 'zod';

// Wire shapes of the chart API (docs/api.md §2.2). They belong in @sightline/core once the web client uses them.

const MAX_INT = 2_147_483_647;
/** Datasource types a chart may name (docs/api.md §1.10). */
export const CHART_DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

// JSON text fields: Superset's validate_json, plus the nesting limit (issue #13).
const jsonText = jsonString;
const int = z.number().int().min(-MAX_INT).max(MAX_INT);
const ids = z.array(z.number().int());
const datasourceType = z.enum(CHART_DATASOURCE_TYPES);

/** Body of POST /api/v1/chart/ (unknown keys are refused, as marshmallow does). */
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

/** Body of PUT /api/v1/chart/<pk>: every field optional; `tags` is accepted and ignored (no tagging). */
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

const LENGTH_MESSAGES: Record<string, string> = {
  slice_name: 'Length must be between 1 and 250.',
  viz_type: 'Length must be between 0 and 250.',
};
const TYPE_NAMES: Record<string, string> = {
  number: 'integer',
  int: 'integer',
  array: 'list',
  object: 'mapping',
};

/** Turns zod issues into marshmallow's field messages ("Missing data for required field.", "Unknown field." ...). */
export function marshmallowErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, msg: string) => (out[key] ??= []).push(msg);
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_schema';
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const k of issue.keys) add(issue.path.length ? `${key}.${k}` : k, 'Unknown field.');
        break;
      case 'invalid_type':
        if (/received undefined/.test(issue.message)) add(key, 'Missing data for required field.');
        else if (/received null/.test(issue.message)) add(key, 'Field may not be null.');
        else add(key, `Not a valid ${TYPE_NAMES[issue.expected] ?? issue.expected}.`);
        break;
      case 'too_small':
      case 'too_big':
        if (issue.origin !== 'string') add(key, 'Not a valid integer.');
        else
          add(
            key,
            LENGTH_MESSAGES[key] ??
              (issue.code === 'too_big'
                ? `Longer than maximum length ${String(issue.maximum)}.`
                : 'Shorter than minimum length 1.'),
          );
        break;
      case 'invalid_value':
        add(key, `Must be one of: ${issue.values.map(String).join(', ')}.`);
        break;
      case 'invalid_format':
        add(key, issue.format === 'uuid' ? 'Not a valid UUID.' : issue.message);
        break;
      default:
        add(key, issue.message);
    }
  }
  return out;
}
