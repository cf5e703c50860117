import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { chartDataBatchRequestSchema } from '@sightline/core';
import { runChartDataBatch } from '../../commands/chart-data/run-batch.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { fieldErrors } from '../common/http.ts';
import { callerOf } from './chart-data.routes.ts';

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/**
 * POST /api/v1/chart/data/batch (a Sightline extension, docs/api.md; docs/adr/0020): the
 * chart-data requests of a dashboard's visible charts, planned together and answered as NDJSON,
 * one line per entry as it finishes. A bad body or more than 100 entries is a 400 for the whole
 * batch, and 501 in async mode (GLOBAL_ASYNC_QUERIES); each entry's own failure (403, 400, 404) is its line's status.
 */
export async function chartDataBatchRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  fastify.post(
    '/api/v1/chart/data/batch',
    {
      config: { csrfExempt: true, rawResponse: true },
      preHandler: requirePermission(ctx, 'can_read', 'Chart'),
    },
    async (req, reply) => {
      // Async mode keeps the per-chart path (jobs and their events): the web falls back on 501.
      if (ctx.config.globalAsyncQueries)
        throw new AppError(
          501,
          'Batches are off with GLOBAL_ASYNC_QUERIES: use /api/v1/chart/data',
        );
      if (req.isNotJson) throw new AppError(400, 'Request is not JSON');
      const parsed = chartDataBatchRequestSchema.safeParse(req.body);
      if (!parsed.success)
        throw new AppError(
          400,
          `Request is incorrect: ${JSON.stringify(fieldErrors(parsed.error))}`,
        );
      const out = new PassThrough();
      // The answer streams, so "the client left" is the response closing before it finished (the
      // single route's test, a close before the reply is sent, never fires once lines flow).
      const left = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      const caller = { ...callerOf(req, reply), signal: left.signal };
      void runChartDataBatch(ctx, parsed.data.queries, {
        caller,
        emit: (line) => {
          if (!out.writableEnded && !out.destroyed) out.write(`${JSON.stringify(line)}\n`);
        },
        logError: (err) => req.log.error({ err, reqId: req.id }, 'chart-data batch entry failed'),
      })
        .catch((err: unknown) => req.log.error({ err, reqId: req.id }, 'chart-data batch failed'))
        .finally(() => out.end());
      return reply
        .type(NDJSON_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(out);
    },
  );
}
