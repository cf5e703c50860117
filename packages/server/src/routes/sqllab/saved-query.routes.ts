import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedQuerySchema,
  relatedResponse,
  savedQueryCreateSchema,
  savedQueryCreatedResponse,
  savedQueryItemResponse,
  savedQueryListResponse,
  savedQueryUpdateSchema,
  savedQueryUpdatedResponse,
} from '@sightline/core';
import { relatedDatabases } from '../../commands/database/related-databases.ts';
import { deleteSavedQueries } from '../../commands/saved_query/delete-saved-queries.ts';
import { getSavedQuery } from '../../commands/saved_query/get-saved-query.ts';
import {
  distinctSavedQueryValues,
  listSavedQueries,
} from '../../commands/saved_query/list-saved-queries.ts';
import {
  assertOwnSavedQuery,
  createSavedQuery,
  updateSavedQuery,
} from '../../commands/saved_query/save-saved-query.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { savedQueryItem, savedQueryListItem } from './saved-query-serialize.ts';

const idsSchema = z.array(z.number().int());

/** /api/v1/saved_query: saved SQL Lab queries, visible to their owner only (docs/api.md §2.14). */
export async function savedQueryRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const readGuard = requirePermission(ctx, 'can_read', 'SavedQuery');
  const writeGuard = requirePermission(ctx, 'can_write', 'SavedQuery');
  const read = <S extends ZodType>(ok: S) => ({
    preHandler: readGuard,
    schema: { response: { 200: ok } },
  });
  const write = <S extends ZodType>(ok: S) => ({
    preHandler: writeGuard,
    schema: { response: { 200: ok } },
  });
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);

  app.get('/api/v1/saved_query/', read(savedQueryListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listSavedQueries(ctx, q, requireUser(req));
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(savedQueryListItem), q.columns ?? q.select_columns),
    };
  });

  app.get('/api/v1/saved_query/_info', read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write', 'can_export'].filter((p) =>
      can(req.user, [], p, 'SavedQuery'),
    ),
  }));

  app.get('/api/v1/saved_query/related/:col', read(relatedResponse), async (req) => {
    const col = (req.params as { col: string }).col;
    if (col !== 'database') return relatedUsersResponse(ctx, req, ['changed_by', 'created_by']);
    const q = parseRison(req, relatedQuerySchema);
    const { count, rows } = await relatedDatabases(ctx, q, req.user);
    return { count, result: rows.map((d) => ({ value: d.id, text: d.databaseName })) };
  });

  app.get('/api/v1/saved_query/distinct/:col', read(relatedResponse), async (req) => {
    const col = (req.params as { col: string }).col;
    if (col !== 'schema' && col !== 'catalog') throw new AppError(404, 'Not found');
    const q = parseRison(req, relatedQuerySchema);
    const values = await distinctSavedQueryValues(ctx, col, requireUser(req), q.filter ?? '');
    return { count: values.length, result: values.map((v) => ({ text: v, value: v })) };
  });

  app.get('/api/v1/saved_query/:pk', read(savedQueryItemResponse), async (req) => {
    const id = pk(req);
    return { id, result: savedQueryItem(await getSavedQuery(ctx, id, requireUser(req))) };
  });

  app.post(
    '/api/v1/saved_query/',
    { preHandler: writeGuard, schema: { response: { 201: savedQueryCreatedResponse } } },
    async (req, reply) => {
      const body = parseBody(req, savedQueryCreateSchema, { status: 422 });
      const id = await createSavedQuery(ctx, body, requireUser(req));
      return reply.status(201).send({ id, result: body });
    },
  );

  app.put('/api/v1/saved_query/:pk', write(savedQueryUpdatedResponse), async (req) => {
    const id = pk(req);
    const user = requireUser(req);
    await assertOwnSavedQuery(ctx, id, user);
    const body = parseBody(req, savedQueryUpdateSchema, { status: 422 });
    await updateSavedQuery(ctx, id, body, user);
    return { result: body };
  });

  app.delete('/api/v1/saved_query/:pk', write(messageResponse), async (req) => {
    await deleteSavedQueries(ctx, [pk(req)], requireUser(req));
    return { message: 'OK' };
  });

  app.delete('/api/v1/saved_query/', write(messageResponse), async (req) => {
    const ids = [...new Set(parseRison(req, idsSchema.default([])))];
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteSavedQueries(ctx, ids, requireUser(req));
    return { message: `Deleted ${n} saved quer${n === 1 ? 'y' : 'ies'}` };
  });
}
