import { describe, expect, it } from 'vitest';
import {
  adhocFilterLabel,
  havingSql,
  isFilterComplete,
  operatorIdOf,
  operatorsForColumn,
  valueInputKind,
} from './filter-operators.ts';
import {
  METRIC_EXPRESSION_PATTERN,
  metricSql,
  parseMetricExpression,
  simpleMetric,
} from './metric-utils.ts';

describe('filter operators', () => {
  it('gives every operator the right value input', () => {
    for (const id of ['IS_NULL', 'IS_NOT_NULL', 'IS_TRUE', 'IS_FALSE', 'LATEST_PARTITION'] as const)
      expect(valueInputKind(id)).toBe('none');
    expect(valueInputKind('IN')).toBe('multi');
    expect(valueInputKind('NOT_IN')).toBe('multi');
    expect(valueInputKind('TEMPORAL_RANGE')).toBe('time_range');
    for (const id of [
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
      'LIKE',
      'ILIKE',
    ] as const) {
      expect(valueInputKind(id)).toBe('single');
    }
  });

  it('offers the time range only on temporal columns and true/false only on booleans', () => {
    expect(
      operatorsForColumn({ column_name: 'order_date', is_dttm: true, type_generic: 2 }),
    ).toContain('TEMPORAL_RANGE');
    expect(operatorsForColumn({ column_name: 'region', type_generic: 1 })).not.toContain(
      'TEMPORAL_RANGE',
    );
    expect(operatorsForColumn({ column_name: 'region', type_generic: 1 })).not.toContain('IS_TRUE');
    expect(operatorsForColumn({ column_name: 'flag', type_generic: 3 })).toContain('IS_TRUE');
  });

  it('reads operator ids from saved filters', () => {
    expect(operatorIdOf({ operator: 'NOT IN' })).toBe('NOT_IN');
    expect(operatorIdOf({ operator: '==', operatorId: 'EQUALS' })).toBe('EQUALS');
  });

  it('labels and checks filters', () => {
    expect(
      adhocFilterLabel({
        expressionType: 'SIMPLE',
        subject: 'region',
        operator: 'IN',
        comparator: ['EMEA', 'APAC'],
      }),
    ).toBe('region IN (EMEA, APAC)');
    expect(
      adhocFilterLabel({
        expressionType: 'SIMPLE',
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last year',
      }),
    ).toBe('order_date (Last year)');
    expect(
      isFilterComplete({
        expressionType: 'SIMPLE',
        subject: 'region',
        operator: 'IN',
        comparator: [],
      }),
    ).toBe(false);
    expect(
      isFilterComplete({ expressionType: 'SIMPLE', subject: 'region', operator: 'IS NULL' }),
    ).toBe(true);
  });

  it('writes simple HAVING filters as SQL', () => {
    expect(havingSql('SUM(sales)', 'GREATER_THAN', 100)).toBe('SUM(sales) > 100');
    expect(havingSql('COUNT(*)', 'IN', ['1', 2])).toBe("COUNT(*) IN ('1', 2)");
  });
});

describe('metric expression pattern (docs/charts.md §5)', () => {
  it('accepts an optional LONG/DOUBLE/FLOAT prefix and SUM, AVG, MAX, MIN or COUNT', () => {
    expect(METRIC_EXPRESSION_PATTERN.test('SUM(sales)')).toBe(true);
    expect(METRIC_EXPRESSION_PATTERN.test('DOUBLESUM(price)')).toBe(true);
    expect(METRIC_EXPRESSION_PATTERN.test('count(*)')).toBe(false);
    expect(METRIC_EXPRESSION_PATTERN.test('MEDIAN(price)')).toBe(false);
    expect(parseMetricExpression('avg(quantity)')).toEqual({
      aggregate: 'AVG',
      column: 'quantity',
    });
    expect(parseMetricExpression('SUM(a) + 1')).toBeNull();
  });

  it('labels simple metrics AGG(column) and writes their SQL', () => {
    const metric = simpleMetric({ column_name: 'sales', type: null }, 'SUM');
    expect(metric.label).toBe('SUM(sales)');
    expect(metricSql(metric, null)).toBe('SUM(sales)');
    expect(
      metricSql(simpleMetric({ column_name: 'customer', type: null }, 'COUNT_DISTINCT'), null),
    ).toBe('COUNT(DISTINCT customer)');
  });
});
