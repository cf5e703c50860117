import type { ParallelSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { interpolateHcl } from '../../echarts/hcl.ts';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { paraPlugin } from './index.ts';
import { transformParaProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = paraPlugin;

// No saved para chart exists in superset-examples; these are the keys Superset's legacy parallel
// coordinates control panel saves (docs/chart-types.md §4.H), on the cleaned_sales_data columns.
const PARA_FORM_DATA = {
  datasource: '22__table',
  viz_type: 'para',
  series: 'product_line',
  metrics: ['count', 'SUM(sales)'],
  secondary_metric: 'AVG(price_each)',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  limit: 10,
  row_limit: 10000,
  timeseries_limit_metric: 'MAX(quantity_ordered)',
  order_desc: true,
  show_datatable: false,
  include_series: false,
  linear_color_scheme: 'superset_seq_1',
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...PARA_FORM_DATA, ...overrides });

describe('para buildQuery', () => {
  it('ports the legacy query: columns = [series], metrics + colour metric + sort metric, sorted descending', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['product_line'],
        metrics: ['count', 'SUM(sales)', 'AVG(price_each)', 'MAX(quantity_ordered)'],
        orderby: [['MAX(quantity_ordered)', false]],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 10,
        series_limit_metric: 'MAX(quantity_ordered)',
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('does not repeat a sort metric already queried, and leaves the order when ascending', () => {
    const [query] = buildQuery(
      parse({ timeseries_limit_metric: 'count', order_desc: false }),
    ).queries;
    expect(query.metrics).toEqual(['count', 'SUM(sales)', 'AVG(price_each)']);
    expect(query.orderby).toBeUndefined();
  });
});

const RESULT = chartDataResult(
  [
    ['product_line', 1],
    ['count', 0],
    ['SUM(sales)', 0],
    ['AVG(price_each)', 0],
  ],
  [
    ['Classic Cars', 967, 3919615.66, 100],
    ['Ships', 245, 714437.13, 50],
    ['Trains', 77, 226243.47, 75],
  ],
);

describe('para transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 800, height: 400 });
  type Line = { name: string; value: (string | number)[]; lineStyle: { color: string } };
  const linesOf = (p: ReturnType<typeof transform>) =>
    (p.option.series as ParallelSeriesOption[])[0].data as Line[];

  it('draws one line per entity across one value axis per metric, coloured by the colour metric', () => {
    const p = transform();
    expect(p.option.parallelAxis).toMatchObject([
      { dim: 0, name: 'count', type: 'value' },
      { dim: 1, name: 'SUM(sales)', type: 'value' },
    ]);
    expect(linesOf(p).map((l) => [l.name, l.value, l.lineStyle.color])).toEqual([
      // AVG(price_each) 100 / 50 / 75 over superset_seq_1: last stop, first stop, halfway (between stops 5 and 6).
      ['Classic Cars', [967, 3919615.66], '#050415'],
      ['Ships', [245, 714437.13], '#F4FAD4'],
      ['Trains', [77, 226243.47], interpolateHcl('#63C1BF', '#1FA8C9')(0.5)],
    ]);
    expect(p.table).toBeUndefined();
  });

  it('adds the entity as a first categorical axis with include_series', () => {
    const p = transform({ include_series: true });
    expect((p.option.parallelAxis as unknown[])[0]).toEqual({
      dim: 0,
      name: 'product_line',
      type: 'category',
      data: ['Classic Cars', 'Ships', 'Trains'],
    });
    expect(linesOf(p)[1].value).toEqual(['Ships', 245, 714437.13]);
  });

  it('offers the data grid with show_datatable, and one colour without a colour metric', () => {
    const p = transform({ show_datatable: true, secondary_metric: null });
    expect(p.table).toEqual({
      columns: ['product_line', 'count', 'SUM(sales)'],
      rows: [
        ['Classic Cars', '967', '3.92M'],
        ['Ships', '245', '714k'],
        ['Trains', '77', '226k'],
      ],
    });
    expect(new Set(linesOf(p).map((l) => l.lineStyle.color))).toEqual(new Set(['#050415']));
  });
});
