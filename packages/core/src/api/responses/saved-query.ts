import { z } from 'zod';
import { itemResponse, jsonObject, listResponse, savedResponse, userRef } from './common.ts';

const database = z.object({ database_name: z.string(), id: z.number() });

/** A row of `GET /api/v1/saved_query/` (docs/api.md §2.14 list_columns). */
export const savedQueryListItem = z.object({
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: userRef.nullable(),
  created_on: z.string(),
  created_by: userRef.nullable(),
  /** Partial: `columns=` may pick nested fields (`database.database_name`). */
  database: database.partial(),
  db_id: z.number(),
  description: z.string().nullable(),
  extra: jsonObject,
  id: z.number(),
  label: z.string(),
  last_run_delta_humanized: z.string().nullable(),
  rows: z.number().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  sql_tables: z.array(z.unknown()),
  tags: z.array(z.unknown()),
});
export type SavedQueryListItem = z.infer<typeof savedQueryListItem>;
export const savedQueryListResponse = listResponse(savedQueryListItem);
export type SavedQueryListResponse = z.infer<typeof savedQueryListResponse>;

/** `GET /api/v1/saved_query/<pk>` result (docs/api.md §2.14). */
export const savedQueryItem = z.object({
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: userRef.nullable(),
  created_by: userRef.nullable(),
  database,
  description: z.string().nullable(),
  id: z.number(),
  label: z.string(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  sql_tables: z.array(z.unknown()),
  template_parameters: z.string().nullable(),
  extra_json: z.string().nullable(),
});
export type SavedQueryItem = z.infer<typeof savedQueryItem>;
export const savedQueryItemResponse = itemResponse(savedQueryItem);
export type SavedQueryItemResponse = z.infer<typeof savedQueryItemResponse>;

/** The fields of a saved query as sent (JSON objects in template_parameters/extra_json as text). */
export const savedQueryBody = z.object({
  db_id: z.number().optional(),
  label: z.string().optional(),
  description: z.string().nullable().optional(),
  catalog: z.string().nullable().optional(),
  schema: z.string().nullable().optional(),
  sql: z.string().nullable().optional(),
  template_parameters: z.string().nullable().optional(),
  extra_json: z.string().nullable().optional(),
});
/** `POST /api/v1/saved_query/`. */
export const savedQueryCreatedResponse = savedResponse(savedQueryBody);
export type SavedQueryCreatedResponse = z.infer<typeof savedQueryCreatedResponse>;
/** `PUT /api/v1/saved_query/<pk>`: the body as stored (no id, as Superset answers). */
export const savedQueryUpdatedResponse = z.object({ result: savedQueryBody });
export type SavedQueryUpdatedResponse = z.infer<typeof savedQueryUpdatedResponse>;
