import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { pairedTtestPlugin } from './index.ts';
import { transformPairedTtestProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = pairedTtestPlugin;
const SAVED = {
  datasource: '22__table',
  viz_type: 'paired_ttest',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  metrics: [SUM_SALES_METRIC],
  groupby: ['deal_size'],
  adhoc_filters: [],
  row_limit: 5000,
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...SAVED, ...overrides });

describe('paired_ttest buildQuery', () => {
  it('a legacy time-series query on granularity_sqla, grouped by the groups, no order by default', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        time_range: 'No filter',
        granularity: 'order_date',
        filters: [],
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size'],
        metrics: [SUM_SALES_METRIC],
        orderby: [],
        annotation_layers: [],
        row_limit: 5000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        is_timeseries: true,
      },
    ]);
  });

  it('adds the sort metric and orders by it descending; the series limit comes from limit', () => {
    const [query] = buildQuery(parse({ timeseries_limit_metric: 'count', limit: 5 })).queries;
    expect(query).toMatchObject({
      metrics: [SUM_SALES_METRIC, 'count'],
      orderby: [['count', false]],
      series_limit: 5,
      series_limit_metric: 'count',
    });
    expect(
      buildQuery(parse({ timeseries_limit_metric: 'count', order_desc: false })).queries[0].orderby,
    ).toEqual([]);
  });

  it('fills the spec defaults', () => {
    const fd = parse();
    expect([
      fd.significance_level,
      fd.pvalue_precision,
      fd.liftvalue_precision,
      fd.contribution,
    ]).toEqual([0.05, 6, 4, false]);
  });
});

describe('paired_ttest transformProps', () => {
  it('one aligned series per group and metric, gaps as null, groups sorted', () => {
    const result = chartDataResult(
      [
        ['__timestamp', 2],
        ['deal_size', 1],
        ['SUM(sales)', 0],
      ],
      [
        [utc(2003, 2), 'Small', 11],
        [utc(2003, 1), 'Small', 22],
        [utc(2003, 1), 'Large', 10],
        [utc(2003, 2), 'Large', 20],
        [utc(2003, 3), 'Large', 30],
      ],
    );
    const p = transformProps({
      formData: parse({ significance_level: 0.1 }),
      queriesData: [result],
      width: 400,
      height: 300,
    });
    expect(p.groupby).toEqual(['deal_size']);
    expect(p.tables).toEqual([
      {
        metric: 'SUM(sales)',
        groups: [
          { dims: ['Large'], values: [10, 20, 30] },
          { dims: ['Small'], values: [22, 11, null] },
        ],
      },
    ]);
    expect([p.alpha, p.pValuePrecision, p.liftPrecision]).toEqual([0.1, 6, 4]);
  });
});
