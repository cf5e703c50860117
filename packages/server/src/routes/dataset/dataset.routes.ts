import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  datasetCreatedResponse,
  datasetDrillInfoResponse,
  datasetDuplicatedResponse,
  datasetGetOrCreateResponse,
  datasetItemResponse,
  datasetListResponse,
  datasetRelatedObjectsResponse,
  datasetUpdatedResponse,
  infoResponse,
  messageResponse,
  relatedResponse,
  datasetCreateSchema,
  datasetDuplicateSchema,
  datasetGetOrCreateSchema,
  datasetItemQuerySchema,
  datasetUpdateSchema,
  listQuerySchema,
  relatedQuerySchema,
} from '@sightline/core';
import {
  createDataset,
  deleteDatasets,
  duplicateDataset,
  ownedDataset,
  refreshDataset,
  updateDataset,
  visibleDataset,
} from '../../commands/dataset/save-dataset.ts';
import { relatedDatabases } from '../../commands/database/related-databases.ts';
import { getOrCreateDataset } from '../../commands/dataset/get-or-create-dataset.ts';
import {
  datasetWithChildren,
  distinctDatasetValues,
  listDatasets,
} from '../../commands/dataset/read-datasets.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns, pickPaths } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { databaseListItem } from '../database/database-serialize.ts';
import { datasetItem, datasetListItem, datasourceData } from './dataset-serialize.ts';

const idsSchema = z.array(z.number().int());

/** /api/v1/dataset (docs/api.md §2.8). */
export async function datasetRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const readGuard = requirePermission(ctx, 'can_read', 'Dataset');
  const writeGuard = requirePermission(ctx, 'can_write', 'Dataset');
  const read = <S extends ZodType>(ok: S) => ({
    preHandler: readGuard,
    schema: { response: { 200: ok } },
  });
  const write = <S extends ZodType>(ok: S) => ({
    preHandler: writeGuard,
    schema: { response: { 200: ok } },
  });
  const create = <S extends ZodType>(ok: S) => ({
    preHandler: writeGuard,
    schema: { response: { 201: ok } },
  });
  const pk = (params: unknown) => parseId((params as { pk: string }).pk);
  const full = (id: number) => datasetWithChildren(ctx, id);

  app.get('/api/v1/dataset/', read(datasetListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listDatasets(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(datasetListItem), q.columns ?? q.select_columns),
    };
  });

  app.get('/api/v1/dataset/_info', read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write', 'can_export', 'can_duplicate'].filter((p) =>
      req.user
        ? req.user.isAdmin ||
          Object.values(req.user.roles).some((pairs) =>
            pairs.some(([pp, v]) => pp === p && v === 'Dataset'),
          )
        : false,
    ),
  }));

  app.get('/api/v1/dataset/related/:col', read(relatedResponse), async (req) => {
    const col = (req.params as { col: string }).col;
    if (col !== 'database')
      return relatedUsersResponse(ctx, req, ['owners', 'created_by', 'changed_by']);
    const q = parseRison(req, relatedQuerySchema);
    const { count, rows } = await relatedDatabases(ctx, q, req.user);
    return {
      count,
      result: rows.map(databaseListItem).map((d) => ({ value: d.id, text: d.database_name })),
    };
  });

  app.get('/api/v1/dataset/distinct/:col', read(relatedResponse), async (req) => {
    const col = (req.params as { col: string }).col;
    if (col !== 'schema' && col !== 'catalog') throw new AppError(404, 'Not found');
    const q = parseRison(req, relatedQuerySchema);
    const values = await distinctDatasetValues(ctx, col, q.filter ?? '', req.user);
    return { count: values.length, result: values.map((v) => ({ text: v, value: v })) };
  });

  app.post('/api/v1/dataset/', create(datasetCreatedResponse), async (req, reply) => {
    const body = parseBody(req, datasetCreateSchema);
    const ds = await createDataset(ctx, body, requireUser(req));
    const f = await full(ds.id);
    return reply
      .status(201)
      .send({ id: ds.id, result: body, data: datasourceData(f.ds, f.columns, f.metrics) });
  });

  app.post('/api/v1/dataset/duplicate', create(datasetDuplicatedResponse), async (req, reply) => {
    const body = parseBody(req, datasetDuplicateSchema);
    const ds = await duplicateDataset(ctx, body.base_model_id, body.table_name, requireUser(req));
    return reply.status(201).send({ id: ds.id, result: body });
  });

  app.post('/api/v1/dataset/get_or_create/', write(datasetGetOrCreateResponse), async (req) => {
    const body = parseBody(req, datasetGetOrCreateSchema);
    return { result: { table_id: await getOrCreateDataset(ctx, body, requireUser(req)) } };
  });

  app.get('/api/v1/dataset/:pk', read(datasetItemResponse), async (req) => {
    const id = pk(req.params);
    await visibleDataset(ctx, id, req.user);
    const q = parseRison(req, datasetItemQuerySchema);
    const f = await full(id);
    const result = datasetItem(f.ds, f.columns, f.metrics);
    return { id, result: q.columns?.length ? pickPaths(result, q.columns) : result };
  });

  app.put('/api/v1/dataset/:pk', write(datasetUpdatedResponse), async (req) => {
    const id = pk(req.params);
    const body = parseBody(req, datasetUpdateSchema);
    const override = (req.query as Record<string, string>)?.override_columns === 'true';
    await updateDataset(ctx, id, body, requireUser(req), { overrideColumns: override });
    return { id, result: body };
  });

  app.put('/api/v1/dataset/:pk/refresh', write(messageResponse), async (req) => {
    await refreshDataset(ctx, pk(req.params), requireUser(req));
    return { message: 'OK' };
  });

  app.delete('/api/v1/dataset/:pk', write(messageResponse), async (req) => {
    await deleteDatasets(ctx, [pk(req.params)], requireUser(req));
    return { message: 'OK' };
  });

  app.delete('/api/v1/dataset/', write(messageResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    await deleteDatasets(ctx, ids, requireUser(req));
    return { message: `Deleted ${ids.length} dataset${ids.length === 1 ? '' : 's'}` };
  });

  app.get(
    '/api/v1/dataset/:pk/related_objects',
    read(datasetRelatedObjectsResponse),
    async (req) => {
      await visibleDataset(ctx, pk(req.params), req.user);
      return { charts: { count: 0, result: [] }, dashboards: { count: 0, result: [] } };
    },
  );

  app.get('/api/v1/dataset/:pk/drill_info/', read(datasetDrillInfoResponse), async (req) => {
    const id = pk(req.params);
    await visibleDataset(ctx, id, req.user);
    const f = await full(id);
    const item = datasetItem(f.ds, f.columns, f.metrics);
    return {
      result: {
        id,
        table_name: f.ds.tableName,
        owners: item.owners,
        created_by: item.created_by,
        created_on_humanized: item.created_on_humanized,
        changed_by: item.changed_by,
        changed_on_humanized: item.changed_on_humanized,
        columns: f.columns.map((c) => ({ column_name: c.columnName, verbose_name: c.verboseName })),
      },
    };
  });
  void ownedDataset;
}
