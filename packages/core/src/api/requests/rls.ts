import { z } from 'zod';

/** Request bodies of the row level security API (Superset's RLSRestApi). */

// PostgreSQL text cannot hold NUL, so it is refused as input rather than failing in the store.
const text = () => z.string().refine((s) => !s.includes('\u0000'), 'Not a valid string.');
const name = () =>
  text().min(1, 'Length must be between 1 and 255.').max(255, 'Length must be between 1 and 255.');
const filterType = z.enum(['Regular', 'Base'], { message: 'Must be one of: Regular, Base.' });
const ids = z.array(z.number().int());
const groupKey = text().max(255, 'Longer than maximum length 255.').nullable();

/** Body of `POST /api/v1/rowlevelsecurity/` (Superset RLSPostSchema): at least one table. */
export const rlsPostSchema = z.object({
  name: name(),
  description: text().nullable().optional(),
  filter_type: filterType,
  tables: ids.min(1, 'Shorter than minimum length 1.'),
  roles: ids,
  group_key: groupKey.optional(),
  clause: text(),
});
export type RlsPost = z.infer<typeof rlsPostSchema>;

/** Body of `PUT /api/v1/rowlevelsecurity/<pk>` (RLSPutSchema): every field optional. */
export const rlsPutSchema = z.object({
  name: name().optional(),
  description: text().nullable().optional(),
  filter_type: filterType.optional(),
  tables: ids.optional(),
  roles: ids.optional(),
  group_key: groupKey.optional(),
  clause: text().optional(),
});
export type RlsPut = z.infer<typeof rlsPutSchema>;
