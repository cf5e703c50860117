import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardsRepo } from '../../meta/repos/dashboards-repo.ts';
import { userWithRole } from '../../../test/test-app.ts';
import { chartFixture, type ChartFixture } from './chart-test-fixture.ts';

let f: ChartFixture;
let alpha: Awaited<ReturnType<typeof userWithRole>>;
const ids: Record<string, number> = {};

const names = (res: { json(): { result: { slice_name: string }[] } }) =>
  res.json().result.map((r) => r.slice_name);
const filtered = (api: ChartFixture['api'], filters: string, extra = '') =>
  api.get(
    `/api/v1/chart/?q=(columns:!(slice_name),filters:!(${filters}),order_column:slice_name,order_direction:asc${extra})`,
  );

beforeAll(async () => {
  f = await chartFixture();
  alpha = await userWithRole(f.t, f.adminToken, 'alpha_list', 'Alpha');
  const mk = async (api: ChartFixture['api'], name: string, extra: Record<string, unknown>) => {
    const res = await api.post('/api/v1/chart/', {
      slice_name: name,
      datasource_id: f.salesId,
      datasource_type: 'table',
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    ids[name] = res.json().id;
  };
  await mk(f.api, 'Revenue by region', {
    viz_type: 'pie',
    description: 'Quarterly',
    certified_by: 'Finance',
  });
  await mk(f.api, 'Margin table', { viz_type: 'table', description: 'Shows revenue and costs' });
  await mk(alpha.api, 'Orders trend', { viz_type: 'echarts_timeseries_line' });
  await mk(f.api, 'Shared KPI', { viz_type: 'big_number_total', owners: [1, alpha.id] });
  await mk(f.api, 'Legacy import', { viz_type: 'table', datasource_id: f.costsId });
  await f.t.ctx.store.db
    .updateTable('slices')
    .set({ created_by_fk: null, changed_by_fk: null })
    .where('id', '=', ids['Legacy import']!)
    .execute();
  await alpha.api.post(`/api/v1/chart/${ids['Margin table']}/favorites/`);
  await f.api.post(`/api/v1/chart/${ids['Revenue by region']}/favorites/`);
});
afterAll(async () => f.t.close());

describe('chart list filters', () => {
  it('chart_all_text matches name, description, viz type and dataset name', async () => {
    expect(
      names(await filtered(f.api, '(col:slice_name,opr:chart_all_text,value:revenue)')),
    ).toEqual(['Margin table', 'Revenue by region']);
    expect(
      names(await filtered(f.api, '(col:slice_name,opr:chart_all_text,value:TIMESERIES)')),
    ).toEqual(['Orders trend']);
    expect(names(await filtered(f.api, '(col:slice_name,opr:chart_all_text,value:costs)'))).toEqual(
      ['Legacy import', 'Margin table'],
    );
    expect(
      (await filtered(f.api, "(col:slice_name,opr:chart_all_text,value:'')")).json().count,
    ).toBe(5);
  });

  it('chart_is_favorite and chart_is_certified take booleans', async () => {
    expect(names(await filtered(f.api, '(col:id,opr:chart_is_favorite,value:!t)'))).toEqual([
      'Revenue by region',
    ]);
    expect(names(await filtered(alpha.api, '(col:id,opr:chart_is_favorite,value:!t)'))).toEqual([
      'Margin table',
    ]);
    expect((await filtered(f.api, '(col:id,opr:chart_is_favorite,value:!f)')).json().count).toBe(4);
    expect(names(await filtered(f.api, '(col:id,opr:chart_is_certified,value:!t)'))).toEqual([
      'Revenue by region',
    ]);
    expect((await filtered(f.api, '(col:id,opr:chart_is_certified,value:!f)')).json().count).toBe(
      4,
    );
  });

  it('chart_owned_created_favored_by_me, chart_created_by_me and chart_has_created_by', async () => {
    expect(
      names(await filtered(alpha.api, '(col:id,opr:chart_owned_created_favored_by_me,value:!t)')),
    ).toEqual(['Margin table', 'Orders trend', 'Shared KPI']);
    expect(
      names(await filtered(alpha.api, '(col:created_by,opr:chart_created_by_me,value:!t)')),
    ).toEqual(['Orders trend']);
    expect(
      names(await filtered(f.api, '(col:created_by,opr:chart_has_created_by,value:!f)')),
    ).toEqual(['Legacy import']);
    expect(
      (await filtered(f.api, '(col:created_by,opr:chart_has_created_by,value:!t)')).json().count,
    ).toBe(4);
  });

  it('generic operators: owners rel_m_m, viz_type eq/in, created_by rel_o_m, datasource_id', async () => {
    expect(names(await filtered(f.api, `(col:owners,opr:rel_m_m,value:${alpha.id})`))).toEqual([
      'Orders trend',
      'Shared KPI',
    ]);
    expect(names(await filtered(f.api, '(col:viz_type,opr:eq,value:pie)'))).toEqual([
      'Revenue by region',
    ]);
    expect(
      names(await filtered(f.api, '(col:viz_type,opr:in,value:!(pie,big_number_total))')),
    ).toEqual(['Revenue by region', 'Shared KPI']);
    expect(names(await filtered(f.api, `(col:created_by,opr:rel_o_m,value:${alpha.id})`))).toEqual([
      'Orders trend',
    ]);
    expect(names(await filtered(f.api, `(col:datasource_id,opr:eq,value:${f.costsId})`))).toEqual([
      'Legacy import',
    ]);
    expect(
      names(
        await filtered(f.api, '(col:slice_name,opr:sw,value:or),(col:viz_type,opr:neq,value:pie)'),
      ),
    ).toEqual(['Orders trend']);
  });

  it('dashboards rel_m_m lists the charts of a dashboard', async () => {
    const dashboards = new DashboardsRepo(f.t.ctx.store);
    const dash = await dashboards.create({ dashboardTitle: 'KPIs' }, 1);
    await dashboards.setOwners(dash, [1]);
    await f.api.put(`/api/v1/chart/${ids['Shared KPI']}`, { dashboards: [dash] });
    expect(names(await filtered(f.api, `(col:dashboards,opr:rel_m_m,value:${dash})`))).toEqual([
      'Shared KPI',
    ]);
    const row = (
      await f.api.get(
        `/api/v1/chart/?q=(columns:!(dashboards.id,dashboards.dashboard_title),filters:!((col:id,opr:eq,value:${ids['Shared KPI']})))`,
      )
    ).json();
    expect(row.result).toEqual([{ dashboards: [{ id: dash, dashboard_title: 'KPIs' }] }]);
  });

  it('refuses unknown columns and operators with 400', async () => {
    expect((await filtered(f.api, '(col:params,opr:ct,value:x)')).json()).toEqual({
      message: 'Filter column: params not allowed to filter',
    });
    expect((await filtered(f.api, '(col:slice_name,opr:gt,value:x)')).json()).toEqual({
      message: 'Filter operation: gt not allowed on column: slice_name',
    });
    expect((await filtered(f.api, '(col:id,opr:chart_all_text,value:x)')).statusCode).toBe(400);
    expect((await f.api.get('/api/v1/chart/?q=(filters:!((col:id)))')).statusCode).toBe(400);
  });
});

describe('chart list ordering and paging', () => {
  it('orders by the contract columns, defaults to changed_on desc and pages', async () => {
    const byName = (
      await f.api.get(
        '/api/v1/chart/?q=(columns:!(slice_name),order_column:slice_name,order_direction:desc)',
      )
    ).json();
    expect(byName.result.map((r: { slice_name: string }) => r.slice_name)).toEqual([
      'Shared KPI',
      'Revenue by region',
      'Orders trend',
      'Margin table',
      'Legacy import',
    ]);
    const byViz = names(
      await f.api.get(
        '/api/v1/chart/?q=(columns:!(slice_name),order_column:viz_type,order_direction:asc)',
      ),
    );
    expect(byViz.slice(0, 2)).toEqual(['Shared KPI', 'Orders trend']);
    await f.api.put(`/api/v1/chart/${ids['Margin table']}`, { description: 'touched last' });
    expect(names(await f.api.get('/api/v1/chart/?q=(columns:!(slice_name))'))[0]).toBe(
      'Margin table',
    );
    expect(
      names(
        await f.api.get(
          '/api/v1/chart/?q=(columns:!(slice_name),order_column:changed_on_delta_humanized,order_direction:desc)',
        ),
      )[0],
    ).toBe('Margin table');
    expect(
      names(
        await f.api.get(
          '/api/v1/chart/?q=(columns:!(slice_name),order_column:last_saved_at,order_direction:desc)',
        ),
      )[0],
    ).toBe('Margin table');
    for (const col of [
      'datasource_name',
      'datasource_id',
      'changed_by.first_name',
      'last_saved_by.first_name',
      'last_saved_by.last_name',
      'last_saved_by.id',
    ]) {
      expect(
        (await f.api.get(`/api/v1/chart/?q=(order_column:${col},order_direction:asc)`)).statusCode,
        col,
      ).toBe(200);
    }
    expect(
      names(
        await f.api.get(
          '/api/v1/chart/?q=(columns:!(slice_name),order_column:datasource_name,order_direction:asc)',
        ),
      )[0],
    ).toBe('Legacy import');
    expect((await f.api.get('/api/v1/chart/?q=(order_column:params)')).json()).toEqual({
      message: 'Invalid order by column: params',
    });
    const page = (
      await f.api.get(
        '/api/v1/chart/?q=(columns:!(slice_name),order_column:slice_name,order_direction:asc,page:1,page_size:2)',
      )
    ).json();
    expect(page.count).toBe(5);
    expect(page.result.map((r: { slice_name: string }) => r.slice_name)).toEqual([
      'Orders trend',
      'Revenue by region',
    ]);
    expect(page.ids).toEqual([ids['Orders trend'], ids['Revenue by region']]);
    expect((await f.api.get('/api/v1/chart/?q=(page_size:500)')).json().result).toHaveLength(5);
  });
});

describe('favorites', () => {
  it('stars and un-stars charts and reports favorite status in request order', async () => {
    const kpi = ids['Shared KPI']!;
    const revenue = ids['Revenue by region']!;
    expect((await f.api.post(`/api/v1/chart/${kpi}/favorites/`)).json()).toEqual({ result: 'OK' });
    expect((await f.api.post(`/api/v1/chart/${kpi}/favorites/`)).json()).toEqual({ result: 'OK' });
    expect(
      (
        await f.api.get(
          `/api/v1/chart/favorite_status/?q=!(${kpi},99999,${ids['Orders trend']},${revenue})`,
        )
      ).json(),
    ).toEqual({
      result: [
        { id: kpi, value: true },
        { id: 99999, value: false },
        { id: ids['Orders trend'], value: false },
        { id: revenue, value: true },
      ],
    });
    expect((await f.api.delete(`/api/v1/chart/${kpi}/favorites/`)).json()).toEqual({
      result: 'OK',
    });
    expect((await f.api.get(`/api/v1/chart/favorite_status/?q=!(${kpi})`)).json()).toEqual({
      result: [{ id: kpi, value: false }],
    });
    expect((await f.api.get('/api/v1/chart/favorite_status/?q=!(99998,99999)')).json()).toEqual({
      message: 'Not found',
    });
    expect((await f.api.get('/api/v1/chart/favorite_status/?q=!()')).statusCode).toBe(404);
    expect((await f.api.post('/api/v1/chart/99999/favorites/')).statusCode).toBe(404);
    expect((await f.api.delete('/api/v1/chart/99999/favorites/')).statusCode).toBe(404);
    const gamma = await userWithRole(f.t, f.adminToken, 'gamma_fav', 'Gamma');
    expect((await gamma.api.post(`/api/v1/chart/${kpi}/favorites/`)).statusCode).toBe(404);
  });
});
