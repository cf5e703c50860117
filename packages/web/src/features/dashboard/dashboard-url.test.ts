import { describe, expect, it } from 'vitest';
import {
  filterStateDataMasks,
  parseDashboardUrl,
  permalinkUrlParams,
  urlDataMasks,
  withNativeFiltersKey,
} from './dashboard-url.ts';
import { refreshDelays } from './chart-holder/refresh-schedule.ts';

describe('parseDashboardUrl', () => {
  it('reads standalone, edit, focused chart and the native filter passthrough', () => {
    const p = parseDashboardUrl('?standalone=2&edit=true&focused_chart=12&native_filters_key=abc');
    expect(p).toMatchObject({
      standalone: 2,
      hideNav: true,
      hideTitle: true,
      editMode: true,
      focusedChart: 12,
      nativeFiltersKey: 'abc',
    });
  });

  it('reads the uiConfig bitmask and ignores an out-of-range standalone', () => {
    const p = parseDashboardUrl('?standalone=9&uiConfig=10');
    expect(p).toMatchObject({
      standalone: 0,
      hideTitle: false,
      hideTab: true,
      hideNav: false,
      hideChartControls: true,
      editMode: false,
    });
  });

  it('keeps only the view parameters in a permalink', () => {
    expect(permalinkUrlParams('?edit=true&standalone=1&native_filters_key=k')).toEqual([
      ['standalone', '1'],
      ['native_filters_key', 'k'],
    ]);
  });
});

describe('refreshDelays', () => {
  it('spreads refreshes over at least 5000 ms and skips immune charts', () => {
    const delays = refreshDelays([1, 2, 3], {
      timed_refresh_immune_slices: [2],
      stagger_time: 1000,
    });
    expect([...delays.entries()]).toEqual([
      [1, 0],
      [2, null],
      [3, 2500],
    ]);
  });

  it('refreshes every chart at once without stagger', () => {
    expect([...refreshDelays([1, 2], { stagger_refresh: false }).values()]).toEqual([0, 0]);
  });
});

describe('urlDataMasks', () => {
  it('reads the native_filters preselection as rison', () => {
    const masks = urlDataMasks(
      '(NATIVE_FILTER-1:(id:NATIVE_FILTER-1,extraFormData:(filters:!((col:region,op:IN,val:!(EMEA)))),filterState:(value:!(EMEA))))',
    );
    expect(masks['NATIVE_FILTER-1']?.extraFormData?.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EMEA'] },
    ]);
  });

  it('ignores an unreadable value', () => {
    expect(urlDataMasks('(((')).toEqual({});
  });
});

describe('native_filters_key', () => {
  it('sets the key in the query string, replacing an old one and keeping the rest', () => {
    expect(withNativeFiltersKey('?standalone=1&native_filters_key=old&edit=true', 'new')).toBe(
      '?standalone=1&native_filters_key=new&edit=true',
    );
    expect(withNativeFiltersKey('', 'k1')).toBe('?native_filters_key=k1');
  });

  it('reads the data masks stored under a key, unreadable values as none', () => {
    const masks = {
      'NATIVE_FILTER-a': {
        id: 'NATIVE_FILTER-a',
        filterState: { value: ['EMEA'] },
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
      },
    };
    expect(filterStateDataMasks(JSON.stringify(masks))).toEqual(masks);
    // A chart's cross-filter, labelled with its list of values, is kept.
    const crossFilter = {
      1: {
        id: '1',
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['Americas'] }] },
        filterState: { label: ['Americas'], value: [['Americas']] },
      },
    };
    expect(filterStateDataMasks(JSON.stringify(crossFilter))).toEqual(crossFilter);
    expect(filterStateDataMasks('{')).toEqual({});
    expect(filterStateDataMasks('[1]')).toEqual({});
    expect(filterStateDataMasks(undefined)).toEqual({});
  });
});
