import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  infoResponse,
  listQuerySchema,
  messageResponse,
  relatedResponse,
  tagBulkCreateResponse,
  tagItemResponse,
  tagListResponse,
  taggedObjectsResponse,
  tagSavedResponse,
  tagBulkCreateSchema,
  tagObjectBodySchema,
  tagPostSchema,
  tagPutSchema,
  type TagListItem,
  type TagObjectRef,
  type TagType,
} from '@sightline/core';
import {
  createTag,
  deleteTags,
  getTag,
  getTaggedObjects,
  listTags,
  objectTypeOf,
  tagObjects,
  untagObject,
  updateTag,
  type TaggedObject,
} from '../../commands/tag/tag-commands.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { can } from '../../security/current-user.ts';
import { contract } from '../common/contract.ts';
import { humanizeSince, parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { relatedUsersResponse } from '../common/related.ts';

/** Superset's class permission of the tag API (TagRestApi.class_permission_name). */
export const TAG_VIEW = 'Tag';

const idsSchema = z.array(z.number().int());

const objectsOf = (refs: TagObjectRef[] | undefined) =>
  (refs ?? []).map(([type, id]) => ({ type: objectTypeOf(type), id }));
const user = (u: { id: number; firstName: string; lastName: string } | null) =>
  u ? { id: u.id, first_name: u.firstName, last_name: u.lastName } : null;

function listItem(t: Awaited<ReturnType<typeof getTag>>): TagListItem {
  return {
    id: t.id,
    name: t.name,
    type: t.type as TagType,
    description: t.description,
    created_on: t.createdOn,
    changed_on: t.changedOn,
    changed_on_delta_humanized: humanizeSince(t.changedOn),
    created_on_delta_humanized: humanizeSince(t.createdOn),
    created_by: user(t.createdBy),
    changed_by: user(t.changedBy),
  };
}

const objectItem = (o: TaggedObject) => ({
  id: o.id,
  type: o.type,
  name: o.name,
  url: o.url,
  changed_on: o.changedOn,
  created_by: o.createdBy,
  creator: o.creator,
  tags: o.tags.map((t) => ({ id: t.id, name: t.name, type: t.type as TagType })),
  owners: o.owners.map((u) => ({ id: u.id, first_name: u.firstName, last_name: u.lastName })),
});

const csv = (v: unknown): string[] | undefined =>
  typeof v === 'string' && v !== '' ? v.split(',').map((s) => s.trim()) : undefined;

/**
 * /api/v1/tag/: tags (Superset TagRestApi; class permission Tag): CRUD, bulk delete, bulk create,
 * tagging and untagging charts, dashboards and saved queries (the object must be the caller's to
 * change), and the tagged objects the caller may read.
 */
export async function tagRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const canRead = requirePermission(ctx, 'can_read', TAG_VIEW);
  const canWrite = requirePermission(ctx, 'can_write', TAG_VIEW);
  const read = <S>(s: S) => ({ preHandler: canRead, schema: { response: { 200: s } } });
  const write = <S>(s: S, status = 200) => ({
    preHandler: canWrite,
    schema: { response: { [status]: s } },
  });
  const pk = (req: FastifyRequest) => parseId((req.params as { pk: string }).pk);
  const URL = '/api/v1/tag/';

  app.get(URL, read(tagListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, rows } = await listTags(ctx, q, req.user);
    return {
      count,
      ids: rows.map((r) => r.id),
      result: pickColumns(rows.map(listItem), q.columns ?? q.select_columns),
    };
  });

  app.get(`${URL}_info`, read(infoResponse), async (req) => ({
    permissions: ['can_read', 'can_write'].filter((p) => can(req.user, [], p, TAG_VIEW)),
  }));

  app.get(`${URL}related/:col`, read(relatedResponse), async (req) =>
    relatedUsersResponse(ctx, req, ['created_by', 'changed_by']),
  );

  app.get(`${URL}get_objects/`, read(taggedObjectsResponse), async (req) => {
    const qs = req.query as Record<string, unknown>;
    const tagIds = csv(qs.tagIds)?.map((s) => parseId(s));
    const types = csv(qs.types)?.map(objectTypeOf);
    const objects = await getTaggedObjects(
      ctx,
      { tagIds, tagNames: csv(qs.tags), types },
      requireUser(req),
    );
    return { result: objects.map(objectItem) };
  });

  app.get(`${URL}:pk`, read(tagItemResponse), async (req) => {
    const { created_on_delta_humanized: _c, ...result } = listItem(await getTag(ctx, pk(req)));
    return { id: result.id, result };
  });

  app.post(URL, write(tagSavedResponse, 201), async (req, reply) => {
    const body = parseBody(req, tagPostSchema);
    const id = await createTag(
      ctx,
      {
        name: body.name,
        description: body.description ?? null,
        objects: objectsOf(body.objects_to_tag),
      },
      requireUser(req),
    );
    return reply.status(201).send({ id, result: body });
  });

  app.post(`${URL}bulk_create`, write(tagBulkCreateResponse, 201), async (req, reply) => {
    const body = parseBody(req, tagBulkCreateSchema);
    const tagged: [string, number][] = [];
    const skipped: [string, number][] = [];
    for (const t of body.tags) {
      for (const o of objectsOf(t.objects_to_tag)) {
        try {
          await tagObjects(ctx, [t.name], [o], requireUser(req));
          tagged.push([o.type, o.id]);
        } catch (err) {
          if (!(err instanceof AppError) || (err.status !== 403 && err.status !== 404)) throw err;
          skipped.push([o.type, o.id]);
        }
      }
      if (!t.objects_to_tag?.length) await tagObjects(ctx, [t.name], [], requireUser(req));
    }
    return reply.status(201).send({ result: { objects_tagged: tagged, objects_skipped: skipped } });
  });

  app.post(`${URL}:object_type/:object_id/`, write(messageResponse, 201), async (req, reply) => {
    const p = req.params as { object_type: string; object_id: string };
    const body = parseBody(req, tagObjectBodySchema);
    await tagObjects(
      ctx,
      body.properties.tags,
      [{ type: objectTypeOf(p.object_type), id: parseId(p.object_id) }],
      requireUser(req),
    );
    return reply.status(201).send({ message: 'OK' });
  });

  app.delete(`${URL}:object_type/:object_id/:tag/`, write(messageResponse), async (req) => {
    const p = req.params as { object_type: string; object_id: string; tag: string };
    await untagObject(
      ctx,
      objectTypeOf(p.object_type),
      parseId(p.object_id),
      p.tag,
      requireUser(req),
    );
    return { message: 'OK' };
  });

  app.put(`${URL}:pk`, write(tagSavedResponse), async (req) => {
    const id = pk(req);
    const body = parseBody(req, tagPutSchema);
    await updateTag(
      ctx,
      id,
      {
        name: body.name,
        description: body.description,
        objects: body.objects_to_tag ? objectsOf(body.objects_to_tag) : undefined,
      },
      requireUser(req),
    );
    return { id, result: body };
  });

  app.delete(`${URL}:pk`, write(messageResponse), async (req) => {
    await deleteTags(ctx, [pk(req)]);
    return { message: 'OK' };
  });

  app.delete(URL, write(messageResponse), async (req) => {
    const ids = parseRison(req, idsSchema.default([]));
    if (ids.length === 0)
      throw new AppError(400, 'Not a valid rison argument: a list of ids is required');
    const n = await deleteTags(ctx, ids);
    return { message: `Deleted ${n} tag${n === 1 ? '' : 's'}` };
  });
}
