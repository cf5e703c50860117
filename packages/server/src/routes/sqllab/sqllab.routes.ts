import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import {
  formatSqlResponse,
  permalinkCreatedResponse,
  sqlEstimateResponse,
  sqlExecuteResponse,
  sqllabBootstrapResponse,
  sqllabPermalinkResponse,
  sqlQueryPending,
  sqlResults,
  type SqlExecuteResponse,
  type SqllabPermalinkResponse,
  type SqlQueryPending,
  type SqlResults,
} from '@sightline/core';
import { openDatabase } from '../../commands/database/open-database.ts';
import { sqllabBootstrap } from '../../commands/sqllab/sqllab-bootstrap.ts';
import {
  createSqllabPermalink,
  getSqllabPermalink,
} from '../../commands/sqllab/sqllab-permalink.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { contentDisposition, CSV_CONTENT_TYPE } from '../../export/download.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { supportsCostEstimate } from '../../sqllab/estimate-cost.ts';
import { formatSql } from '../../sqllab/format-sql.ts';
import { queryDict } from '../../sqllab/query-dict.ts';
import { createSqlLab, type SqlLab } from '../../sqllab/sqllab-service.ts';
import {
  estimateSchema,
  executeSchema,
  formatSqlSchema,
  resultsQuerySchema,
  sqllabPermalinkSchema,
} from '../../sqllab/sqllab-schemas.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseRison } from '../common/http.ts';
import { databaseListItem } from '../database/database-serialize.ts';
import { callerOf, clientGone } from './caller.ts';
import { csvExportFileRoutes, submitCsvExport } from './csv-export-job.routes.ts';
import { queryRoutes } from './query.routes.ts';
import { savedQueryRoutes } from './saved-query.routes.ts';
import { sqllabFormRoutes } from './sqllab-form.routes.ts';
import { tabStateRoutes } from './tab-state.routes.ts';
import { tabStateItem } from './tab-state-serialize.ts';

/**
 * SQL Lab: /api/v1/sqllab (docs/api.md §2.11), and through it the query history, saved queries and the
 * tab-state views, which share one SqlLab (job queue, results store, running queries) per server.
 */
export async function sqllabRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lab = createSqlLab(ctx, (db) => openDatabase(ctx, db));
  app.addHook('onClose', async () => lab.close());
  await sqllabApiRoutes(app, ctx, lab);
  await csvExportFileRoutes(app, ctx);
  await queryRoutes(app, ctx, lab);
  await savedQueryRoutes(app, ctx);
  await tabStateRoutes(app, ctx, lab);
  await sqllabFormRoutes(app);
}

async function sqllabApiRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  lab: SqlLab,
): Promise<void> {
  const app = contract(fastify);
  const sqllab = <S extends ZodType>(permission: string, ok: S) => ({
    preHandler: requirePermission(ctx, permission, 'SQLLab'),
    schema: { response: { 200: ok } },
  });

  app.get('/api/v1/sqllab/', sqllab('can_read', sqllabBootstrapResponse), async (req) => {
    const boot = await sqllabBootstrap(ctx, requireUser(req));
    const databases = Object.fromEntries(
      boot.databases.map((db) => [
        String(db.id),
        { ...databaseListItem(db), allows_cost_estimate: supportsCostEstimate(db.backend) },
      ]),
    );
    return {
      result: {
        tab_state_ids: boot.tabStateIds,
        active_tab: boot.activeTab ? tabStateItem(boot.activeTab) : null,
        databases,
        queries: Object.fromEntries(boot.queries.map((q) => [q.clientId, queryDict(q)])),
      },
    };
  });

  app.post(
    '/api/v1/sqllab/execute/',
    {
      preHandler: requirePermission(ctx, 'can_execute_sql_query', 'SQLLab'),
      schema: { response: { 200: sqlExecuteResponse, 202: sqlQueryPending } },
    },
    async (req, reply) => {
      const body = parseBody(req, executeSchema);
      const { status, body: payload } = await lab.execute(body, callerOf(req));
      // The SQL Lab service builds these bodies (sqlResults, queryDict) untyped.
      if (status === 202) return reply.status(202).send(payload as SqlQueryPending);
      return reply.status(200).send(payload as SqlExecuteResponse);
    },
  );

  app.get('/api/v1/sqllab/results/', sqllab('can_get_results', sqlResults), async (req) => {
    const q = parseRison(req, resultsQuerySchema);
    return (await lab.results(q.key, q.rows, callerOf(req))) as SqlResults;
  });

  app.post(
    '/api/v1/sqllab/estimate/',
    sqllab('can_estimate_query_cost', sqlEstimateResponse),
    async (req) => {
      const body = parseBody(req, estimateSchema);
      return { result: await lab.estimate(body, callerOf(req)) };
    },
  );

  app.post('/api/v1/sqllab/format_sql/', sqllab('can_read', formatSqlResponse), async (req) => {
    const body = parseBody(req, formatSqlSchema);
    return { result: formatSql(body.sql, body.engine) };
  });

  app.get(
    '/api/v1/sqllab/export/:client_id/',
    {
      preHandler: requirePermission(ctx, 'can_export_csv', 'SQLLab'),
      config: { rawResponse: true },
    },
    async (req, reply) => {
      const clientId = (req.params as { client_id: string }).client_id;
      // A large export in async mode runs as an `export.csv` job: 202 with the job (docs/api.md).
      if (await submitCsvExport(ctx, lab, clientId, req, reply)) return reply;
      const { filename, stream } = await lab.exportCsv(clientId, callerOf(req), clientGone(reply));
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(filename))
        .send(stream);
    },
  );

  app.post(
    '/api/v1/sqllab/permalink',
    {
      preHandler: requirePermission(ctx, 'can_write', 'SqlLabPermalinkRestApi'),
      schema: { response: { 201: permalinkCreatedResponse } },
    },
    async (req, reply) => {
      const body = parseBody(req, sqllabPermalinkSchema);
      const key = await createSqllabPermalink(ctx, lab, body, callerOf(req));
      return reply.status(201).send({ key, url: `${req.protocol}://${req.host}/sqllab/p/${key}/` });
    },
  );

  // Old `kv:<id>` links are refused (404) like any other unknown key: ids can be counted.
  app.get(
    '/api/v1/sqllab/permalink/:key',
    {
      preHandler: requirePermission(ctx, 'can_read', 'SqlLabPermalinkRestApi'),
      schema: { response: { 200: sqllabPermalinkResponse } },
    },
    async (req) => {
      const value = await getSqllabPermalink(
        ctx,
        lab,
        (req.params as { key: string }).key,
        callerOf(req),
      );
      if (value === null) throw new AppError(404, 'Not found');
      // The stored tab, as validated by sqllabPermalinkSchema when it was created.
      return value as SqllabPermalinkResponse;
    },
  );
}
