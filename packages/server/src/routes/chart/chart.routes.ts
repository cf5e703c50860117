import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  chartCreateSchema,
  chartItemResponse,
  chartListResponse,
  chartSavedResponse,
  chartUpdateSchema,
  favoriteStatusResponse,
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedIdsResponse,
  resultOkResponse,
} from '@sightline/core';
import { visibleChart } from '../../commands/chart/chart-access.ts';
import { createChart } from '../../commands/chart/create-chart.ts';
import { deleteCharts } from '../../commands/chart/delete-chart.ts';
import { listCharts } from '../../commands/chart/list-charts.ts';
import {
  addFavoriteChart,
  chartFavoriteStatus,
  removeFavoriteChart,
} from '../../commands/chart/favorite-chart.ts';
import {
  savedChartDataRequest,
  type SavedChartDataArgs,
} from '../../commands/chart/saved-chart-data.ts';
import { updateChart } from '../../commands/chart/update-chart.ts';
import { marshmallowErrors } from '../../commands/marshmallow-errors.ts';
import { repos as reposOf } from '../../commands/repos.ts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequestFields } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { submitAsyncChartData } from './async.routes.ts';
import { callerOf, CHART_DATA_RESPONSES, sendChartData } from './chart-data.routes.ts';
import { chartItem, chartListItem, listMetadata } from './chart-serialize.ts';

const idsSchema = z.array(z.number().int());

/** A JSON body checked with a chart schema; field errors in marshmallow's words (400). */
export function parseWithSchema<S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> {
  const r = schema.safeParse(parseBody(req, z.unknown()));
  if (!r.success) throw badRequestFields(marshmallowErrors(r.error));
  return r.data;
}

/** /api/v1/chart (docs/api.md §2.2) and GET /api/v1/chart/<pk>/data/ (§2.3). */
export async function chartRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const repos = reposOf(ctx);
  const canRead = requirePermission(ctx, 'can_read', 'Chart');
  const canWrite = requirePermission(ctx, 'can_write', 'Chart');
  const read = <S extends z.ZodType>(ok: S) => ({
    preHandler: canRead,
    schema: { response: { 200: ok } },
  });
  const write = <S extends z.ZodType>(ok: S, status: 200 | 201 = 200) => ({
    preHandler: canWrite,
    schema: { response: { [status]: ok } as Record<typeof status, S> },
  });
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);

  app.get('/api/v1/chart/', read(chartListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    if (q.columns?.length && q.select_columns?.length)
      throw new AppError(400, 'Cannot use both select and sel columns');
    const { count, rows, orderColumns } = await listCharts(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(chartListItem), q.columns ?? q.select_columns),
      ...listMetadata(q.keys, orderColumns),
    };
  });

  app.get('/api/v1/chart/_info', read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write', 'can_export'].filter((p) =>
      can(req.user, [], p, 'Chart'),
    ),
  }));

  app.get('/api/v1/chart/related/:col', read(relatedIdsResponse), async (req) =>
    relatedUsersResponse(ctx, req, ['owners', 'created_by', 'changed_by']),
  );

  app.get('/api/v1/chart/favorite_status/', read(favoriteStatusResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    return { result: await chartFavoriteStatus(repos, ids, requireUser(req)) };
  });

  app.get('/api/v1/chart/:pk', read(chartItemResponse), async (req) => {
    const chart = await visibleChart(repos, (req.params as { pk: string }).pk, req.user);
    return { id: chart.id, result: chartItem(chart) };
  });

  app.post('/api/v1/chart/', write(chartSavedResponse, 201), async (req, reply) => {
    const body = parseWithSchema(req, chartCreateSchema);
    const id = await createChart(ctx, repos, body, requireUser(req));
    return reply.status(201).send({ id, result: body });
  });

  app.put('/api/v1/chart/:pk', write(chartSavedResponse), async (req) => {
    const id = pk(req);
    const body = parseWithSchema(req, chartUpdateSchema);
    await updateChart(ctx, repos, id, body, requireUser(req));
    return { id, result: body };
  });

  app.delete('/api/v1/chart/:pk', write(messageResponse), async (req) => {
    await deleteCharts(repos, [pk(req)], requireUser(req));
    return { message: 'OK' };
  });

  app.delete('/api/v1/chart/', write(messageResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    await deleteCharts(repos, ids, requireUser(req));
    const n = new Set(ids).size;
    return { message: `Deleted ${n} chart${n === 1 ? '' : 's'}` };
  });

  app.post('/api/v1/chart/:pk/favorites/', read(resultOkResponse), async (req) => {
    await addFavoriteChart(repos, pk(req), requireUser(req));
    return { result: 'OK' as const };
  });

  app.delete('/api/v1/chart/:pk/favorites/', read(resultOkResponse), async (req) => {
    await removeFavoriteChart(repos, pk(req), requireUser(req));
    return { result: 'OK' as const };
  });

  // JSON (200, or 202 with an async job) or a CSV/XLSX/ZIP stream by `result_format`: the serializer
  // only runs for JSON payloads (Fastify sends streams as they are), so the schemas describe JSON.
  app.get(
    '/api/v1/chart/:pk/data/',
    { preHandler: canRead, schema: { response: CHART_DATA_RESPONSES } },
    async (req, reply) => {
      const args = req.query as SavedChartDataArgs;
      const body = await savedChartDataRequest(repos, pk(req), args, req.user);
      if (
        (body.result_format === 'csv' || body.result_format === 'xlsx') &&
        !can(req.user, [], 'can_csv', 'Superset')
      )
        throw new AppError(403, 'Forbidden');
      if (await submitAsyncChartData(ctx, req, reply, body)) return reply;
      return sendChartData(reply, await ctx.chartData.run(body, callerOf(req, reply)));
    },
  );
}
