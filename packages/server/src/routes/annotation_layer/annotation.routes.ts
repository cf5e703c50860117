import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  annotationItemResponse,
  annotationListResponse,
  annotationSavedResponse,
  listQuerySchema,
  messageResponse,
} from '@sightline/core';
import type { ZodType } from 'zod';
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
import { contract } from '../common/contract.ts';
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
export async function annotationRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
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
  const params = (req: FastifyRequest) => req.params as { pk: string; annotation_id?: string };
  const pk = (req: FastifyRequest) => parseId(params(req).pk);
  const annotationId = (req: FastifyRequest) => parseId(params(req).annotation_id);

  app.get(`${BASE}/`, read(annotationListResponse), async (req) => {
    const layerId = pk(req);
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listAnnotations(ctx, layerId, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(annotationListItem), q.columns ?? q.select_columns),
    };
  });

  app.get(`${BASE}/:annotation_id`, read(annotationItemResponse), async (req) => {
    const a = await getAnnotation(ctx, pk(req), annotationId(req));
    return { id: a.id, result: annotationItem(a) };
  });

  app.post(
    `${BASE}/`,
    { preHandler: writeGuard, schema: { response: { 201: annotationSavedResponse } } },
    async (req, reply) => {
      const layerId = pk(req);
      const body = parseBody(req, annotationPostSchema);
      const id = await createAnnotation(
        repo,
        layerId,
        toAnnotationWrite(body) as AnnotationWrite,
        requireUser(req),
      );
      return reply.status(201).send({ id, result: body });
    },
  );

  app.put(`${BASE}/:annotation_id`, write(annotationSavedResponse), async (req) => {
    const [layerId, id] = [pk(req), annotationId(req)];
    const body = parseBody(req, annotationPutSchema);
    await updateAnnotation(repo, layerId, id, toAnnotationWrite(body), requireUser(req));
    return { id, result: body };
  });

  app.delete(`${BASE}/:annotation_id`, write(messageResponse), async (req) => {
    await deleteAnnotations(repo, pk(req), [annotationId(req)]);
    return { message: 'OK' };
  });

  app.delete(`${BASE}/`, write(messageResponse), async (req) => {
    const layerId = pk(req);
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteAnnotations(repo, layerId, ids);
    return { message: `Deleted ${n} annotation${n === 1 ? '' : 's'}` };
  });
}
