import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  dashboardChartsResponse,
  dashboardColorsSchema,
  dashboardCopySchema,
  dashboardFilterStateSchema,
  dashboardFiltersSchema,
  dashboardPermalinkStateSchema,
  dashboardColorsResponse,
  dashboardCopyResponse,
  dashboardDatasetsResponse,
  dashboardFiltersResponse,
  dashboardPermalinkCreatedResponse,
  dashboardPermalinkValue,
  dashboardTabsResponse,
  filterStateKeyResponse,
  filterStateValueResponse,
  messageResponse,
} from '@sightline/core';
import { copyDashboard } from '../../commands/dashboard/copy-dashboard.ts';
import { visibleDashboard } from '../../commands/dashboard/dashboard-access.ts';
import { dashboardCharts, dashboardDatasets } from '../../commands/dashboard/dashboard-content.ts';
import {
  createDashboardFilterState,
  deleteDashboardFilterState,
  getDashboardFilterState,
  updateDashboardFilterState,
} from '../../commands/dashboard/dashboard-filter-state.ts';
import {
  createDashboardPermalink,
  getDashboardPermalink,
} from '../../commands/dashboard/dashboard-permalink.ts';
import type { DashboardRepos } from '../../commands/dashboard/dashboard-repos.ts';
import { dashboardTabs } from '../../commands/dashboard/dashboard-tabs.ts';
import { updateDashboardColors } from '../../commands/dashboard/update-dashboard-colors.ts';
import { updateDashboardFilters } from '../../commands/dashboard/update-dashboard-filters.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { parseWithSchema } from '../chart/chart.routes.ts';
import { contract } from '../common/contract.ts';
import { parseId } from '../common/http.ts';
import { datasourceData } from '../dataset/dataset-serialize.ts';
import { dashboardChartItem } from './dashboard-serialize.ts';

const keyParam = (req: FastifyRequest) => (req.params as { pk: string }).pk;
const stateKey = (req: FastifyRequest) => (req.params as { key: string }).key;

/** Dashboard contents, copy, filters, colours and permalinks (docs/api.md §2.7, §3.3). */
export async function dashboardStateRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  repos: DashboardRepos,
): Promise<void> {
  const app = contract(fastify);
  const on =
    (preHandler: ReturnType<typeof requirePermission>) =>
    <S extends z.ZodType>(ok: S) => ({ preHandler, schema: { response: { 200: ok } } });
  const created =
    (preHandler: ReturnType<typeof requirePermission>) =>
    <S extends z.ZodType>(ok: S) => ({ preHandler, schema: { response: { 201: ok } } });
  const canRead = requirePermission(ctx, 'can_read', 'Dashboard');
  const read = on(canRead);
  const write = on(requirePermission(ctx, 'can_write', 'Dashboard'));
  const permalinkRead = on(requirePermission(ctx, 'can_read', 'DashboardPermalinkRestApi'));
  const permalinkWrite = created(requirePermission(ctx, 'can_write', 'DashboardPermalinkRestApi'));

  app.get('/api/v1/dashboard/:pk/charts', read(dashboardChartsResponse), async (req) => ({
    result: (await dashboardCharts(repos, keyParam(req), req.user)).map(dashboardChartItem),
  }));

  app.get('/api/v1/dashboard/:pk/datasets', read(dashboardDatasetsResponse), async (req) => ({
    result: (await dashboardDatasets(ctx, repos, keyParam(req), req.user)).map(
      ({ dataset, columns, metrics }) => datasourceData(dataset, columns, metrics),
    ),
  }));

  app.get('/api/v1/dashboard/:pk/tabs', read(dashboardTabsResponse), async (req) => ({
    result: dashboardTabs(await visibleDashboard(repos, keyParam(req), req.user)),
  }));

  app.post('/api/v1/dashboard/:pk/copy/', write(dashboardCopyResponse), async (req) => {
    const body = parseWithSchema(req, dashboardCopySchema);
    const { id, lastModifiedTime } = await copyDashboard(
      repos,
      keyParam(req),
      body,
      requireUser(req),
    );
    return { result: { id, last_modified_time: lastModifiedTime } };
  });

  app.put('/api/v1/dashboard/:pk/filters', write(dashboardFiltersResponse), async (req) => {
    const id = parseId(keyParam(req));
    const body = parseWithSchema(req, dashboardFiltersSchema);
    return { result: await updateDashboardFilters(repos, id, body, requireUser(req)) };
  });

  app.put('/api/v1/dashboard/:pk/colors', write(dashboardColorsResponse), async (req) => {
    const id = parseId(keyParam(req));
    const body = parseWithSchema(req, dashboardColorsSchema);
    const markUpdated = (req.query as { mark_updated?: string }).mark_updated !== 'false';
    await updateDashboardColors(repos, id, body, markUpdated, requireUser(req));
    return {};
  });

  app.post(
    '/api/v1/dashboard/:pk/permalink',
    permalinkWrite(dashboardPermalinkCreatedResponse),
    async (req, reply) => {
      const state = parseWithSchema(req, dashboardPermalinkStateSchema);
      const key = await createDashboardPermalink(repos, keyParam(req), state, req.user);
      return reply
        .status(201)
        .send({ key, url: `${req.protocol}://${req.host}/superset/dashboard/p/${key}/` });
    },
  );

  // Filter state is per user and tab; anyone who can read the dashboard may keep one (docs/api.md §2.7).
  app.post(
    '/api/v1/dashboard/:pk/filter_state',
    created(canRead)(filterStateKeyResponse),
    async (req, reply) => {
      const body = parseWithSchema(req, dashboardFilterStateSchema);
      return reply
        .status(201)
        .send({ key: await createDashboardFilterState(repos, keyParam(req), body, req.user) });
    },
  );

  app.put('/api/v1/dashboard/:pk/filter_state/:key', read(filterStateKeyResponse), async (req) => {
    const body = parseWithSchema(req, dashboardFilterStateSchema);
    const tabId = (req.query as { tab_id?: unknown }).tab_id;
    return {
      key: await updateDashboardFilterState(
        repos,
        keyParam(req),
        stateKey(req),
        body,
        typeof tabId === 'string' ? tabId : undefined,
        req.user,
      ),
    };
  });

  app.get(
    '/api/v1/dashboard/:pk/filter_state/:key',
    read(filterStateValueResponse),
    async (req) => {
      const value = await getDashboardFilterState(repos, keyParam(req), stateKey(req), req.user);
      if (value === null) throw new AppError(404, 'Not found');
      return { value };
    },
  );

  app.delete('/api/v1/dashboard/:pk/filter_state/:key', read(messageResponse), async (req) => {
    if (!(await deleteDashboardFilterState(repos, keyParam(req), stateKey(req), req.user)))
      throw new AppError(404, 'Not found');
    return { message: 'Deleted successfully' };
  });

  app.get(
    '/api/v1/dashboard/permalink/:key',
    permalinkRead(dashboardPermalinkValue),
    async (req) => {
      const value = await getDashboardPermalink(
        repos,
        (req.params as { key: string }).key,
        req.user,
      );
      if (!value) throw new AppError(404, 'Not found');
      return value;
    },
  );
}
