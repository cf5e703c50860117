import { z } from 'zod';

/** Request bodies of the tag API (Superset's TagRestApi). */

// PostgreSQL text cannot hold NUL, so it is refused as input rather than failing in the store.
const text = () => z.string().refine((s) => !s.includes('\u0000'), 'Not a valid string.');
const name = () =>
  text().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.');

/** An object to tag: `[type, id]`. */
export const tagObjectRefSchema = z.tuple([
  z.enum(['chart', 'dashboard', 'saved_query', 'query']),
  z.number().int(),
]);
export type TagObjectRef = z.infer<typeof tagObjectRefSchema>;

/** Body of `POST /api/v1/tag/`. */
export const tagPostSchema = z.object({
  name: name(),
  description: text().nullable().optional(),
  objects_to_tag: z.array(tagObjectRefSchema).optional(),
});
export type TagPost = z.infer<typeof tagPostSchema>;

/** Body of `PUT /api/v1/tag/<pk>`: every field optional. */
export const tagPutSchema = tagPostSchema.partial();
export type TagPut = z.infer<typeof tagPutSchema>;

/** Body of `POST /api/v1/tag/bulk_create`: tags and the objects each tags. */
export const tagBulkCreateSchema = z.object({
  tags: z
    .array(z.object({ name: name(), objects_to_tag: z.array(tagObjectRefSchema).optional() }))
    .min(1),
});
export type TagBulkCreate = z.infer<typeof tagBulkCreateSchema>;

/** Body of `POST /api/v1/tag/<object_type>/<object_id>/`: the tag names to add to one object. */
export const tagObjectBodySchema = z.object({
  properties: z.object({ tags: z.array(name()).min(1) }),
});
export type TagObjectBody = z.infer<typeof tagObjectBodySchema>;
