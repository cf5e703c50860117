import { describe, expect, it } from 'vitest';
import { validateAggregateQuery } from './control-panel.ts';

describe('table controls', () => {
  it('an aggregate table without dimension, metric or percentage metric does not run', () => {
    const context = (formData: Record<string, unknown>) => ({ formData });
    expect(validateAggregateQuery([], context({ groupby: [], metrics: [] }))).toBe(
      'Group By, Metrics or Percentage Metrics must have a value',
    );
    expect(validateAggregateQuery([], context({}))).toBeTruthy();
    expect(validateAggregateQuery([], context({ groupby: ['status'] }))).toBe(false);
    expect(validateAggregateQuery(['count'], context({ metrics: ['count'] }))).toBe(false);
    expect(validateAggregateQuery([], context({ percent_metrics: ['count'] }))).toBe(false);
  });
});
