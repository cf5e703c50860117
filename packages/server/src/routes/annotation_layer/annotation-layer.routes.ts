import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  annotationLayerItemResponse,
  annotationLayerListResponse,
  annotationLayerSavedResponse,
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedResponse,
} from '@sightline/core';
import type { ZodType } from 'zod';
import { deleteAnnotationLayers } from '../../commands/annotation_layer/delete-annotation-layers.ts';
import {
  getAnnotationLayer,
  listAnnotationLayers,
} from '../../commands/annotation_layer/read-annotations.ts';
import {
  createAnnotationLayer,
  updateAnnotationLayer,
} from '../../commands/annotation_layer/save-annotation-layer.ts';
import { repos } from '../../commands/repos.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';
import { idsSchema, layerPostSchema, layerPutSchema, toLayerWrite } from './annotation-fields.ts';
import { layerItem, layerListItem } from './annotation-serialize.ts';
import { annotationRoutes } from './annotation.routes.ts';

/**
 * /api/v1/annotation_layer: annotation layers (Superset AnnotationLayerRestApi; class permission
 * "Annotation", read/write methods) and, under /<pk>/annotation, their annotations.
 */
export async function annotationLayerRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const app = contract(fastify);
  const repo = repos(ctx).annotationLayers;
  const readGuard = requirePermission(ctx, 'can_read', 'Annotation');
  const writeGuard = requirePermission(ctx, 'can_write', 'Annotation');
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
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);

  app.get('/api/v1/annotation_layer/', read(annotationLayerListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listAnnotationLayers(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(layerListItem), q.columns ?? q.select_columns),
    };
  });

  app.get('/api/v1/annotation_layer/_info', read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write'].filter((p) => can(req.user, [], p, 'Annotation')),
  }));

  app.get('/api/v1/annotation_layer/related/:col', read(relatedResponse), async (req) =>
    relatedUsersResponse(ctx, req, ['created_by', 'changed_by']),
  );

  app.get('/api/v1/annotation_layer/:pk', read(annotationLayerItemResponse), async (req) => {
    const layer = await getAnnotationLayer(ctx, pk(req));
    return { id: layer.id, result: layerItem(layer) };
  });

  app.post(
    '/api/v1/annotation_layer/',
    create(annotationLayerSavedResponse),
    async (req, reply) => {
      const body = parseBody(req, layerPostSchema);
      const id = await createAnnotationLayer(
        repo,
        { name: body.name, descr: body.descr ?? null },
        requireUser(req),
      );
      return reply.status(201).send({ id, result: body });
    },
  );

  app.put('/api/v1/annotation_layer/:pk', write(annotationLayerSavedResponse), async (req) => {
    const id = pk(req);
    const body = parseBody(req, layerPutSchema);
    await updateAnnotationLayer(repo, id, toLayerWrite(body), requireUser(req));
    return { id, result: body };
  });

  app.delete('/api/v1/annotation_layer/:pk', write(messageResponse), async (req) => {
    await deleteAnnotationLayers(repo, [pk(req)]);
    return { message: 'OK' };
  });

  app.delete('/api/v1/annotation_layer/', write(messageResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteAnnotationLayers(repo, ids);
    return { message: `Deleted ${n} annotation layer${n === 1 ? '' : 's'}` };
  });

  await annotationRoutes(fastify, ctx);
}
