import { z } from 'zod';
import { chartDataRequestSchema } from '../chart-data.ts';

/**
 * Body of `POST /api/v1/chart/data/batch` (a Sightline extension, docs/api.md): the chart-data
 * requests of the charts a dashboard shows, planned and answered together as NDJSON, one line per
 * entry as it finishes (docs/adr/0020).
 */

/** How many entries one batch may hold; a dashboard sends the charts that came into view. */
export const CHART_DATA_BATCH_MAX = 100;

/** One chart's request in a batch: a key the answer line repeats, and the single endpoint's body. */
export const chartDataBatchEntrySchema = z.strictObject({
  key: z.string().min(1).max(200),
  chart_id: z.number().int().nullable().optional(),
  // JSON only: exports keep the single endpoint, which streams files.
  request: chartDataRequestSchema.refine(
    (r) => (r.result_format ?? 'json') === 'json',
    'A batch answers JSON only',
  ),
});
export type ChartDataBatchEntry = z.infer<typeof chartDataBatchEntrySchema>;

/** The batch body: at most CHART_DATA_BATCH_MAX entries with distinct keys. */
export const chartDataBatchRequestSchema = z.strictObject({
  queries: z
    .array(chartDataBatchEntrySchema)
    .min(1)
    .max(CHART_DATA_BATCH_MAX)
    .refine((qs) => new Set(qs.map((q) => q.key)).size === qs.length, 'Keys must be distinct'),
});
export type ChartDataBatchRequest = z.infer<typeof chartDataBatchRequestSchema>;

/** Where the planner got one entry's answer. */
export const PLANNER_SOURCES = ['query', 'cache', 'identical', 'reaggregated'] as const;
export type PlannerSource = (typeof PLANNER_SOURCES)[number];

/** What the planner says about one entry: its source, who shared its query and its times. */
export const plannerInfoSchema = z.object({
  source: z.enum(PLANNER_SOURCES),
  /** Keys of the other entries answered by the same database query. */
  shared_with: z.array(z.string()),
  /** Milliseconds the server spent producing this entry (database and pipeline). */
  db_ms: z.number(),
  /** Milliseconds between the batch's arrival and the start of this entry's work. */
  queue_ms: z.number(),
});
export type PlannerInfo = z.infer<typeof plannerInfoSchema>;

/**
 * One NDJSON line of the answer: the entry's key, the HTTP status its single request would have
 * had and that request's JSON body (`{result: [...]}` or the error body), plus the planner's notes.
 */
export const chartDataBatchLineSchema = z.object({
  key: z.string(),
  chart_id: z.number().int().nullable().optional(),
  status: z.number().int(),
  result: z.unknown(),
  planner: plannerInfoSchema,
});
export type ChartDataBatchLine = z.infer<typeof chartDataBatchLineSchema>;
