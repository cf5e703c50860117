import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChartDataRequest, QueryObjectInput } from '@sightline/core';
import { isStreamable } from '../../commands/chart-data/stream-chart-data.ts';
import type { AppContext } from '../../context.ts';
import { csvExportsOf } from '../../export/csv-export-jobs.ts';
import { tokensOf } from '../sqllab/csv-export-job.routes.ts';

/**
 * The rows a chart-data CSV export may return, as far as the request tells before it runs: its
 * query's `row_limit` (else ROW_LIMIT), capped by SQL_MAX_ROW, as the query will be.
 */
export function expectedExportRows(ctx: AppContext, body: ChartDataRequest): number {
  const q = body.queries[0] as QueryObjectInput | undefined;
  const limit = q?.row_limit || ctx.config.rowLimit;
  return Math.min(limit, ctx.config.sqlMaxRow);
}

/**
 * POST /api/v1/chart/data with `result_format: csv` in async mode, for one streamable query whose
 * expected rows exceed SIGHTLINE_ASYNC_EXPORT_ROWS: queues an `export.csv` job and answers 202 with
 * the job metadata. False when the export streams in the request instead (guests and form posts
 * always do).
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
  if (!user || user.guest || body.result_format !== 'csv' || body.queries.length !== 1)
    return false;
  if (!isStreamable(body) || !csvExportsOf(ctx).runsAsJob(expectedExportRows(ctx, body)))
    return false;
  const channel = await tokensOf(ctx).ensure(req, reply);
  const job = await csvExportsOf(ctx).submit(
    { kind: 'chart', request: body },
    user,
    channel.channel,
  );
  reply.code(202).send(job);
  return true;
}
