import { z } from 'zod';
import type { RlsFilterWrite } from '../../commands/records.ts';

// PostgreSQL text cannot hold NUL, so it is refused as input rather than failing in the store.
const text = () => z.string().refine((s) => !s.includes('\u0000'), 'Not a valid string.');
const name = () =>
  text().min(1, 'Length must be between 1 and 255.').max(255, 'Length must be between 1 and 255.');
const filterType = z.enum(['Regular', 'Base'], { message: 'Must be one of: Regular, Base.' });
const ids = z.array(z.number().int());
const groupKey = text().max(255, 'Longer than maximum length 255.').nullable();

/** POST /rowlevelsecurity/ (Superset RLSPostSchema): at least one table. */
export const rlsPostSchema = z.object({
  name: name(),
  description: text().nullable().optional(),
  filter_type: filterType,
  tables: ids.min(1, 'Shorter than minimum length 1.'),
  roles: ids,
  group_key: groupKey.optional(),
  clause: text(),
});

/** PUT /rowlevelsecurity/<pk> (RLSPutSchema): every field optional. */
export const rlsPutSchema = z.object({
  name: name().optional(),
  description: text().nullable().optional(),
  filter_type: filterType.optional(),
  tables: ids.optional(),
  roles: ids.optional(),
  group_key: groupKey.optional(),
  clause: text().optional(),
});

/** A bulk delete's `q`: a list of ids (Superset get_delete_ids_schema). */
export const rlsIdsSchema = z.array(z.number().int());

/** An empty group key means no group, as the UI sends it. */
const groupOf = (g: string | null | undefined) => (g ? g : null);

export const toRlsWrite = (b: z.infer<typeof rlsPostSchema>): RlsFilterWrite => ({
  name: b.name,
  description: b.description ?? null,
  filterType: b.filter_type,
  groupKey: groupOf(b.group_key),
  clause: b.clause,
  tables: b.tables,
  roles: b.roles,
});

export const toRlsPatch = (b: z.infer<typeof rlsPutSchema>): Partial<RlsFilterWrite> => ({
  name: b.name,
  description: b.description,
  filterType: b.filter_type,
  groupKey: b.group_key === undefined ? undefined : groupOf(b.group_key),
  clause: b.clause,
  tables: b.tables,
  roles: b.roles,
});
