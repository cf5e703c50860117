import { describe, expect, it } from 'vitest';
import { applyPostProcessing, type PostProcessingStep } from './registry.ts';
import { d, records, table } from './test-fixtures.ts';
import { joinTimeOffsets } from './time-offsets.ts';

/**
 * What an ECharts line chart sends with a dimension, rolling mean (2 periods, min_periods 0)
 * and a "1 year ago" time comparison shown as values (§4.3): the time-compare pivot (both the
 * metric and its offset column), rolling over both, flatten.
 */
const METRIC = 'SUM(x)';
const OFFSET = `${METRIC}__1 year ago`;
const steps: PostProcessingStep[] = [
  {
    operation: 'pivot',
    options: {
      index: ['ds'],
      columns: ['country'],
      aggregates: { [METRIC]: { operator: 'mean' }, [OFFSET]: { operator: 'mean' } },
      drop_missing_columns: true,
    },
  },
  {
    operation: 'rolling',
    options: {
      rolling_type: 'mean',
      window: 2,
      min_periods: 0,
      columns: { [METRIC]: METRIC, [OFFSET]: OFFSET },
    },
  },
  { operation: 'flatten' },
];

const main = table(
  ['ds', 'country', METRIC],
  [
    [d('2024-01-01'), 'US', 10],
    [d('2024-01-01'), 'FR', 1],
    [d('2024-01-02'), 'US', 20],
    [d('2024-01-02'), 'FR', 2],
    [d('2024-01-03'), 'US', 30],
  ],
);
const lastYear = table(
  ['ds', 'country', METRIC],
  [
    [d('2023-01-01'), 'US', 5],
    [d('2023-01-02'), 'US', 7],
    [d('2023-01-03'), 'FR', 9],
  ],
);
const oneYearBack = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear() - 1, date.getUTCMonth(), date.getUTCDate()));

describe('line chart with rolling mean and time comparison', () => {
  const joined = joinTimeOffsets(main, [{ offset: '1 year ago', frame: lastYear }], {
    metrics: [METRIC],
    timeGrain: 'P1D',
    shift: oneYearBack,
  });

  it('joins the offset result as <metric>__<offset> (left join keeps the main rows)', () => {
    expect(joined.columns).toEqual(['ds', 'country', METRIC, OFFSET]);
    expect(records(joined)).toEqual([
      [d('2024-01-01'), 'US', 10, 5],
      [d('2024-01-01'), 'FR', 1, null],
      [d('2024-01-02'), 'US', 20, 7],
      [d('2024-01-02'), 'FR', 2, null],
      [d('2024-01-03'), 'US', 30, null],
    ]);
  });

  it('pivots, rolls and flattens into one column per series', () => {
    const out = applyPostProcessing(joined, steps);
    // The all-null (offset, FR) series is dropped by the pivot; rolling means over 2 rows.
    expect(out.columns).toEqual(['ds', 'SUM(x), FR', 'SUM(x), US', 'SUM(x)__1 year ago, US']);
    expect(records(out)).toEqual([
      [d('2024-01-01'), 1, 10, 5],
      [d('2024-01-02'), 1.5, 15, 6],
      [d('2024-01-03'), 2, 25, 7],
    ]);
  });

  it('with a difference comparison, compares each series and drops the originals', () => {
    const withCompare: PostProcessingStep[] = [
      ...steps.slice(0, 2),
      {
        operation: 'compare',
        options: {
          source_columns: [METRIC],
          compare_columns: [OFFSET],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      { operation: 'flatten' },
    ];
    const out = applyPostProcessing(joined, withCompare);
    expect(out.columns).toEqual([
      'ds',
      `difference__${METRIC}__${OFFSET}, FR`,
      `difference__${METRIC}__${OFFSET}, US`,
    ]);
    expect(records(out)).toEqual([
      [d('2024-01-01'), null, 5],
      [d('2024-01-02'), null, 9],
      [d('2024-01-03'), null, 18],
    ]);
  });
});
