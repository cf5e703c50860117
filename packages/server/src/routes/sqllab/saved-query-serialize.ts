import { parseJson, type SavedQueryItem, type SavedQueryListItem } from '@sightline/core';
import type { SavedQueryRecord } from '../../commands/records.ts';
import { humanizeSince } from '../common/http.ts';

const userRef = (u: SavedQueryRecord['createdBy']) =>
  u ? { first_name: u.firstName, id: u.id, last_name: u.lastName } : null;

function parsedExtra(text: string | null): Record<string, unknown> {
  try {
    const v = text ? (parseJson(text) as unknown) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A row of GET /api/v1/saved_query/ (docs/api.md §2.14 list_columns). */
export function savedQueryListItem(sq: SavedQueryRecord): SavedQueryListItem {
  return {
    changed_on: sq.changedOn,
    changed_on_delta_humanized: humanizeSince(sq.changedOn),
    changed_by: userRef(sq.changedBy),
    created_on: sq.createdOn,
    created_by: userRef(sq.createdBy),
    database: { database_name: sq.databaseName, id: sq.dbId },
    db_id: sq.dbId,
    description: sq.description,
    extra: parsedExtra(sq.extraJson),
    id: sq.id,
    label: sq.label,
    last_run_delta_humanized: sq.lastRun ? humanizeSince(sq.lastRun) : null,
    rows: sq.rows,
    catalog: sq.catalog,
    schema: sq.schema,
    sql: sq.sql,
    sql_tables: [],
    tags: [],
  };
}

/** GET /api/v1/saved_query/<pk> result (docs/api.md §2.14). */
export function savedQueryItem(sq: SavedQueryRecord): SavedQueryItem {
  return {
    changed_on: sq.changedOn,
    changed_on_delta_humanized: humanizeSince(sq.changedOn),
    changed_by: userRef(sq.changedBy),
    created_by: userRef(sq.createdBy),
    database: { database_name: sq.databaseName, id: sq.dbId },
    description: sq.description,
    id: sq.id,
    label: sq.label,
    catalog: sq.catalog,
    schema: sq.schema,
    sql: sq.sql,
    sql_tables: [],
    template_parameters: sq.templateParameters,
    extra_json: sq.extraJson,
  };
}
