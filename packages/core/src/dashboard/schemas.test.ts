import { describe, expect, it } from 'vitest';
import { dataMaskSchema } from './data-mask-schema.ts';
import { positionJsonSchema, toPositionJson } from './layout-schema.ts';
import { dashboardMetadataSchema } from './metadata-schema.ts';
import { emptyLayout } from './new-component.ts';

describe('position_json', () => {
  it('round-trips a layout with the version marker, from object or JSON text', () => {
    const stored = toPositionJson(emptyLayout('Title'));
    expect(stored.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(positionJsonSchema.parse(stored)).toEqual(emptyLayout('Title'));
    expect(positionJsonSchema.parse(JSON.stringify(stored))).toEqual(emptyLayout('Title'));
  });

  it('fills children and meta defaults and rejects bad components', () => {
    expect(positionJsonSchema.parse({ 'DIVIDER-1': { id: 'DIVIDER-1', type: 'DIVIDER' } })).toEqual(
      {
        'DIVIDER-1': { id: 'DIVIDER-1', type: 'DIVIDER', children: [], meta: {} },
      },
    );
    expect(positionJsonSchema.safeParse({ X: { id: 'Y', type: 'ROW' } }).success).toBe(false);
    expect(positionJsonSchema.safeParse({ X: { id: 'X', type: 'NOPE' } }).success).toBe(false);
    expect(positionJsonSchema.safeParse('{not json').success).toBe(false);
  });
});

describe('json_metadata', () => {
  it('accepts the known keys, drops show_native_filters and flattens object shared_label_colors', () => {
    const parsed = dashboardMetadataSchema.parse({
      cross_filters_enabled: true,
      refresh_frequency: 0,
      color_scheme: 'supersetColors',
      shared_label_colors: { a: '#fff' },
      show_native_filters: true,
      filter_bar_orientation: 'HORIZONTAL',
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-1', type: 'NATIVE_FILTER', name: 'f', filterType: 'filter_select' },
      ],
      chart_configuration: { 5: { id: 5, crossFilters: { scope: 'global', chartsInScope: [6] } } },
    });
    expect(parsed.shared_label_colors).toEqual([]);
    expect('show_native_filters' in parsed).toBe(false);
    expect(parsed.native_filter_configuration?.[0]).toMatchObject({
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      cascadeParentIds: [],
    });
  });

  it('rejects unknown keys and bad values', () => {
    expect(dashboardMetadataSchema.safeParse({ unknown_key: 1 }).success).toBe(false);
    expect(dashboardMetadataSchema.safeParse({ filter_bar_orientation: 'DIAGONAL' }).success).toBe(
      false,
    );
  });
});

describe('data mask', () => {
  it('parses id, extraFormData, filterState and ownState', () => {
    const mask = dataMaskSchema.parse({
      id: 12,
      extraFormData: { filters: [{ col: 'c', op: 'IN', val: [1] }] },
      filterState: { value: [1] },
      ownState: {},
    });
    expect(mask.id).toBe('12');
    expect(mask.extraFormData?.filters).toHaveLength(1);
  });

  it('accepts the value-list label of a chart cross-filter, and rejects other label types', () => {
    const crossFilter = {
      id: '1',
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['Americas'] }] },
      filterState: { label: ['Americas'], value: [['Americas']] },
    };
    expect(dataMaskSchema.parse(crossFilter).filterState?.label).toEqual(['Americas']);
    expect(dataMaskSchema.safeParse({ ...crossFilter, filterState: { label: 3 } }).success).toBe(
      false,
    );
  });
});
