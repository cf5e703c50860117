import { ApiError, fetchCsrfToken, toApiErrorInfo } from '../../api/http.ts';
import type { TabStateBody } from '../../api/sqllab-api.ts';

let token: string | null = null;

/** multipart/form-data with every value JSON-encoded, as the legacy views expect (docs/api.md §1.1). */
function formBody(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
  return form;
}

async function send(
  method: string,
  url: string,
  fields?: Record<string, unknown>,
): Promise<Response> {
  token ??= await fetchCsrfToken();
  const call = () =>
    fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(token ? { 'X-CSRFToken': token } : {}) },
      body: fields ? formBody(fields) : undefined,
    });
  let res = await call();
  if (res.status === 400 && method !== 'GET') {
    const text = await res.clone().text();
    if (text.includes('CSRF')) {
      token = await fetchCsrfToken();
      res = await call();
    }
  }
  return res;
}

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A legacy view call; throws ApiError (status kept, so callers can tell 404 apart). */
async function call<T>(method: string, url: string, fields?: Record<string, unknown>): Promise<T> {
  const res = await send(method, url, fields);
  const text = await res.text();
  const body = parseText(text);
  if (!res.ok) throw new ApiError(toApiErrorInfo(res.status, body, res.statusText));
  return body as T;
}

/** The fields of a new tab (POST /tabstateview/ `queryEditor`). */
export interface NewTabFields {
  name: string;
  dbId: number;
  schema?: string | null;
  sql: string;
  queryLimit?: number;
  templateParams?: string | null;
  remoteId?: number | null;
}

export async function createTabState(editor: NewTabFields): Promise<number> {
  return (await call<{ id: number }>('POST', '/tabstateview/', { queryEditor: editor })).id;
}

export const fetchTabState = (id: string) => call<TabStateBody>('GET', `/tabstateview/${id}`);
export const updateTabState = (id: string, fields: Record<string, unknown>) =>
  call<number>('PUT', `/tabstateview/${id}`, fields);
export const activateTabState = (id: string) =>
  call<number>('POST', `/tabstateview/${id}/activate`);
/** Moves a query (by client id) onto a tab, used when a local-only tab reaches the server. */
export const migrateQuery = (tabId: string, clientId: string) =>
  call<number>('POST', `/tabstateview/${tabId}/migrate_query`, { queryId: clientId });

/** Deletes a tab on the server; a 404 counts as done (docs/dashboards.md §4). */
export async function deleteTabState(id: string): Promise<void> {
  try {
    await call('DELETE', `/tabstateview/${id}`);
  } catch (err) {
    if (!(err instanceof ApiError && err.info.status === 404)) throw err;
  }
}

/** The client's table object stored in TableSchema.description (docs/api.md §2.13). */
export interface TableSchemaFields {
  queryEditorId: string;
  dbId: number;
  schema: string | null;
  name: string;
}

export async function addTableSchema(table: TableSchemaFields): Promise<number> {
  return (await call<{ id: number }>('POST', '/tableschemaview/', { table })).id;
}

export const setTableSchemaExpanded = (id: number, expanded: boolean) =>
  call('POST', `/tableschemaview/${id}/expanded`, { expanded });
export const deleteTableSchema = (id: number) => call('DELETE', `/tableschemaview/${id}`);

/** Last-chance PUT while the page unloads (keepalive lets it outlive the page). */
export function updateTabStateOnUnload(id: string, fields: Record<string, unknown>): void {
  void fetch(`/tabstateview/${id}`, {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers: { Accept: 'application/json', ...(token ? { 'X-CSRFToken': token } : {}) },
    body: formBody(fields),
  }).catch(() => undefined);
}
