import { describe, expect, it } from 'vitest';
import { emptyLayout, newComponent, counterIdGenerator, withParents } from '@sightline/core';
import type { Layout } from '@sightline/core';
import type { DashboardDetail } from '../../../api/dashboard-api.ts';
import type { DashboardDraft } from '../dashboard-model.ts';
import { needsOverwriteConfirm, overwriteDiff, savePayload } from './dashboard-save.ts';

const draft: DashboardDraft = {
  dashboard_title: 'Sales',
  slug: 'sales',
  css: '.a { color: red }',
  owners: [1],
  roles: [],
  certified_by: '',
  certification_details: 'ignored without certifier',
  metadata: { color_scheme: 'supersetColors', cross_filters_enabled: true },
};

function oneChartLayout(): Layout {
  const ids = counterIdGenerator();
  const layout = emptyLayout('Sales');
  const chart = newComponent('CHART', ids, { chartId: 5 });
  const row = { ...newComponent('ROW', ids), children: [chart.id] };
  return withParents({
    ...layout,
    GRID_ID: { ...layout.GRID_ID, children: [row.id] },
    [row.id]: row,
    [chart.id]: chart,
  });
}

const serverCopy = (over: Partial<DashboardDetail>): DashboardDetail => ({
  id: 1,
  uuid: 'u',
  slug: 'sales',
  url: '/superset/dashboard/sales/',
  dashboard_title: 'Sales',
  published: false,
  css: '.a { color: red }',
  json_metadata: JSON.stringify({ color_scheme: 'supersetColors', cross_filters_enabled: true }),
  position_json: null,
  certified_by: null,
  certification_details: null,
  changed_by_name: '',
  changed_by: null,
  changed_on: '2026-01-01T00:00:00',
  created_by: null,
  owners: [],
  roles: [],
  charts: [],
  thumbnail_url: null,
  theme: null,
  tags: [],
  changed_on_delta_humanized: 'a day ago',
  created_on_delta_humanized: 'a day ago',
  is_managed_externally: false,
  ...over,
});

describe('savePayload', () => {
  it('puts the layout in json_metadata.positions and position_json, and drops details without certifier', () => {
    const body = savePayload({ ...draft, dashboard_title: '  ' }, oneChartLayout());
    expect(body.dashboard_title).toBe('[ untitled dashboard ]');
    expect(body.certified_by).toBeNull();
    expect(body.certification_details).toBeNull();
    const metadata = JSON.parse(body.json_metadata ?? '{}') as Record<
      string,
      { [k: string]: { meta?: { chartId?: number } } }
    >;
    expect(metadata.positions['CHART-1']?.meta?.chartId).toBe(5);
    expect(metadata.positions.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(metadata.color_scheme).toBe('supersetColors');
    expect(JSON.parse(body.position_json ?? '{}')).toEqual(metadata.positions);
  });
});

describe('overwriteDiff', () => {
  it('lists the values another save changed, ignoring chart uuids filled in by the server', () => {
    const layout = oneChartLayout();
    const body = savePayload(draft, layout);
    const stored = JSON.parse(body.position_json ?? '{}') as Record<
      string,
      { meta: Record<string, unknown> }
    >;
    stored['CHART-1'].meta.uuid = 'abc';
    const server = serverCopy({ position_json: JSON.stringify(stored) });
    expect(overwriteDiff(server, body)).toEqual([]);

    const changedServer = serverCopy({
      css: '.b {}',
      dashboard_title: 'Sales v2',
      json_metadata: JSON.stringify({ color_scheme: 'bnbColors', cross_filters_enabled: true }),
      position_json: JSON.stringify(emptyLayout('x')),
    });
    expect(overwriteDiff(changedServer, body)).toEqual([
      { field: 'dashboard_title', server: 'Sales v2', ours: 'Sales' },
      { field: 'css', server: '.b {}', ours: '.a { color: red }' },
      { field: 'json_metadata.color_scheme', server: 'bnbColors', ours: 'supersetColors' },
      { field: 'position_json', server: 'empty layout', ours: '1 row, 1 chart' },
    ]);
  });

  it('asks for confirmation only when changed_on moved', () => {
    expect(
      needsOverwriteConfirm('2026-01-01T00:00:00', { changed_on: '2026-01-01T00:00:00' }),
    ).toBe(false);
    expect(
      needsOverwriteConfirm('2026-01-01T00:00:00', { changed_on: '2026-01-02T00:00:00' }),
    ).toBe(true);
  });
});
