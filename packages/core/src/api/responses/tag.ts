import { z } from 'zod';
import { itemResponse, listResponse, userRef } from './common.ts';

/** Superset's TagType: custom tags are the users'; the others are made by the system. */
export const tagType = z.enum(['custom', 'type', 'owner', 'favorited_by']);
export type TagType = z.infer<typeof tagType>;

/** A row of `GET /api/v1/tag/` (Superset TagRestApi list_columns). */
export const tagListItem = z.object({
  id: z.number(),
  name: z.string(),
  type: tagType,
  description: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_on_delta_humanized: z.string(),
  created_by: userRef.nullable(),
  changed_by: userRef.nullable(),
});
export type TagListItem = z.infer<typeof tagListItem>;
export const tagListResponse = listResponse(tagListItem);
export type TagListResponse = z.infer<typeof tagListResponse>;

/** `GET /api/v1/tag/<pk>` result (show_columns). */
export const tagShowItem = tagListItem.omit({ created_on_delta_humanized: true });
export type TagShowItem = z.infer<typeof tagShowItem>;
export const tagItemResponse = itemResponse(tagShowItem);
export type TagItemResponse = z.infer<typeof tagItemResponse>;

/** Tagged objects named in a tag's create or update body (Superset's objects_to_tag). */
export const objectToTag = z.tuple([
  z.enum(['chart', 'dashboard', 'saved_query', 'query']),
  z.number(),
]);

/** `POST`/`PUT /api/v1/tag/` answer. */
export const tagSavedResponse = z.object({
  id: z.number(),
  result: z.object({
    name: z.string().optional(),
    description: z.string().nullable().optional(),
    objects_to_tag: z.array(objectToTag).optional(),
  }),
});

/** A tag as nested in a tagged object. */
const taggedObjectTag = z.object({ id: z.number(), name: z.string(), type: tagType });

/** One object of `GET /api/v1/tag/get_objects/` (Superset TagDAO.get_tagged_objects_for_tags). */
export const taggedObjectItem = z.object({
  id: z.number(),
  type: z.enum(['chart', 'dashboard', 'query']),
  name: z.string(),
  url: z.string(),
  changed_on: z.string().nullable(),
  created_by: z.number().nullable(),
  creator: z.string(),
  tags: z.array(taggedObjectTag),
  owners: z.array(userRef),
});
export type TaggedObjectItem = z.infer<typeof taggedObjectItem>;
export const taggedObjectsResponse = z.object({ result: z.array(taggedObjectItem) });
export type TaggedObjectsResponse = z.infer<typeof taggedObjectsResponse>;

/** `POST /api/v1/tag/bulk_create` answer (Superset: the objects tagged and skipped). */
export const tagBulkCreateResponse = z.object({
  result: z.object({
    objects_tagged: z.array(z.tuple([z.string(), z.number()])),
    objects_skipped: z.array(z.tuple([z.string(), z.number()])),
  }),
});
