import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import {
  infoResponse,
  listQuerySchema,
  queryItemResponse,
  queryListResponse,
  queryUpdatedSinceResponse,
  relatedQuerySchema,
  relatedResponse,
  resultOkResponse,
} from '@sightline/core';
import { relatedDatabases } from '../../commands/database/related-databases.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { queryDict } from '../../sqllab/query-dict.ts';
import type { SqlLab } from '../../sqllab/sqllab-service.ts';
import { stopSchema, updatedSinceSchema } from '../../sqllab/sqllab-schemas.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { callerOf } from './caller.ts';
import { queryItem, queryListItem } from './query-serialize.ts';

const QUERY_STATUSES = [
  'stopped',
  'failed',
  'pending',
  'running',
  'scheduled',
  'success',
  'fetching',
  'timed_out',
];

/** /api/v1/query: the query history, polling of async runs and stop (docs/api.md §2.14). */
export async function queryRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  lab: SqlLab,
): Promise<void> {
  const app = contract(fastify);
  const readGuard = requirePermission(ctx, 'can_read', 'Query');
  const read = <S extends ZodType>(ok: S) => ({
    preHandler: readGuard,
    schema: { response: { 200: ok } },
  });

  const scopeOf = (req: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(req);
    return { userId: caller.id, allQueries: caller.allQueries };
  };

  app.get('/api/v1/query/', read(queryListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await lab.queries.list(q, scopeOf(req));
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(queryListItem), q.columns ?? q.select_columns),
    };
  });

  app.get('/api/v1/query/_info', read(infoResponse), async () => ({ permissions: ['can_read'] }));

  app.get('/api/v1/query/related/:col', read(relatedResponse), async (req) => {
    const col = (req.params as { col: string }).col;
    if (col !== 'database') return relatedUsersResponse(ctx, req, ['user']);
    const q = parseRison(req, relatedQuerySchema);
    const { count, rows } = await relatedDatabases(ctx, q, req.user);
    return { count, result: rows.map((d) => ({ value: d.id, text: d.databaseName })) };
  });

  app.get('/api/v1/query/distinct/:col', read(relatedResponse), async (req) => {
    if ((req.params as { col: string }).col !== 'status') throw new AppError(404, 'Not found');
    const q = parseRison(req, relatedQuerySchema);
    const values = (await lab.queries.distinctStatuses(scopeOf(req))).filter(
      (s) => QUERY_STATUSES.includes(s) && s.startsWith(q.filter ?? ''),
    );
    return { count: values.length, result: values.map((v) => ({ text: v, value: v })) };
  });

  app.get('/api/v1/query/updated_since', read(queryUpdatedSinceResponse), async (req) => {
    const { last_updated_ms: ms } = parseRison(req, updatedSinceSchema);
    const since = new Date(ms);
    if (Number.isNaN(since.getTime()))
      throw new AppError(
        400,
        'Not a valid rison schema {"last_updated_ms": ["Not a valid epoch."]}',
      );
    const rows = await lab.queries.changedSince(callerOf(req).id, since.toISOString());
    return { result: rows.map(queryDict) };
  });

  app.post('/api/v1/query/stop', read(resultOkResponse), async (req) => {
    const { client_id: clientId } = parseBody(req, stopSchema);
    const outcome = await lab.stop(clientId, callerOf(req));
    if (outcome === 'not_found')
      throw new AppError(404, `Query with client_id ${clientId} not found`);
    return { result: 'OK' as const };
  });

  app.get('/api/v1/query/:pk', read(queryItemResponse), async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const q = await lab.visibleQuery(id, callerOf(req));
    if (!q) throw new AppError(404, 'Not found');
    return { id, result: queryItem(q) };
  });
}
