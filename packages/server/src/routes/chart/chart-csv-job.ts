import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChartDataRequest, QueryObjectInput } from '@sightline/core';
import { isStreamable } from '../../commands/chart-data/stream-chart-data.ts';
import type { AppContext } from '../../context.ts';
import { csvExportsOf } from '../../export/csv-export-jobs.ts';
import { tokensOf } from '../sqllab/csv-export-job.routes.ts';

/**
 * The rows a chart-data CSV export may return, as far as the request tells before it runs: its
 * query's `row_limit` (else ROW_LIMIT), capped by SIGHTLINE_EXPORT_MAX_ROW as the streamed export
 * caps it (`stream-chart-data.ts`), not by SQL_MAX_ROW: a "full" export asks for 1,000,000 rows.
 */
export function expectedExportRows(ctx: AppContext, body: ChartDataRequest): number {
  const q = body.queries[0] as QueryObjectInput | undefined;
  const limit = q?.row_limit || ctx.config.rowLimit;
  return Math.min(limit, ctx.config.exportMaxRow);
}

/** The header of a JSON post that only asks whether its CSV export would run as a job. */
export const JOB_PROBE_HEADER = 'x-sightline-job-probe';

/**
 * POST /api/v1/chart/data with `result_format: csv` in async mode, for one streamable query whose
 * expected rows exceed SIGHTLINE_ASYNC_EXPORT_ROWS: queues an `export.csv` job and answers 202 with
 * the job metadata. False when the export streams in the request instead (guests and form posts
 * always do). A JSON post with `X-Sightline-Job-Probe: 1` (the chart menu's export) that would
 * stream gets a 204 instead, and nothing runs: the browser then form-posts the export, so its
 * download streams to disk (docs/api.md §2.3).
 */
export async function submitChartCsvExport(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  body: ChartDataRequest,
): Promise<boolean> {
  const user = req.user;
  // A form post (the browser's download of a chart export) cannot follow a job: it streams.
  if (req.isNotJson) return false;
  const isJob =
    !!user &&
    !user.guest &&
    body.result_format === 'csv' &&
    body.queries.length === 1 &&
    isStreamable(body) &&
    csvExportsOf(ctx).runsAsJob(expectedExportRows(ctx, body));
  if (!isJob || !user) {
    if (req.headers[JOB_PROBE_HEADER] !== '1') return false;
    reply.code(204).send();
    return true;
  }
  const channel = await tokensOf(ctx).ensure(req, reply);
  const job = await csvExportsOf(ctx).submit(
    { kind: 'chart', request: body },
    user,
    channel.channel,
  );
  reply.code(202).send(job);
  return true;
}
