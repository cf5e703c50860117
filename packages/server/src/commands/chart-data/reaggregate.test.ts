import { describe, expect, it } from 'vitest';
import { planBatch } from './batch-plan.ts';
import { reaggregate, type RollupSpec } from './reaggregate.ts';
import { rollupShape, sqlAggregate } from './rollup-shape.ts';

const base = [
  { region: 'EU', status: 'a', units: 3, low: 1, n: 2 },
  { region: 'EU', status: 'b', units: null, low: 0, n: 1 },
  { region: 'US', status: 'a', units: 5, low: 4, n: 3 },
];
const spec = (over: Partial<RollupSpec> = {}): RollupSpec => ({
  columns: ['region'],
  metrics: [
    { label: 'units', aggregate: 'SUM' },
    { label: 'low', aggregate: 'MIN' },
    { label: 'n', aggregate: 'COUNT' },
  ],
  orderby: [],
  rowLimit: 0,
  ...over,
});

describe('reaggregate', () => {
  it('adds sums and counts, keeps minima, skips nulls as SQL does', () => {
    expect(reaggregate(base, spec())).toEqual([
      ['EU', 3, 0, 3],
      ['US', 5, 4, 3],
    ]);
  });

  it('orders and limits by a metric, and gives up when ties or text decide the cut', () => {
    const top = spec({ orderby: [{ label: 'units', asc: false }], rowLimit: 1 });
    expect(reaggregate(base, top)).toEqual([['US', 5, 4, 3]]);
    const tie = spec({ orderby: [{ label: 'n', asc: false }], rowLimit: 1 });
    expect(reaggregate(base, tie)).toBeNull();
    expect(reaggregate(base, spec({ orderby: [{ label: 'region', asc: true }] }))).toBeNull();
    expect(reaggregate(base, spec({ rowLimit: 1 }))).toBeNull();
  });

  it('answers one row over no rows when ungrouped (SUM null, COUNT 0)', () => {
    expect(reaggregate([], spec({ columns: [] }))).toEqual([[null, null, 0]]);
  });

  it('refuses values that are not plain numbers', () => {
    expect(reaggregate([{ region: 'EU', units: '12.50', low: 1, n: 1 }], spec())).toBeNull();
  });
});

describe('planBatch', () => {
  const req = (columns: string[], metric: unknown, extra: Record<string, unknown> = {}) => ({
    datasource: { id: 1, type: 'table' as const },
    queries: [{ columns, metrics: [metric], ...extra }] as never,
  });
  const sum = { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 's' };
  const shapeOf = (r: Parameters<typeof rollupShape>[0]) => rollupShape(r, () => null);

  it('rolls compatible groupings into the finest one and keeps the rest apart', () => {
    const steps = planBatch(
      [
        { key: 'a', request: req(['r'], sum) },
        { key: 'b', request: req(['r', 'y'], sum) },
        { key: 'c', request: req(['r'], sum) },
        { key: 'd', request: req(['r'], { ...sum, sqlExpression: 'AVG(x)' }) },
        { key: 'e', request: req(['r'], sum, { extras: { having: 'SUM(x) > 1' } }) },
      ],
      shapeOf,
      1000,
    );
    const rollup = steps.find((s) => s.kind === 'rollup');
    expect(rollup?.kind === 'rollup' && rollup.members.map((m) => m.keys)).toEqual([
      ['b'],
      ['a', 'c'],
    ]);
    expect(rollup?.kind === 'rollup' && rollup.base.queries[0]).toMatchObject({
      columns: ['r', 'y'],
      row_limit: 1000,
      orderby: [],
    });
    expect(steps.filter((s) => s.kind === 'single')).toHaveLength(2);
  });

  it('reads only plain SUM/COUNT/MIN/MAX calls as rollable', () => {
    expect(sqlAggregate('count(*)')).toBe('COUNT');
    expect(sqlAggregate('COUNT(DISTINCT x)')).toBeNull();
    expect(sqlAggregate('SUM(a)/SUM(b)')).toBeNull();
    expect(sqlAggregate('SUM(COALESCE(a, 0))')).toBeNull();
  });
});
