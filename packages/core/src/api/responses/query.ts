import { z } from 'zod';
import { supersetErrorSchema } from '../../errors.ts';
import { itemResponse, listResponse, userRef } from './common.ts';

/** A stored query as SQL Lab's client sees it (docs/api.md §2.11 QueryDict); `id` is the client_id. */
export const queryDict = z.object({
  changed_on: z.string(),
  dbId: z.number(),
  db: z.string(),
  endDttm: z.number().nullable(),
  errorMessage: z.string().nullable(),
  executedSql: z.string().nullable(),
  id: z.string(),
  queryId: z.number(),
  limit: z.number().nullable(),
  limitingFactor: z.string(),
  progress: z.number(),
  rows: z.number().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  ctas: z.boolean(),
  serverId: z.number(),
  sql: z.string().nullable(),
  sqlEditorId: z.string().nullable(),
  startDttm: z.number().nullable(),
  state: z.string(),
  tab: z.string().nullable(),
  tempSchema: z.string().nullable(),
  tempTable: z.string().nullable(),
  userId: z.number().nullable(),
  /** The user's label ("First Last", else the username). */
  user: z.string().nullable(),
  resultsKey: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** What the run stored beside its state: its SIP-40 errors when it failed, progress text ... */
  extra: z.looseObject({ errors: z.array(supersetErrorSchema).optional() }),
});
export type QueryDict = z.infer<typeof queryDict>;

/** A row of `GET /api/v1/query/` (docs/api.md §2.14 list_columns); times are epoch-ms floats. */
export const queryListItem = z.object({
  id: z.number(),
  changed_on: z.string(),
  client_id: z.string(),
  /** Partial: `columns=` may pick nested fields (`database.database_name`). */
  database: z.object({ id: z.number(), database_name: z.string() }).partial(),
  executed_sql: z.string().nullable(),
  error_message: z.string().nullable(),
  limit: z.number().nullable(),
  limiting_factor: z.string(),
  progress: z.number(),
  rows: z.number().nullable(),
  schema: z.string().nullable(),
  select_as_cta: z.boolean(),
  sql: z.string().nullable(),
  sql_editor_id: z.string().nullable(),
  sql_tables: z.array(z.unknown()),
  status: z.string(),
  tab_name: z.string().nullable(),
  user: userRef.nullable(),
  start_time: z.number().nullable(),
  start_running_time: z.number().nullable(),
  end_time: z.number().nullable(),
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
  results_key: z.string().nullable(),
});
export type QueryListItem = z.infer<typeof queryListItem>;
export const queryListResponse = listResponse(queryListItem);
export type QueryListResponse = z.infer<typeof queryListResponse>;

/** `GET /api/v1/query/<pk>` result (docs/api.md §2.14). */
export const queryItem = z.object({
  id: z.number(),
  changed_on: z.string(),
  client_id: z.string(),
  database: z.object({ id: z.number() }),
  end_result_backend_time: z.number().nullable(),
  end_time: z.number().nullable(),
  error_message: z.string().nullable(),
  executed_sql: z.string().nullable(),
  limit: z.number().nullable(),
  progress: z.number(),
  results_key: z.string().nullable(),
  rows: z.number().nullable(),
  schema: z.string().nullable(),
  select_as_cta: z.boolean(),
  select_as_cta_used: z.boolean(),
  select_sql: z.string().nullable(),
  sql: z.string().nullable(),
  sql_editor_id: z.string().nullable(),
  start_running_time: z.number().nullable(),
  start_time: z.number().nullable(),
  status: z.string(),
  tab_name: z.string().nullable(),
  tmp_schema_name: z.string().nullable(),
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type QueryItem = z.infer<typeof queryItem>;
export const queryItemResponse = itemResponse(queryItem);
export type QueryItemResponse = z.infer<typeof queryItemResponse>;

/** `GET /api/v1/query/updated_since`: the caller's queries changed since a time. */
export const queryUpdatedSinceResponse = z.object({ result: z.array(queryDict) });
export type QueryUpdatedSinceResponse = z.infer<typeof queryUpdatedSinceResponse>;
