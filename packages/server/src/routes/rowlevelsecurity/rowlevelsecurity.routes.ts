import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedQuerySchema,
  relatedResponse,
  rlsItemResponse,
  rlsListResponse,
  rlsPostSchema,
  rlsPutSchema,
  rlsSavedResponse,
} from '@sightline/core';
import { deleteRlsRules } from '../../commands/rls/delete-rls.ts';
import { getRlsRule, listRlsRules, relatedRlsTables } from '../../commands/rls/read-rls.ts';
import { createRlsRule, updateRlsRule } from '../../commands/rls/save-rls.ts';
import { relatedRoles } from '../../commands/roles/related-roles.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { rlsIdsSchema, toRlsPatch, toRlsWrite } from './rls-fields.ts';
import { rlsItem, rlsListItem } from './rls-serialize.ts';

/** Superset's class permission of the RLS API (admin-only: no other built-in role holds it). */
export const RLS_VIEW = 'Row Level Security';

const tableText = (t: { schema: string | null; tableName: string }) =>
  t.schema ? `${t.schema}.${t.tableName}` : t.tableName;

/**
 * /api/v1/rowlevelsecurity/: row level security rules (Superset RLSRestApi; class permission
 * "Row Level Security", read/write methods): CRUD, list with rison filters, `_info`, related roles,
 * tables and users, bulk delete. Rules are applied by security/rls.ts.
 */
export async function rowLevelSecurityRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const app = contract(fastify);
  const canRead = requirePermission(ctx, 'can_read', RLS_VIEW);
  const canWrite = requirePermission(ctx, 'can_write', RLS_VIEW);
  const read = <S>(s: S) => ({ preHandler: canRead, schema: { response: { 200: s } } });
  const write = <S>(s: S, status = 200) => ({
    preHandler: canWrite,
    schema: { response: { [status]: s } },
  });
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);

  app.get('/api/v1/rowlevelsecurity/', read(rlsListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listRlsRules(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(rlsListItem), q.columns ?? q.select_columns),
    };
  });

  app.get('/api/v1/rowlevelsecurity/_info', read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write'].filter((p) => can(req.user, [], p, RLS_VIEW)),
  }));

  app.get('/api/v1/rowlevelsecurity/related/:col', read(relatedResponse), async (req) => {
    const col = (req.params as { col: string }).col;
    if (col === 'roles') {
      const { count, page } = await relatedRoles(ctx, parseRison(req, relatedQuerySchema));
      return { count, result: page.map((r) => ({ value: r.id, text: r.name })) };
    }
    if (col === 'tables') {
      const q = parseRison(req, relatedQuerySchema);
      const { count, rows } = await relatedRlsTables(ctx, q, req.user);
      return { count, result: rows.map((t) => ({ value: t.id, text: tableText(t) })) };
    }
    return relatedUsersResponse(ctx, req, ['created_by', 'changed_by']);
  });

  app.get('/api/v1/rowlevelsecurity/:pk', read(rlsItemResponse), async (req) => {
    const rule = await getRlsRule(ctx, pk(req));
    return { id: rule.id, result: rlsItem(rule) };
  });

  app.post('/api/v1/rowlevelsecurity/', write(rlsSavedResponse, 201), async (req, reply) => {
    const body = parseBody(req, rlsPostSchema);
    const id = await createRlsRule(ctx, toRlsWrite(body), requireUser(req));
    return reply.status(201).send({ id, result: body });
  });

  app.put('/api/v1/rowlevelsecurity/:pk', write(rlsSavedResponse), async (req) => {
    const id = pk(req);
    const body = parseBody(req, rlsPutSchema);
    await updateRlsRule(ctx, id, toRlsPatch(body), requireUser(req));
    return { id, result: body };
  });

  app.delete('/api/v1/rowlevelsecurity/:pk', write(messageResponse), async (req) => {
    await deleteRlsRules(ctx, [pk(req)]);
    return { message: 'OK' };
  });

  app.delete('/api/v1/rowlevelsecurity/', write(messageResponse), async (req) => {
    const ids = parseRison(req, rlsIdsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteRlsRules(ctx, ids);
    return { message: `Deleted ${n} rules` };
  });
}
