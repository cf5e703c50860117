import { z } from 'zod';
import { GenericDataType } from '../../generic-types.ts';
import { jsonObject, jsonValue } from './common.ts';
import { databaseListItem } from './database.ts';
import { queryDict } from './query.ts';

/** A table of a tab's left bar (docs/api.md §2.13 TableSchema); `description` is the client's table object. */
export const tableSchemaItem = z.object({
  id: z.number(),
  tab_state_id: z.number(),
  database_id: z.number(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  table: z.string(),
  description: jsonValue,
  expanded: z.boolean(),
});
export type TableSchemaItem = z.infer<typeof tableSchemaItem>;

/** A tab as `GET /tabstateview/<id>` answers it (docs/api.md §2.12 TabState). */
export const tabStateItem = z.object({
  id: z.number(),
  user_id: z.number(),
  label: z.string(),
  active: z.boolean(),
  database_id: z.number().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  query_limit: z.number().nullable(),
  latest_query: queryDict.nullable(),
  autorun: z.boolean(),
  template_params: z.string().nullable(),
  hide_left_bar: z.boolean(),
  saved_query: z.object({ id: z.number() }).nullable(),
  table_schemas: z.array(tableSchemaItem),
  extra_json: z.string().nullable(),
});
export type TabStateItem = z.infer<typeof tabStateItem>;

/** `POST /tabstateview/` and `POST /tableschemaview/`: the new row's id. */
export const newIdResponse = z.object({ id: z.number() });
export type NewIdResponse = z.infer<typeof newIdResponse>;
/** `POST /tableschemaview/<id>/expanded`. */
export const tableSchemaExpandedResponse = z.object({ id: z.number(), expanded: z.boolean() });
export type TableSchemaExpandedResponse = z.infer<typeof tableSchemaExpandedResponse>;

/** `GET /api/v1/sqllab/`: SQL Lab's bootstrap (docs/api.md §2.11). */
export const sqllabBootstrapResponse = z.object({
  result: z.object({
    /** [id, label] of each of the user's tabs. */
    tab_state_ids: z.array(z.tuple([z.number(), z.string()])),
    active_tab: tabStateItem.nullable(),
    /** Database id → the database as listed, `allows_cost_estimate` for SQL Lab. */
    databases: z.record(z.string(), databaseListItem),
    /** client_id → query. */
    queries: z.record(z.string(), queryDict),
  }),
});
export type SqllabBootstrapResponse = z.infer<typeof sqllabBootstrapResponse>;

/** A result column of SQL Lab (docs/api.md §2.11 SqlResults `columns`). */
export const sqllabColumn = z.object({
  column_name: z.string(),
  name: z.string(),
  type: z.string(),
  is_dttm: z.boolean(),
  type_generic: z.enum(GenericDataType),
});
export type SqllabColumn = z.infer<typeof sqllabColumn>;

/** SqlResults (docs/api.md §2.11): a finished run's rows, cut to the display limit. */
export const sqlResults = z.object({
  query_id: z.number(),
  status: z.literal('success'),
  data: z.array(jsonObject),
  columns: z.array(sqllabColumn),
  selected_columns: z.array(sqllabColumn),
  expanded_columns: z.array(sqllabColumn),
  query: queryDict,
  displayLimitReached: z.boolean().optional(),
});
export type SqlResults = z.infer<typeof sqlResults>;

/** A run that is not finished (async, or already handled): the query as it stands. */
export const sqlQueryPending = z.object({ query: queryDict });
export type SqlQueryPending = z.infer<typeof sqlQueryPending>;
/** `POST /api/v1/sqllab/execute/` 200: the results, or the query when it was already handled. */
export const sqlExecuteResponse = z.union([sqlResults, sqlQueryPending]);
export type SqlExecuteResponse = z.infer<typeof sqlExecuteResponse>;

/** `POST /api/v1/sqllab/estimate/`: one cost row per statement. */
export const sqlEstimateResponse = z.object({
  result: z.array(z.record(z.string(), z.string())),
});
export type SqlEstimateResponse = z.infer<typeof sqlEstimateResponse>;

/** `POST /api/v1/sqllab/format_sql/`. */
export const formatSqlResponse = z.object({ result: z.string() });
export type FormatSqlResponse = z.infer<typeof formatSqlResponse>;

/** `GET /api/v1/sqllab/permalink/<key>`: the stored tab (docs/api.md §3.4). */
export const sqllabPermalinkResponse = z.object({
  dbId: z.number(),
  name: z.string(),
  sql: z.string(),
  catalog: z.string().nullable().optional(),
  schema: z.string().nullable().optional(),
  templateParams: z.string().nullable().optional(),
  autorun: z.boolean().optional(),
});
export type SqllabPermalinkResponse = z.infer<typeof sqllabPermalinkResponse>;
