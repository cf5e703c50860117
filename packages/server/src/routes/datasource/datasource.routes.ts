import type { FastifyInstance } from 'fastify';
import {
  datasourceColumnValuesResponse,
  datasourceSamplesResponse,
  samplesBodySchema,
  samplesQuerySchema,
  type ChartDataPayload,
  type ChartDataRequest,
} from '@sightline/core';
import { loadDatasource } from '../../commands/chart-data/load-datasource.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { fieldErrors, parseId } from '../common/http.ts';

const FILTER_SELECT_ROW_LIMIT = 10_000;

/** Datasource routes: distinct column values and the legacy samples / drill-to-detail endpoint (docs/api.md §2.10). */
export async function datasourceRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  app.get(
    '/api/v1/datasource/:type/:id/column/:column/values/',
    {
      preHandler: requirePermission(ctx, 'can_read', 'Datasource'),
      schema: { response: { 200: datasourceColumnValuesResponse } },
    },
    async (req) => {
      const { type, id, column } = req.params as { type: string; id: string; column: string };
      if (type !== 'table' && type !== 'dataset')
        throw new AppError(400, `Invalid datasource type: ${type}`);
      const ds = await loadDatasource(ctx, { id: parseId(id), type }, req.user);
      if (!ds.columns.some((c) => c.name === column))
        throw new AppError(400, `Column name ${column} does not exist`);
      const request: ChartDataRequest = {
        datasource: { id: ds.id, type: 'table' },
        queries: [
          {
            columns: [column],
            metrics: [],
            row_limit: FILTER_SELECT_ROW_LIMIT,
            orderby: [[column, true]],
            apply_fetch_values_predicate: true,
          },
        ],
        result_type: 'results',
      };
      const result = await ctx.chartData.run(request, { user: req.user });
      const data = (result.payloads[0]?.data ?? []) as Record<string, unknown>[];
      return { result: data.map((r) => r[column] ?? null) };
    },
  );

  app.post(
    '/datasource/samples',
    {
      config: { csrfExempt: true },
      preHandler: requirePermission(ctx, 'can_read', 'Datasource'),
      schema: { response: { 200: datasourceSamplesResponse } },
    },
    async (req) => {
      const q = samplesQuerySchema.safeParse(req.query ?? {});
      if (!q.success)
        throw new AppError(400, 'Invalid input', { shape: 'error', fields: fieldErrors(q.error) });
      const body = samplesBodySchema.safeParse(
        req.body && typeof req.body === 'object' ? req.body : {},
      );
      if (!body.success)
        throw new AppError(400, JSON.stringify(fieldErrors(body.error)), { shape: 'error' });
      if (q.data.datasource_type !== 'table' && q.data.datasource_type !== 'dataset')
        throw new AppError(400, `Invalid datasource type: ${q.data.datasource_type}`, {
          shape: 'error',
        });
      const ds = await loadDatasource(ctx, { id: q.data.datasource_id, type: 'table' }, req.user);
      const drill = Boolean(body.data.filters?.length);
      const base = {
        filters: body.data.filters ?? [],
        granularity: body.data.granularity ?? null,
        time_range: body.data.time_range ?? null,
        extras: body.data.extras ?? {},
      };
      const request: ChartDataRequest = {
        datasource: { id: ds.id, type: 'table' },
        force: q.data.force === 'true',
        result_type: drill ? 'drill_detail' : 'samples',
        queries: [
          {
            ...base,
            row_limit: q.data.per_page,
            row_offset: (q.data.page - 1) * q.data.per_page,
          } as never,
          {
            ...base,
            metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }],
            columns: [],
            result_type: 'full',
            row_limit: 1,
          } as never,
        ],
      };
      const result = await ctx.chartData.run(request, { user: req.user });
      const counted = (result.payloads[1]?.data as Record<string, unknown>[] | undefined)?.[0]
        ?.count;
      const samples = result.payloads[0] as ChartDataPayload;
      return {
        result: {
          ...samples,
          // A samples query answers rows; anything else is no rows.
          data: Array.isArray(samples.data) ? samples.data : [],
          page: q.data.page,
          per_page: q.data.per_page,
          total_count: Number(counted ?? 0),
        },
      };
    },
  );
}
