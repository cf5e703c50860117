import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listQuerySchema } from '@sightline/core';
import {
  getAnnotation,
  listAnnotations,
} from '../../commands/annotation_layer/read-annotations.ts';
import {
  createAnnotation,
  deleteAnnotations,
  updateAnnotation,
} from '../../commands/annotation_layer/save-annotation.ts';
import type { AnnotationWrite } from '../../commands/records.ts';
import { repos } from '../../commands/repos.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import {
  annotationPostSchema,
  annotationPutSchema,
  idsSchema,
  toAnnotationWrite,
} from './annotation-fields.ts';
import { annotationItem, annotationListItem } from './annotation-serialize.ts';

const BASE = '/api/v1/annotation_layer/:pk/annotation';

/** /api/v1/annotation_layer/<pk>/annotation: the annotations of one layer (Superset AnnotationRestApi). */
export async function annotationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = repos(ctx).annotationLayers;
  const read = { preHandler: requirePermission(ctx, 'can_read', 'Annotation') };
  const write = { preHandler: requirePermission(ctx, 'can_write', 'Annotation') };
  const params = (req: FastifyRequest) => req.params as { pk: string; annotation_id?: string };
  const pk = (req: FastifyRequest) => parseId(params(req).pk);
  const annotationId = (req: FastifyRequest) => parseId(params(req).annotation_id);

  app.get(`${BASE}/`, read, async (req) => {
    const layerId = pk(req);
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listAnnotations(ctx, layerId, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(annotationListItem), q.columns ?? q.select_columns),
    };
  });

  app.get(`${BASE}/:annotation_id`, read, async (req) => {
    const a = await getAnnotation(ctx, pk(req), annotationId(req));
    return { id: a.id, result: annotationItem(a) };
  });

  app.post(`${BASE}/`, write, async (req, reply) => {
    const layerId = pk(req);
    const body = parseBody(req, annotationPostSchema);
    const id = await createAnnotation(
      repo,
      layerId,
      toAnnotationWrite(body) as AnnotationWrite,
      requireUser(req),
    );
    return reply.status(201).send({ id, result: body });
  });

  app.put(`${BASE}/:annotation_id`, write, async (req) => {
    const [layerId, id] = [pk(req), annotationId(req)];
    const body = parseBody(req, annotationPutSchema);
    await updateAnnotation(repo, layerId, id, toAnnotationWrite(body), requireUser(req));
    return { id, result: body };
  });

  app.delete(`${BASE}/:annotation_id`, write, async (req) => {
    await deleteAnnotations(repo, pk(req), [annotationId(req)]);
    return { message: 'OK' };
  });

  app.delete(`${BASE}/`, write, async (req) => {
    const layerId = pk(req);
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteAnnotations(repo, layerId, ids);
    return { message: `Deleted ${n} annotation${n === 1 ? '' : 's'}` };
  });
}
