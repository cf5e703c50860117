import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { TaggedObjectType, TagRecord } from '../../meta/repos/tag-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { ownedChart, visibleChart } from '../chart/chart-access.ts';
import { ownedDashboard, visibleDashboard } from '../dashboard/dashboard-access.ts';
import { repos } from '../repos.ts';
import { getSavedQuery } from '../saved_query/get-saved-query.ts';

const notFound = (): AppError => new AppError(404, 'Not found');
const storable = (ids: number[]): boolean =>
  ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

/** Superset's ObjectType: query (saved queries) = 1, chart = 2, dashboard = 3; names accepted too. */
export function objectTypeOf(raw: string): TaggedObjectType {
  const t = { '1': 'query', '2': 'chart', '3': 'dashboard', saved_query: 'query' }[raw] ?? raw;
  if (t !== 'query' && t !== 'chart' && t !== 'dashboard')
    throw new AppError(400, `Not a valid object type: ${raw}`);
  return t;
}

/** Throws unless the caller may change the object (its owner or an admin); 404 when it cannot see it. */
async function assertWritable(
  ctx: AppContext,
  type: TaggedObjectType,
  id: number,
  actor: CurrentUser,
): Promise<void> {
  if (!storable([id])) throw notFound();
  if (type === 'chart') await ownedChart(repos(ctx), id, actor);
  else if (type === 'dashboard') await ownedDashboard(repos(ctx), id, actor);
  else await getSavedQuery(ctx, id, actor);
}

export function listTags(ctx: AppContext, q: ListQuery, actor: CurrentUser | null) {
  return repos(ctx).tags.list(q, actor?.id ?? null);
}

export async function getTag(ctx: AppContext, id: number): Promise<TagRecord> {
  const t = storable([id]) ? await repos(ctx).tags.findById(id) : null;
  if (!t) throw notFound();
  return t;
}

/** The ids of the named custom tags, made when missing. */
async function ensureTags(ctx: AppContext, names: string[], actor: CurrentUser): Promise<number[]> {
  const { tags } = repos(ctx);
  const unique = [...new Set(names)];
  const found = await tags.findByNames(unique);
  const ids: number[] = [];
  for (const name of unique) {
    const t = found.find((f) => f.name === name);
    ids.push(t ? t.id : await tags.create({ name, type: 'custom', description: null }, actor.id));
  }
  return ids;
}

/** Tags objects with tags, each object checked writable first (nothing is tagged on a refusal). */
export async function tagObjects(
  ctx: AppContext,
  names: string[],
  objects: { type: TaggedObjectType; id: number }[],
  actor: CurrentUser,
): Promise<void> {
  for (const o of objects) await assertWritable(ctx, o.type, o.id, actor);
  const ids = await ensureTags(ctx, names, actor);
  for (const tagId of ids)
    for (const o of objects) await repos(ctx).tags.tag(tagId, o.type, o.id, actor.id);
}

/** POST /tag/: a custom tag (unique name, else 422), optionally on objects. */
export async function createTag(
  ctx: AppContext,
  body: {
    name: string;
    description: string | null;
    objects: { type: TaggedObjectType; id: number }[];
  },
  actor: CurrentUser,
): Promise<number> {
  if ((await repos(ctx).tags.findByNames([body.name])).length > 0)
    throw invalidFields({ name: ['Tag name must be unique'] });
  for (const o of body.objects) await assertWritable(ctx, o.type, o.id, actor);
  const id = await repos(ctx).tags.create(
    { name: body.name, type: 'custom', description: body.description },
    actor.id,
  );
  for (const o of body.objects) await repos(ctx).tags.tag(id, o.type, o.id, actor.id);
  return id;
}

export async function updateTag(
  ctx: AppContext,
  id: number,
  patch: {
    name?: string;
    description?: string | null;
    objects?: { type: TaggedObjectType; id: number }[];
  },
  actor: CurrentUser,
): Promise<void> {
  await getTag(ctx, id);
  if (patch.name !== undefined) {
    const other = (await repos(ctx).tags.findByNames([patch.name]))[0];
    if (other && other.id !== id) throw invalidFields({ name: ['Tag name must be unique'] });
  }
  for (const o of patch.objects ?? []) await assertWritable(ctx, o.type, o.id, actor);
  await repos(ctx).tags.update(id, patch, actor.id);
  for (const o of patch.objects ?? []) await repos(ctx).tags.tag(id, o.type, o.id, actor.id);
}

export async function deleteTags(ctx: AppContext, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (!storable(unique) || (await repos(ctx).tags.existingIds(unique)).length !== unique.length)
    throw notFound();
  return repos(ctx).tags.delete(unique);
}

/** DELETE /tag/<type>/<id>/<tag>/: the caller must be able to change the object. */
export async function untagObject(
  ctx: AppContext,
  type: TaggedObjectType,
  id: number,
  name: string,
  actor: CurrentUser,
): Promise<void> {
  await assertWritable(ctx, type, id, actor);
  if ((await repos(ctx).tags.untag(type, id, name)) === 0) throw notFound();
}

export interface TaggedObject {
  id: number;
  type: 'chart' | 'dashboard' | 'query';
  name: string;
  url: string;
  changedOn: string | null;
  createdBy: number | null;
  creator: string;
  owners: { id: number; firstName: string; lastName: string }[];
  tags: { id: number; name: string; type: string }[];
}

/** GET /tag/get_objects/: the tagged objects the caller may read (others are left out). */
export async function getTaggedObjects(
  ctx: AppContext,
  sel: { tagIds?: number[]; tagNames?: string[]; types?: TaggedObjectType[] },
  actor: CurrentUser,
): Promise<TaggedObject[]> {
  const r = repos(ctx);
  const found = await r.tags.taggedObjects(sel);
  const out: TaggedObject[] = [];
  for (const o of found) {
    const tags = (await r.tags.tagsOf(o.objectType, [o.objectId])).get(o.objectId) ?? [];
    try {
      if (o.objectType === 'chart') {
        const c = await visibleChart(r, o.objectId, actor);
        out.push({
          id: c.id,
          type: 'chart',
          name: c.sliceName,
          url: `/explore/?slice_id=${c.id}`,
          changedOn: c.changedOn,
          createdBy: c.createdBy?.id ?? null,
          creator: c.createdBy ? `${c.createdBy.firstName} ${c.createdBy.lastName}` : '',
          owners: c.owners,
          tags,
        });
      } else if (o.objectType === 'dashboard') {
        const d = await visibleDashboard(r, o.objectId, actor);
        out.push({
          id: d.id,
          type: 'dashboard',
          name: d.dashboardTitle,
          url: `/superset/dashboard/${d.id}/`,
          changedOn: d.changedOn,
          createdBy: d.createdBy?.id ?? null,
          creator: d.createdBy ? `${d.createdBy.firstName} ${d.createdBy.lastName}` : '',
          owners: d.owners,
          tags,
        });
      } else {
        const q = await getSavedQuery(ctx, o.objectId, actor);
        out.push({
          id: q.id,
          type: 'query',
          name: q.label,
          url: `/sqllab?savedQueryId=${q.id}`,
          changedOn: q.changedOn ?? null,
          createdBy: actor.id,
          creator: '',
          owners: [],
          tags,
        });
      }
    } catch (err) {
      // Objects the caller may not read are left out, as Superset's base filters do.
      if (!(err instanceof AppError) || (err.status !== 404 && err.status !== 403)) throw err;
    }
  }
  return out;
}
