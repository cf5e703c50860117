import { z } from 'zod';
import { itemResponse, listResponse, roleRef, savedResponse, userRef } from './common.ts';

/** Superset's RowLevelSecurityFilterType. */
export const rlsFilterType = z.enum(['Regular', 'Base']);
export type RlsFilterType = z.infer<typeof rlsFilterType>;

/** A row of `GET /api/v1/rowlevelsecurity/` (Superset RLSRestApi list_columns). */
export const rlsListItem = z.object({
  id: z.number(),
  name: z.string(),
  filter_type: rlsFilterType,
  tables: z.array(z.object({ id: z.number(), table_name: z.string() })),
  roles: z.array(roleRef),
  clause: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: userRef.nullable(),
  group_key: z.string().nullable(),
});
export type RlsListItem = z.infer<typeof rlsListItem>;
export const rlsListResponse = listResponse(rlsListItem);
export type RlsListResponse = z.infer<typeof rlsListResponse>;

/** `GET /api/v1/rowlevelsecurity/<pk>` result (show_columns). */
export const rlsShowItem = z.object({
  name: z.string(),
  description: z.string().nullable(),
  filter_type: rlsFilterType,
  tables: z.array(
    z.object({ id: z.number(), schema: z.string().nullable(), table_name: z.string() }),
  ),
  roles: z.array(roleRef),
  group_key: z.string().nullable(),
  clause: z.string(),
});
export type RlsShowItem = z.infer<typeof rlsShowItem>;
export const rlsItemResponse = itemResponse(rlsShowItem);
export type RlsItemResponse = z.infer<typeof rlsItemResponse>;

/** The body of `POST` (every field but description and group_key required) and `PUT` (all optional). */
export const rlsWriteBody = z.object({
  name: z.string().optional(),
  description: z.string().nullable().optional(),
  filter_type: rlsFilterType.optional(),
  tables: z.array(z.number()).optional(),
  roles: z.array(z.number()).optional(),
  group_key: z.string().nullable().optional(),
  clause: z.string().optional(),
});
export type RlsWriteBody = z.infer<typeof rlsWriteBody>;
/** `POST`/`PUT` answer: the id and the body as sent. */
export const rlsSavedResponse = savedResponse(rlsWriteBody);
