import { z } from 'zod';

// Request shapes of the SQL Lab API (docs/api.md §2.11, §2.14).

const id = z.union([z.string(), z.number()]).transform((v) => String(v));
const optionalText = z.string().nullable().optional();

/** POST /api/v1/sqllab/execute/ body. */
export const sqllabExecuteSchema = z.object({
  database_id: z.number().int(),
  sql: z.string().min(1),
  client_id: z.string().min(1).max(11).nullable().optional(),
  sql_editor_id: id.nullable().optional(),
  tab: optionalText,
  catalog: optionalText,
  schema: optionalText,
  queryLimit: z.number().int().min(0).nullable().optional(),
  templateParams: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  runAsync: z.boolean().nullable().optional(),
  select_as_cta: z.boolean().nullable().optional(),
  ctas_method: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['TABLE', 'VIEW']))
    .nullable()
    .optional(),
  tmp_table_name: z.string().max(256).nullable().optional(),
  expand_data: z.boolean().nullable().optional(),
  json: z.boolean().nullable().optional(),
});
/** A validated execute body. */
export type SqlLabExecuteInput = z.infer<typeof sqllabExecuteSchema>;
/** An execute body as a client sends it. */
export type SqlLabExecuteBody = z.input<typeof sqllabExecuteSchema>;

/** POST /api/v1/sqllab/estimate/ body. */
export const sqllabEstimateSchema = z.object({
  database_id: z.number().int(),
  sql: z.string().min(1),
  template_params: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  catalog: optionalText,
  schema: optionalText,
});
/** A validated estimate body. */
export type SqlLabEstimateInput = z.infer<typeof sqllabEstimateSchema>;

/** POST /api/v1/sqllab/format_sql/ body. */
export const sqllabFormatSqlSchema = z.object({
  sql: z.string(),
  engine: z.string().nullable().optional(),
});

/** GET /api/v1/sqllab/results/?q=(key:...,rows:N). */
export const sqllabResultsQuerySchema = z.object({
  key: z.string().min(1),
  rows: z.number().int().min(0).optional(),
});

/** POST /api/v1/sqllab/permalink body = the stored value (docs/api.md §3.4); unknown keys are refused. */
export const sqllabPermalinkSchema = z
  .object({
    dbId: z.number().int(),
    name: z.string(),
    sql: z.string(),
    catalog: optionalText,
    schema: optionalText,
    templateParams: optionalText,
    autorun: z.boolean().optional(),
  })
  .strict();
/** A validated SQL Lab permalink state. */
export type SqlLabPermalinkState = z.infer<typeof sqllabPermalinkSchema>;

/** POST /api/v1/query/stop body. */
export const queryStopSchema = z.object({ client_id: z.string().min(1).max(11) });

/** GET /api/v1/query/updated_since?q=(last_updated_ms:N). */
export const queryUpdatedSinceSchema = z.object({ last_updated_ms: z.number() });
