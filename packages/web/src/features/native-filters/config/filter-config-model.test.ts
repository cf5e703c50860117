import { describe, expect, it } from 'vitest';
import type { NativeFilterConfiguration } from '@sightline/core';
import {
  generateFilterId,
  newDivider,
  newNativeFilter,
  validateFilterConfig,
} from './filter-config-model.ts';

describe('filter configuration model', () => {
  it('generates Superset-style ids', () => {
    expect(generateFilterId()).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{10}$/);
    expect(newDivider().id).toMatch(/^NATIVE_FILTER_DIVIDER-/);
    expect(generateFilterId()).not.toBe(generateFilterId());
  });

  it('reports missing name, dataset and column in list order', () => {
    const time = { ...newNativeFilter('T'), name: 'When', filterType: 'filter_time' };
    const grain = { ...newNativeFilter('G'), name: 'Grain', filterType: 'filter_timegrain' };
    const value = newNativeFilter('V');
    expect(validateFilterConfig([time, grain, value, newDivider('D')])).toEqual([
      { id: 'G', field: 'dataset', message: 'Dataset is required' },
      { id: 'V', field: 'name', message: 'Name is required' },
      { id: 'V', field: 'dataset', message: 'Dataset is required' },
      { id: 'V', field: 'column', message: 'Column is required' },
      { id: 'D', field: 'title', message: 'Title is required' },
    ]);
  });

  it('refuses cyclic parents', () => {
    const base = {
      ...newNativeFilter(),
      name: 'x',
      targets: [{ datasetId: 1, column: { name: 'c' } }],
    };
    const items: NativeFilterConfiguration = [
      { ...base, id: 'A', cascadeParentIds: ['B'] },
      { ...base, id: 'B', cascadeParentIds: ['A'] },
      { ...base, id: 'C', cascadeParentIds: ['A'] },
    ];
    expect(validateFilterConfig(items).map((e) => [e.id, e.message])).toEqual([
      ['A', 'Cannot create cyclic hierarchy'],
      ['B', 'Cannot create cyclic hierarchy'],
    ]);
  });
});
