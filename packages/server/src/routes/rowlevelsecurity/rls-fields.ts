import type { RlsPost, RlsPut } from '@sightline/core';
import { z } from 'zod';
import type { RlsFilterWrite } from '../../commands/records.ts';

// The request bodies are in @sightline/core (api/requests/rls.ts).

/** A bulk delete's `q`: a list of ids (Superset get_delete_ids_schema). */
export const rlsIdsSchema = z.array(z.number().int());

/** An empty group key means no group, as the UI sends it. */
const groupOf = (g: string | null | undefined) => (g ? g : null);

export const toRlsWrite = (b: RlsPost): RlsFilterWrite => ({
  name: b.name,
  description: b.description ?? null,
  filterType: b.filter_type,
  groupKey: groupOf(b.group_key),
  clause: b.clause,
  tables: b.tables,
  roles: b.roles,
});

export const toRlsPatch = (b: RlsPut): Partial<RlsFilterWrite> => ({
  name: b.name,
  description: b.description,
  filterType: b.filter_type,
  groupKey: b.group_key === undefined ? undefined : groupOf(b.group_key),
  clause: b.clause,
  tables: b.tables,
  roles: b.roles,
});
