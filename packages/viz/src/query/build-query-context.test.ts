import { chartDataRequestSchema } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { BIG_NUMBER_TOTAL_EXAMPLE } from '../testing/example-form-data.ts';
import { buildQueryContext, normalizeTimeColumn } from './build-query-context.ts';

describe('buildQueryContext', () => {
  it('wraps the base query object of Big_Number.yaml in the request envelope', () => {
    const context = buildQueryContext(BIG_NUMBER_TOTAL_EXAMPLE);
    expect(context).toEqual({
      datasource: { id: 22, type: 'table' },
      force: false,
      queries: [
        {
          filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
          extras: { having: '', where: '' },
          applied_time_extras: {},
          columns: [],
          metrics: ['count'],
          annotation_layers: [],
          series_limit: 0,
          group_others_when_limit_reached: false,
          order_desc: true,
          url_params: {},
          custom_params: {},
          custom_form_data: {},
        },
      ],
      form_data: BIG_NUMBER_TOTAL_EXAMPLE,
      result_format: 'json',
      result_type: 'full',
    });
    expect(Object.keys(context.queries[0])).not.toContain('row_limit');
    expect(chartDataRequestSchema.safeParse(context).success).toBe(true);
  });

  it('drops null post-processing steps and takes force / result format from form data', () => {
    const context = buildQueryContext(
      {
        datasource: '3__table',
        viz_type: 'x',
        force: true,
        result_format: 'csv',
        result_type: 'results',
      },
      (base) => [{ ...base, post_processing: [null, { operation: 'flatten' }, null] }],
    );
    expect(context).toMatchObject({
      force: true,
      result_format: 'csv',
      result_type: 'results',
      datasource: { id: 3, type: 'table' },
    });
    expect(context.queries[0].post_processing).toEqual([{ operation: 'flatten' }]);
  });

  it('rejects a malformed datasource', () => {
    expect(() => buildQueryContext({ datasource: 'nope', viz_type: 'x' })).toThrow(
      'Invalid datasource: nope',
    );
  });
});

describe('x-axis normalisation', () => {
  const formData = { datasource: '1__table', viz_type: 'x', x_axis: 'ds', time_grain_sqla: 'P1M' };

  it('replaces the x-axis column with a BASE_AXIS adhoc column carrying the grain and drops is_timeseries', () => {
    const query = normalizeTimeColumn(formData, {
      columns: ['ds', 'country'],
      extras: { time_grain_sqla: 'P1M' },
      is_timeseries: true,
    });
    expect(query).toEqual({
      columns: [
        {
          timeGrain: 'P1M',
          columnType: 'BASE_AXIS',
          sqlExpression: 'ds',
          label: 'ds',
          expressionType: 'SQL',
        },
        'country',
      ],
      extras: { time_grain_sqla: 'P1M' },
    });
  });

  it('keeps the keys of an adhoc x-axis column', () => {
    const xAxis = {
      label: 'month',
      sqlExpression: "DATE_TRUNC('month', ds)",
      expressionType: 'SQL',
    };
    const query = normalizeTimeColumn(
      { ...formData, x_axis: xAxis },
      { columns: [{ ...xAxis }], extras: {} },
    );
    expect(query.columns).toEqual([{ columnType: 'BASE_AXIS', ...xAxis }]);
  });

  it('leaves query objects without x_axis or without the column alone', () => {
    const query = { columns: ['a'], is_timeseries: true };
    expect(normalizeTimeColumn({ datasource: '1__table', viz_type: 'x' }, query)).toBe(query);
    expect(normalizeTimeColumn(formData, query)).toBe(query);
  });
});
