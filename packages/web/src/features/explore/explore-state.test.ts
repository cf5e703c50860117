import { describe, expect, it } from 'vitest';
import { exploreReducer, type ExploreState } from './explore-state.ts';

const state = (formData: Record<string, unknown>): ExploreState => ({
  formData,
  queriedFormData: formData,
  runCount: 0,
});

describe('exploreReducer', () => {
  it('writes a control value back without running the query (a map viewport after a pan)', () => {
    const before = state({ viz_type: 'mapbox', datasource: '1__table', viewport_zoom: 2 });
    const after = exploreReducer(before, { type: 'setControl', name: 'viewport_zoom', value: 7 });
    expect(after.formData.viewport_zoom).toBe(7);
    expect(after.queriedFormData).toBe(before.queriedFormData);
    expect(after.runCount).toBe(0);
  });

  it('keeps the same state when the value is unchanged, so a chart echoing its own view does not re-render', () => {
    const before = state({ viz_type: 'mapbox', datasource: '1__table', viewport_zoom: 7 });
    expect(exploreReducer(before, { type: 'setControl', name: 'viewport_zoom', value: 7 })).toBe(
      before,
    );
  });

  it('removes a control set to undefined', () => {
    const after = exploreReducer(
      state({ viz_type: 'table', datasource: '1__table', row_limit: 10 }),
      { type: 'setControl', name: 'row_limit', value: undefined },
    );
    expect('row_limit' in after.formData).toBe(false);
  });
});
