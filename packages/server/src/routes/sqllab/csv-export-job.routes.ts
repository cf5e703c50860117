import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { csvExportsOf } from '../../export/csv-export-jobs.ts';
import { contentDisposition, CSV_CONTENT_TYPE } from '../../export/download.ts';
import { AsyncTokens } from '../../security/async-token.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { canSeeQuery, type SqlLabEnv } from '../../sqllab/sqllab-env.ts';
import { queryAccessDenied } from '../../sqllab/sqllab-errors.ts';
import { callerOf } from './caller.ts';

const tokens = new WeakMap<AppContext, AsyncTokens>();

export function tokensOf(ctx: AppContext): AsyncTokens {
  let t = tokens.get(ctx);
  if (!t) {
    t = new AsyncTokens(ctx.config.asyncJwtSecret);
    tokens.set(ctx, t);
  }
  return t;
}

/**
 * GET /api/v1/sqllab/export/<client_id>/ in async mode, for a query whose known row count is over
 * SIGHTLINE_ASYNC_EXPORT_ROWS: queues an `export.csv` job and answers 202 with the job metadata
 * (as async chart data does). Resolves to false when the export streams in the request instead.
 */
export async function submitCsvExport(
  ctx: AppContext,
  lab: { env: SqlLabEnv },
  clientId: string,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const exports = csvExportsOf(ctx);
  if (!ctx.config.globalAsyncQueries) return false;
  const q = await lab.env.queries.findByClientId(clientId);
  if (!q || !exports.runsAsJob(q.rows)) return false;
  if (!canSeeQuery(q, callerOf(req))) throw queryAccessDenied();
  const user = requireUser(req);
  // The caller's event channel (the async-token cookie; a fresh one is set when it has none).
  const channel = await tokensOf(ctx).ensure(req, reply);
  const job = await exports.submit({ kind: 'sqllab', clientId }, user, channel.channel);
  reply.code(202).send(job);
  return true;
}

/** GET /api/v1/sqllab/export_file/<id>: a finished export job's CSV, for the user who asked only. */
export async function csvExportFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/api/v1/sqllab/export_file/:id',
    {
      preHandler: requirePermission(ctx, 'can_export_csv', 'SQLLab'),
      config: { rawResponse: true },
    },
    async (req, reply) => {
      const id = (req.params as { id: string }).id;
      const file = await csvExportsOf(ctx).file(id, requireUser(req));
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(file.filename))
        .send(createReadStream(file.path));
    },
  );
}
