import { parseJson, type QueryDict } from '@sightline/core';
import type { QueryRecord } from '../meta/repos/queries-repo.ts';

/** A user's display name as Superset's user_label: "First Last", else the username. */
export function userLabel(user: QueryRecord['user']): string | null {
  if (!user) return null;
  const full = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return full || user.username;
}

/** The query's `extra` object (errors, progress text ...), as the run stored it. */
export function queryExtra(q: QueryRecord): QueryDict['extra'] {
  if (!q.extraJson) return {};
  try {
    const v = parseJson(q.extraJson) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as QueryDict['extra']) : {};
  } catch {
    return {};
  }
}

/** A stored query as SQL Lab's client sees it (docs/api.md §2.11 QueryDict); `id` is the client_id. */
export function queryDict(q: QueryRecord): QueryDict {
  return {
    changed_on: q.changedOn,
    dbId: q.databaseId,
    db: q.databaseName,
    endDttm: q.endTime,
    errorMessage: q.errorMessage,
    executedSql: q.executedSql,
    id: q.clientId,
    queryId: q.id,
    limit: q.limit,
    limitingFactor: q.limitingFactor,
    progress: q.progress,
    rows: q.rows,
    catalog: q.catalog,
    schema: q.schema,
    ctas: q.selectAsCta,
    serverId: q.id,
    sql: q.sql,
    sqlEditorId: q.sqlEditorId,
    startDttm: q.startTime,
    state: q.status.toLowerCase(),
    tab: q.tabName,
    tempSchema: q.tmpSchemaName,
    tempTable: q.tmpTableName,
    userId: q.userId,
    user: userLabel(q.user),
    resultsKey: q.resultsKey,
    trackingUrl: q.trackingUrl,
    extra: queryExtra(q),
  };
}
