import type { APIRequestContext } from 'playwright-core';

/** Calls the JSON API with the signed-in session (the request shares the page's cookies) and a CSRF token. */
export async function apiJson(
  request: APIRequestContext,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  if (method === 'GET') return checked(await request.get(`${baseUrl}${path}`), method, path);
  const token = (
    (await (await request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as {
      result: string;
    }
  ).result;
  const options = { headers: { 'X-CSRFToken': token }, data };
  return checked(
    await (method === 'POST'
      ? request.post(`${baseUrl}${path}`, options)
      : request.put(`${baseUrl}${path}`, options)),
    method,
    path,
  );
}

async function checked(
  res: Awaited<ReturnType<APIRequestContext['get']>>,
  method: string,
  path: string,
): Promise<Record<string, unknown>> {
  if (res.status() >= 300)
    throw new Error(`${method} ${path} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A dataset's id and the id of its database, by table name. */
export async function datasetByName(
  request: APIRequestContext,
  baseUrl: string,
  tableName: string,
): Promise<{ id: number; databaseId: number }> {
  const q = encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${tableName})))`);
  const list = (await apiJson(request, baseUrl, 'GET', `/api/v1/dataset/?q=${q}`)).result as {
    id: number;
  }[];
  const id = list[0]?.id;
  if (id === undefined) throw new Error(`No dataset ${tableName}`);
  const detail = (await apiJson(request, baseUrl, 'GET', `/api/v1/dataset/${id}`)).result as {
    database: { id: number };
  };
  return { id, databaseId: detail.database.id };
}

/** Creates a chart on a dataset and adds it to a dashboard; returns its id. */
export async function createDashboardChart(
  request: APIRequestContext,
  baseUrl: string,
  dashboardId: number,
  name: string,
  formData: Record<string, unknown>,
): Promise<number> {
  const [datasourceId] = String(formData.datasource).split('__');
  const chart = await apiJson(request, baseUrl, 'POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: formData.viz_type,
    datasource_id: Number(datasourceId),
    datasource_type: 'table',
    params: JSON.stringify(formData),
    dashboards: [dashboardId],
  });
  return chart.id as number;
}

/** Lays the charts out side by side in one row (CHART-e2e0, CHART-e2e1 ...) and saves the dashboard's metadata. */
export async function saveDashboardLayout(
  request: APIRequestContext,
  baseUrl: string,
  dashboardId: number,
  chartIds: number[],
  metadata: Record<string, unknown> = {},
): Promise<void> {
  const chartKeys = chartIds.map((_, i) => `CHART-e2e${i}`);
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-e2e'], parents: ['ROOT_ID'] },
    'ROW-e2e': {
      id: 'ROW-e2e',
      type: 'ROW',
      children: chartKeys,
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
  };
  chartIds.forEach((chartId, i) => {
    position[chartKeys[i]!] = {
      id: chartKeys[i],
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-e2e'],
      meta: { chartId, width: 4, height: 50 },
    };
  });
  await apiJson(request, baseUrl, 'PUT', `/api/v1/dashboard/${dashboardId}`, {
    position_json: JSON.stringify(position),
    json_metadata: JSON.stringify(metadata),
  });
}

/** Runs a query in SQL Lab (synchronously) and returns its rows. */
export async function runSql(
  request: APIRequestContext,
  baseUrl: string,
  databaseId: number,
  sql: string,
): Promise<Record<string, unknown>[]> {
  const body = await apiJson(request, baseUrl, 'POST', '/api/v1/sqllab/execute/', {
    database_id: databaseId,
    sql,
    runAsync: false,
    queryLimit: 1000,
  });
  if (body.status !== 'success') throw new Error(`SQL failed: ${JSON.stringify(body)}`);
  return body.data as Record<string, unknown>[];
}
