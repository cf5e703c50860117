import { describe, expect, it } from 'vitest';
import { remapDashboardRefs } from './remap-dashboard.ts';

const A = '281656a3-3d8d-4423-8b58-b050d59fadd9';
const B = '47b26af7-19e0-4ca1-9cf6-b74b2f1f7e3c';
const DS = 'e8623bb9-5e00-f531-506a-19607f5f8005';

describe('remapDashboardRefs', () => {
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    'CHART-a': {
      id: 'CHART-a',
      type: 'CHART',
      children: [],
      meta: { chartId: 107, uuid: A, width: 4, height: 50 },
    },
    'CHART-b': {
      id: 'CHART-b',
      type: 'CHART',
      children: [],
      meta: { chartId: 127, uuid: B, width: 4, height: 50 },
    },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-a', 'CHART-b'], meta: {} },
  };
  const metadata = {
    color_scheme: 'supersetColors',
    timed_refresh_immune_slices: [107],
    expanded_slices: { '127': true },
    native_filter_configuration: [
      {
        id: 'NATIVE_FILTER-1',
        scope: { rootPath: ['ROOT_ID'], excluded: [127] },
        chartsInScope: [107],
        targets: [{ column: { name: 'country' }, datasetUuid: DS }],
      },
    ],
    chart_configuration: {
      '107': { id: 107, crossFilters: { scope: 'global', chartsInScope: [127] } },
    },
    global_chart_configuration: {
      scope: { rootPath: ['ROOT_ID'], excluded: [107] },
      chartsInScope: [127],
    },
  };
  const out = remapDashboardRefs(
    position,
    metadata,
    new Map([
      [A, 5],
      [B, 6],
    ]),
    new Map([[DS, 3]]),
  );

  it('rewrites chart ids in the position by uuid and lists the placed charts', () => {
    expect((out.position['CHART-a'] as { meta: { chartId: number } }).meta.chartId).toBe(5);
    expect((out.position['CHART-b'] as { meta: { chartId: number } }).meta.chartId).toBe(6);
    expect(out.position['ROW-1']).toEqual(position['ROW-1']);
    expect(out.chartIds.sort()).toEqual([5, 6]);
  });

  it('rewrites chart ids and dataset uuids in the JSON metadata', () => {
    expect(out.metadata.timed_refresh_immune_slices).toEqual([5]);
    expect(out.metadata.expanded_slices).toEqual({ '6': true });
    expect(out.metadata.native_filter_configuration).toEqual([
      {
        id: 'NATIVE_FILTER-1',
        scope: { rootPath: ['ROOT_ID'], excluded: [6] },
        chartsInScope: [5],
        targets: [{ column: { name: 'country' }, datasetId: 3 }],
      },
    ]);
    expect(out.metadata.chart_configuration).toEqual({
      '5': { id: 5, crossFilters: { scope: 'global', chartsInScope: [6] } },
    });
    expect(out.metadata.global_chart_configuration).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [5] },
      chartsInScope: [6],
    });
    expect(out.metadata.color_scheme).toBe('supersetColors');
  });

  it('keeps a chart node whose uuid is unknown, without a chart id mapping', () => {
    const r = remapDashboardRefs(position, {}, new Map([[A, 5]]), new Map());
    expect((r.position['CHART-b'] as { meta: { chartId: number } }).meta.chartId).toBe(127);
    expect(r.chartIds).toEqual([5]);
  });
});
