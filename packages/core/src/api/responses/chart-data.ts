import { z } from 'zod';
import { jsonObject } from './common.ts';

/**
 * One query's answer in `POST /api/v1/chart/data` (docs/api.md §2.3, docs/query-object.md §5.3).
 * Its keys depend on the query's `result_type`: `full`/`samples`/`drill_detail` send the whole
 * payload (without the table part when the query failed), `results` the table part and the row
 * counts, `query` `{language, query | error}`, `columns` and `timegrains` only `data`, and
 * `post_processed` turns `data` into `{column: {row label: value}}`. Hence every key is optional.
 */
export const chartDataPayload = z
  .object({
    cache_key: z.string().nullable(),
    cached_dttm: z.string().nullable(),
    cache_timeout: z.number().nullable(),
    applied_template_filters: z.array(z.string()),
    annotation_data: jsonObject.nullable(),
    error: z.string().nullable(),
    is_cached: z.boolean().nullable(),
    query: z.string(),
    language: z.string(),
    status: z.string(),
    stacktrace: z.string().nullable(),
    rowcount: z.number(),
    sql_rowcount: z.number().nullable(),
    from_dttm: z.number().nullable(),
    to_dttm: z.number().nullable(),
    applied_filters: z.array(z.object({ column: z.string() })),
    rejected_filters: z.array(z.object({ reason: z.string(), column: z.string() })),
    colnames: z.array(z.string()),
    indexnames: z.array(z.union([z.number(), z.string()])),
    coltypes: z.array(z.number()),
    /** Rows (`[{column: value}]`), column facts (`columns`, `timegrains`), or post-processed cells. */
    data: z.union([z.array(jsonObject), jsonObject]),
    label_map: z.record(z.string(), z.array(z.string())),
    result_format: z.string(),
    /** Sightline's own: ms the database ran the query, ms it waited (slot, identical query). */
    sightline_timing: z.object({ db_ms: z.number(), queue_ms: z.number() }),
  })
  .partial();
export type ChartDataPayload = z.infer<typeof chartDataPayload>;

/** `POST /api/v1/chart/data`, `GET /api/v1/chart/<pk>/data/` and `GET /api/v1/chart/data/<key>` as JSON. */
export const chartDataResponse = z.object({ result: z.array(chartDataPayload) });
export type ChartDataResponse = z.infer<typeof chartDataResponse>;

/** An async chart-data job (global async queries): the 202 answer and each event (docs/api.md §2.5). */
export const asyncJob = z.object({
  channel_id: z.string(),
  job_id: z.string(),
  user_id: z.number().nullable(),
  status: z.enum(['pending', 'running', 'done', 'error']),
  errors: z.array(z.object({ message: z.string() })),
  result_url: z.string().nullable(),
});
export type AsyncJob = z.infer<typeof asyncJob>;

/** `GET /api/v1/async_event/`: the caller's events after `last_id`. */
export const asyncEventsResponse = z.object({
  result: z.array(asyncJob.extend({ id: z.string() })),
});
export type AsyncEventsResponse = z.infer<typeof asyncEventsResponse>;
