import type { SqlLabPermalinkValue, TabStateBody } from '../../api/sqllab-api.ts';

/** Row limit choices of the editor (docs/dashboards.md §9); free entry is allowed. */
export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000];
export const DEFAULT_QUERY_LIMIT = 1000;
export const SYNC_INTERVAL_MS = 5000;

/** One editor tab (docs/dashboards.md §3 "SQL query editor"); `id` is the server TabState id once persisted. */
export interface QueryEditor {
  id: string;
  name: string;
  dbId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  templateParams: string;
  latestQueryId: string | null;
  /** The saved query this tab edits. */
  remoteId: number | null;
  /** True while the tab exists only in this browser (the server refused or was not asked). */
  isLocalOnly: boolean;
  updatedAt: number;
  /** `updatedAt` of the last successful sync. */
  syncedAt: number;
}

/** A tab is synced when it changed after the last successful sync and is not only local (docs/dashboards.md §4). */
export function shouldSync(editor: QueryEditor): boolean {
  return !editor.isLocalOnly && editor.updatedAt > editor.syncedAt;
}

/** The PUT /tabstateview/<id> form fields of a tab (docs/api.md §3.5); values are JSON-encoded later. */
export function tabStateFields(editor: QueryEditor): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    database_id: editor.dbId ?? undefined,
    schema: editor.schema,
    sql: editor.sql,
    label: editor.name,
    query_limit: editor.queryLimit,
    latest_query_id: editor.latestQueryId ?? undefined,
    template_params: editor.templateParams || undefined,
    hide_left_bar: false,
    autorun: false,
    extra_json: JSON.stringify({ updatedAt: editor.updatedAt, version: 1 }),
  };
  // Undefined fields are omitted (docs/dashboards.md §3).
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

function updatedAtOf(extraJson: string | null): number {
  try {
    const value = Number((JSON.parse(extraJson ?? '{}') as { updatedAt?: number }).updatedAt ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** A tab read back from GET /tabstateview/<id>. */
export function editorFromTabState(tab: TabStateBody): QueryEditor {
  const updatedAt = updatedAtOf(tab.extra_json);
  return {
    id: String(tab.id),
    name: tab.label,
    dbId: tab.database_id,
    schema: tab.schema,
    sql: tab.sql ?? '',
    queryLimit: tab.query_limit ?? DEFAULT_QUERY_LIMIT,
    templateParams: tab.template_params ?? '',
    latestQueryId: tab.latest_query?.id ?? null,
    remoteId: tab.saved_query?.id ?? null,
    isLocalOnly: false,
    updatedAt,
    syncedAt: updatedAt,
  };
}

/** What a new tab starts from: a saved query, a permalink, a URL, or nothing. */
export interface EditorSeed {
  name?: string;
  dbId?: number | null;
  schema?: string | null;
  sql?: string;
  templateParams?: string | null;
  remoteId?: number | null;
}

/** The editor fields of a permalink's stored value. */
export function seedFromPermalink(value: SqlLabPermalinkValue & { title?: string }): EditorSeed {
  return {
    name: value.name ?? value.title,
    dbId: value.dbId,
    schema: value.schema ?? null,
    sql: value.sql,
    templateParams: value.templateParams ?? null,
  };
}

/** A query's client id: at most 11 characters (docs/api.md §2.11). */
export function newClientId(): string {
  return Math.random().toString(36).slice(2, 13).padEnd(11, '0').slice(0, 11);
}
