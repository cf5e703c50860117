import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { exceedsNestingDepth, JSON_TOO_DEEP_MESSAGE, listQuerySchema, MAX_NESTING_DEPTH, relatedQuerySchema } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import { SavedQueriesRepo, type SavedQueryWrite } from '../../meta/repos/saved-queries-repo.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can, dataAccessOf } from '../../security/current-user.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { savedQueryItem, savedQueryListItem } from './saved-query-serialize.ts';

const text = z.string().nullable().optional();
// Stored as given (Superset does not validate these), but never nested past the limit.
const shallowText = z.string().refine((s) => !exceedsNestingDepth(s, MAX_NESTING_DEPTH, 'json'), JSON_TOO_DEEP_MESSAGE);
const jsonText = z.union([shallowText, z.record(z.string(), z.unknown())]).nullable().optional().transform((v) => (v && typeof v === 'object' ? JSON.stringify(v) : v));

/** Saved query fields (docs/api.md §2.14); schema errors are 422 on this FAB-default resource. */
const savedQueryUpdateSchema = z.object({
  db_id: z.number().int().optional(),
  label: z.string().max(256).optional(),
  description: text,
  catalog: text,
  schema: z.string().max(128).nullable().optional(),
  sql: text,
  template_parameters: jsonText,
  extra_json: jsonText,
});
const savedQueryCreateSchema = savedQueryUpdateSchema.extend({ db_id: z.number().int(), label: z.string().max(256) });
const idsSchema = z.array(z.number().int());

type SavedQueryInput = z.infer<typeof savedQueryUpdateSchema>;

function toWrite(body: SavedQueryInput): Partial<SavedQueryWrite> {
  return {
    dbId: body.db_id, label: body.label, description: body.description, catalog: body.catalog, schema: body.schema, sql: body.sql,
    templateParameters: body.template_parameters, extraJson: body.extra_json,
  };
}

/** /api/v1/saved_query: saved SQL Lab queries, visible to their owner only (docs/api.md §2.14). */
export async function savedQueryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = new SavedQueriesRepo(ctx.store);
  const read = { preHandler: requirePermission(ctx, 'can_read', 'SavedQuery') };
  const write = { preHandler: requirePermission(ctx, 'can_write', 'SavedQuery') };
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);
  const checkDatabase = async (req: FastifyRequest, dbId: number | undefined) => {
    if (dbId === undefined) return;
    const db = await ctx.databases.findById(dbId);
    const access = dataAccessOf(req.user);
    if (!db || !(access.all || access.databaseIds.includes(db.id))) throw invalidFields({ db_id: ['Database does not exist'] });
  };

  app.get('/api/v1/saved_query/', read, async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await repo.list(q, requireUser(req).id);
    return { count, ids: rows.map((r) => r.id), result: pickColumns(rows.map(savedQueryListItem), q.columns ?? q.select_columns) };
  });

  app.get('/api/v1/saved_query/_info', read, async (req) => ({
    permissions: ['can_read', 'can_write', 'can_export'].filter((p) => can(req.user, [], p, 'SavedQuery')),
  }));

  app.get('/api/v1/saved_query/related/:col', read, async (req) => {
    const col = (req.params as { col: string }).col;
    if (col !== 'database') return relatedUsersResponse(ctx, req, ['changed_by', 'created_by']);
    const q = parseRison(req, relatedQuerySchema);
    const { count, rows } = await ctx.databases.list(
      { filters: q.filter ? [{ col: 'database_name', opr: 'sw', value: q.filter }] : [], page: q.page, page_size: q.page_size, order_column: 'database_name' },
      { userId: req.user?.id ?? null, access: dataAccessOf(req.user) },
    );
    return { count, result: rows.map((d) => ({ value: d.id, text: d.databaseName })) };
  });

  app.get('/api/v1/saved_query/distinct/:col', read, async (req) => {
    const col = (req.params as { col: string }).col;
    if (col !== 'schema' && col !== 'catalog') throw new AppError(404, 'Not found');
    const q = parseRison(req, relatedQuerySchema);
    const values = await repo.distinct(col, requireUser(req).id, q.filter ?? '');
    return { count: values.length, result: values.map((v) => ({ text: v, value: v })) };
  });

  app.get('/api/v1/saved_query/:pk', read, async (req) => {
    const id = pk(req);
    const sq = await repo.findOwned(id, requireUser(req).id);
    if (!sq) throw new AppError(404, 'Not found');
    return { id, result: savedQueryItem(sq) };
  });

  app.post('/api/v1/saved_query/', write, async (req, reply) => {
    const body = parseBody(req, savedQueryCreateSchema, { status: 422 });
    await checkDatabase(req, body.db_id);
    const id = await repo.create(toWrite(body) as SavedQueryWrite, requireUser(req).id);
    return reply.status(201).send({ id, result: body });
  });

  app.put('/api/v1/saved_query/:pk', write, async (req) => {
    const id = pk(req);
    const user = requireUser(req);
    if (!(await repo.findOwned(id, user.id))) throw new AppError(404, 'Not found');
    const body = parseBody(req, savedQueryUpdateSchema, { status: 422 });
    await checkDatabase(req, body.db_id);
    await repo.update(id, toWrite(body), user.id);
    return { result: body };
  });

  app.delete('/api/v1/saved_query/:pk', write, async (req) => {
    if ((await repo.deleteOwned([pk(req)], requireUser(req).id)) === 0) throw new AppError(404, 'Not found');
    return { message: 'OK' };
  });

  app.delete('/api/v1/saved_query/', write, async (req) => {
    const ids = [...new Set(parseRison(req, idsSchema.default([])))];
    if (ids.length === 0) throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const user = requireUser(req);
    if ((await repo.ownedIds(ids, user.id)).length !== ids.length) throw new AppError(404, 'Not found');
    const n = await repo.deleteOwned(ids, user.id);
    return { message: `Deleted ${n} saved quer${n === 1 ? 'y' : 'ies'}` };
  });
}
