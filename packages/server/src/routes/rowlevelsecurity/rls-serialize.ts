import type { RlsListItem, RlsShowItem } from '@sightline/core';
import type { RlsFilterRecord } from '../../commands/records.ts';
import { humanizeSince } from '../common/http.ts';

const roles = (r: RlsFilterRecord) => r.roles.map((x) => ({ id: x.id, name: x.name }));

/** A row of GET /api/v1/rowlevelsecurity/ (Superset RLSRestApi list_columns). */
export function rlsListItem(r: RlsFilterRecord): RlsListItem {
  return {
    id: r.id,
    name: r.name,
    filter_type: r.filterType,
    tables: r.tables.map((t) => ({ id: t.id, table_name: t.tableName })),
    roles: roles(r),
    clause: r.clause,
    changed_on_delta_humanized: humanizeSince(r.changedOn),
    changed_by: r.changedBy
      ? { first_name: r.changedBy.firstName, last_name: r.changedBy.lastName, id: r.changedBy.id }
      : null,
    group_key: r.groupKey,
  };
}

/** GET /api/v1/rowlevelsecurity/<pk> result (show_columns). */
export function rlsItem(r: RlsFilterRecord): RlsShowItem {
  return {
    name: r.name,
    description: r.description,
    filter_type: r.filterType,
    tables: r.tables.map((t) => ({ id: t.id, schema: t.schema, table_name: t.tableName })),
    roles: roles(r),
    group_key: r.groupKey,
    clause: r.clause,
  };
}
