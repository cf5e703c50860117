import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import {
  exploreFormDataSchema,
  explorePermalinkResponse,
  explorePermalinkStateSchema,
  exploreResponse,
  formDataKeyResponse,
  formDataResponse,
  messageResponse,
  permalinkCreatedResponse,
  type ExploreResponse,
} from '@sightline/core';
import { getExploreContext } from '../../commands/chart/explore-context.ts';
import { logExploreView } from '../../commands/log/read-logs.ts';
import {
  createExploreFormData,
  deleteExploreFormData,
  getExploreFormData,
  updateExploreFormData,
} from '../../commands/chart/explore-form-data.ts';
import {
  createExplorePermalink,
  getExplorePermalink,
} from '../../commands/chart/explore-permalink.ts';
import { datasetChildren } from '../../commands/dataset/read-datasets.ts';
import { repos as reposOf } from '../../commands/repos.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { parseWithSchema } from '../chart/chart.routes.ts';
import { chartMetadata, sliceData } from '../chart/chart-serialize.ts';
import { datasourceData } from '../dataset/dataset-serialize.ts';

type Query = Record<string, string | string[] | undefined>;

const intParam = (v: unknown): number | null =>
  typeof v === 'string' && /^\d{1,10}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null;
const strParam = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const keyOf = (req: FastifyRequest) => (req.params as { key: string }).key;

/** /api/v1/explore/: the explore bootstrap, permalinks and the form-data cache (docs/api.md §2.6). */
export async function exploreRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const repos = reposOf(ctx);
  const readGuard = requirePermission(ctx, 'can_read', 'Explore');
  const read = <S extends ZodType>(ok: S) => ({
    preHandler: readGuard,
    schema: { response: { 200: ok } },
  });
  const permalinkRead = {
    preHandler: requirePermission(ctx, 'can_read', 'ExplorePermalinkRestApi'),
    schema: { response: { 200: explorePermalinkResponse } },
  };
  const permalinkWrite = {
    preHandler: requirePermission(ctx, 'can_write', 'ExplorePermalinkRestApi'),
    schema: { response: { 201: permalinkCreatedResponse } },
  };

  app.get('/api/v1/explore/', read(exploreResponse), async (req) => {
    const query = req.query as Query;
    const args = Object.fromEntries(
      Object.entries(query).flatMap(([k, v]) =>
        typeof v === 'string' ? [[k, v]] : Array.isArray(v) ? [[k, v[0] ?? '']] : [],
      ),
    );
    const x = await getExploreContext(
      ctx,
      repos,
      {
        permalinkKey: strParam(query.permalink_key),
        formDataKey: strParam(query.form_data_key),
        sliceId: intParam(query.slice_id),
        datasourceId: intParam(query.datasource_id),
        datasourceType: strParam(query.datasource_type),
      },
      args,
      req.user,
    );
    // A saved chart opened in Explore is a view for the Home page's recents.
    if (x.chart && req.user && !req.user.guest) await logExploreView(ctx, req.user, x.chart.id);
    let dataset: Omit<ExploreResponse['result']['dataset'], 'rls_filters'> = {
      type: x.datasourceType,
      name: x.missingDatasetName,
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
    };
    if (x.dataset) {
      const { columns, metrics } = await datasetChildren(ctx, x.dataset.id);
      dataset = datasourceData(x.dataset, columns, metrics);
    }
    return {
      result: {
        dataset: { ...dataset, rls_filters: [] },
        form_data: x.formData,
        // chart-serialize.ts types these as records; they follow the schemas' shapes.
        slice: x.chart ? sliceData(x.chart) : null,
        message: x.message,
        metadata: x.chart ? chartMetadata(x.chart) : null,
        ...(x.chartState !== undefined ? { chartState: x.chartState } : {}),
      },
    };
  });

  app.post('/api/v1/explore/permalink', permalinkWrite, async (req, reply) => {
    const state = parseWithSchema(req, explorePermalinkStateSchema);
    const key = await createExplorePermalink(ctx, repos, state, req.user);
    return reply
      .status(201)
      .send({ key, url: `${req.protocol}://${req.host}/superset/explore/p/${key}/` });
  });

  app.get('/api/v1/explore/permalink/:key', permalinkRead, async (req) => {
    const value = await getExplorePermalink(ctx, repos, keyOf(req), req.user);
    if (!value) throw new AppError(404, 'Not found');
    return value;
  });

  app.post(
    '/api/v1/explore/form_data',
    { preHandler: readGuard, schema: { response: { 201: formDataKeyResponse } } },
    async (req, reply) => {
      const body = parseWithSchema(req, exploreFormDataSchema);
      return reply
        .status(201)
        .send({ key: await createExploreFormData(ctx, repos, body, req.user) });
    },
  );

  app.put('/api/v1/explore/form_data/:key', read(formDataKeyResponse), async (req) => {
    const body = parseWithSchema(req, exploreFormDataSchema);
    return {
      key: await updateExploreFormData(
        ctx,
        repos,
        keyOf(req),
        body,
        strParam((req.query as Query).tab_id),
        req.user,
      ),
    };
  });

  app.get('/api/v1/explore/form_data/:key', read(formDataResponse), async (req) => {
    const formData = await getExploreFormData(ctx, repos, keyOf(req), req.user);
    if (formData === null) throw new AppError(404, 'Not found');
    return { form_data: formData };
  });

  app.delete('/api/v1/explore/form_data/:key', read(messageResponse), async (req) => {
    if (!(await deleteExploreFormData(repos, keyOf(req), req.user)))
      throw new AppError(404, 'Not found');
    return { message: 'Deleted successfully' };
  });
}
