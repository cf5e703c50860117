import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  dashboardCreateSchema,
  dashboardCreatedResponse,
  dashboardItemResponse,
  dashboardListResponse,
  dashboardUpdateSchema,
  dashboardUpdatedResponse,
  favoriteStatusResponse,
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedQuerySchema,
  relatedIdsResponse,
  resultOkResponse,
} from '@sightline/core';
import { createDashboard } from '../../commands/dashboard/create-dashboard.ts';
import { visibleDashboard } from '../../commands/dashboard/dashboard-access.ts';
import { deleteDashboards } from '../../commands/dashboard/delete-dashboard.ts';
import {
  addFavoriteDashboard,
  dashboardFavoriteStatus,
  removeFavoriteDashboard,
} from '../../commands/dashboard/favorite-dashboard.ts';
import { listDashboards } from '../../commands/dashboard/list-dashboards.ts';
import { updateDashboard } from '../../commands/dashboard/update-dashboard.ts';
import { repos as reposOf } from '../../commands/repos.ts';
import { relatedRoles } from '../../commands/roles/related-roles.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { parseWithSchema } from '../chart/chart.routes.ts';
import { contract } from '../common/contract.ts';
import { parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { dashboardStateRoutes } from './dashboard-state.routes.ts';
import { dashboardItem, dashboardListItem, dashboardListMetadata } from './dashboard-serialize.ts';

const idsSchema = z.array(z.number().int());

/** /api/v1/dashboard (docs/api.md §2.7): list, item, CRUD, favorites and related; the rest in dashboard-state.routes.ts. */
export async function dashboardRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const repos = reposOf(ctx);
  const canRead = requirePermission(ctx, 'can_read', 'Dashboard');
  const canWrite = requirePermission(ctx, 'can_write', 'Dashboard');
  const read = <S extends z.ZodType>(ok: S) => ({
    preHandler: canRead,
    schema: { response: { 200: ok } },
  });
  const write = <S extends z.ZodType>(ok: S) => ({
    preHandler: canWrite,
    schema: { response: { 200: ok } },
  });
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);

  app.get('/api/v1/dashboard/', read(dashboardListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    if (q.columns?.length && q.select_columns?.length)
      throw new AppError(400, 'Cannot use both select and sel columns');
    const { count, rows, orderColumns } = await listDashboards(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(dashboardListItem), q.columns ?? q.select_columns),
      ...dashboardListMetadata(q.keys, orderColumns),
    };
  });

  app.get('/api/v1/dashboard/_info', read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write', 'can_export'].filter((p) =>
      can(req.user, [], p, 'Dashboard'),
    ),
  }));

  app.get('/api/v1/dashboard/related/:col', read(relatedIdsResponse), async (req) => {
    if ((req.params as { col: string }).col !== 'roles')
      return relatedUsersResponse(ctx, req, ['owners', 'created_by', 'changed_by']);
    const { count, page } = await relatedRoles(ctx, parseRison(req, relatedQuerySchema));
    return { count, result: page.map((r) => ({ value: r.id, text: r.name })) };
  });

  app.get('/api/v1/dashboard/favorite_status/', read(favoriteStatusResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    return { result: await dashboardFavoriteStatus(repos, ids, requireUser(req)) };
  });

  app.get('/api/v1/dashboard/:pk', read(dashboardItemResponse), async (req) => {
    const d = await visibleDashboard(repos, (req.params as { pk: string }).pk, req.user);
    return { id: d.id, result: dashboardItem(d) };
  });

  app.post(
    '/api/v1/dashboard/',
    { preHandler: canWrite, schema: { response: { 201: dashboardCreatedResponse } } },
    async (req, reply) => {
      const body = parseWithSchema(req, dashboardCreateSchema);
      const { id, accepted } = await createDashboard(ctx, repos, body, requireUser(req));
      return reply.status(201).send({ id, result: accepted });
    },
  );

  app.put('/api/v1/dashboard/:pk', write(dashboardUpdatedResponse), async (req) => {
    const id = pk(req);
    const body = parseWithSchema(req, dashboardUpdateSchema);
    const { accepted, lastModifiedTime } = await updateDashboard(
      ctx,
      repos,
      id,
      body,
      requireUser(req),
    );
    return { id, result: accepted, last_modified_time: lastModifiedTime };
  });

  app.delete('/api/v1/dashboard/:pk', write(messageResponse), async (req) => {
    await deleteDashboards(repos, [pk(req)], requireUser(req));
    return { message: 'OK' };
  });

  app.delete('/api/v1/dashboard/', write(messageResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    await deleteDashboards(repos, ids, requireUser(req));
    const n = new Set(ids).size;
    return { message: `Deleted ${n} dashboard${n === 1 ? '' : 's'}` };
  });

  app.post('/api/v1/dashboard/:pk/favorites/', read(resultOkResponse), async (req) => {
    await addFavoriteDashboard(repos, pk(req), requireUser(req));
    return { result: 'OK' as const };
  });

  app.delete('/api/v1/dashboard/:pk/favorites/', read(resultOkResponse), async (req) => {
    await removeFavoriteDashboard(repos, pk(req), requireUser(req));
    return { result: 'OK' as const };
  });

  await dashboardStateRoutes(fastify, ctx, repos);
}
