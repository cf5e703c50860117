import { describe, expect, it } from 'vitest';
import { SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { AGGREGATE, parse } from '../../testing/table-fixture.ts';
import { tablePlugin } from './index.ts';

const { buildQuery } = tablePlugin;

const BASE = {
  filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
  applied_time_extras: {},
  annotation_layers: [],
  series_limit: 0,
  group_others_when_limit_reached: false,
  order_desc: true,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
};

describe('table buildQuery', () => {
  it('Table.yaml (raw records): all_columns, no metrics, no order, the saved row limit', () => {
    const context = buildQuery(parse());
    expect(context.queries).toEqual([
      {
        ...BASE,
        extras: { time_grain_sqla: 'P1D', having: '', where: '' },
        columns: ['order_date', 'product_line', 'status', 'price_each', 'sales'],
        orderby: [],
        row_limit: 1000,
        post_processing: [],
        time_offsets: [],
      },
    ]);
  });

  it('raw records order by the parsed order_by_cols', () => {
    expect(buildQuery(parse({ order_by_cols: ['["sales", false]'] })).queries[0].orderby).toEqual([
      ['sales', false],
    ]);
  });

  it('aggregate mode: grain-truncated time column first, percent metrics by contribution, totals query', () => {
    const [main, totals, ...rest] = buildQuery(parse({ ...AGGREGATE, show_totals: true })).queries;
    const contribution = {
      operation: 'contribution',
      options: { columns: ['count'], rename_columns: ['%count'] },
    };
    expect(main).toEqual({
      ...BASE,
      extras: { time_grain_sqla: 'P1M', having: '', where: '' },
      columns: [
        {
          timeGrain: 'P1M',
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
        },
        'product_line',
      ],
      metrics: ['count', SUM_SALES_METRIC],
      orderby: [['count', false]],
      row_limit: 1000,
      post_processing: [contribution],
      time_offsets: [],
    });
    expect(totals).toEqual({
      ...main,
      columns: [],
      row_limit: 0,
      row_offset: 0,
      post_processing: [contribution],
      order_desc: undefined,
      orderby: undefined,
    });
    expect(rest).toEqual([]);
  });

  it('orders by the sort metric with order_desc, and adds a percent base query over all records', () => {
    const [main, base] = buildQuery(
      parse({
        ...AGGREGATE,
        timeseries_limit_metric: SUM_SALES_METRIC,
        order_desc: false,
        percent_metric_calculation: 'all_records',
      }),
    ).queries;
    expect(main.orderby).toEqual([[SUM_SALES_METRIC, true]]);
    expect(base).toMatchObject({
      columns: [],
      metrics: ['count'],
      post_processing: [],
      row_limit: 0,
      row_offset: 0,
      orderby: [],
      is_timeseries: false,
    });
  });

  it('server pagination: page limit and offset, header sort, search filter and a row-count query', () => {
    const ownState = {
      currentPage: 2,
      pageSize: 20,
      sortBy: [{ key: 'sales', desc: true }],
      searchText: 'Cla',
      searchColumn: 'product_line',
    };
    const [page, count] = buildQuery(parse({ server_pagination: true }), { ownState }).queries;
    expect(page).toMatchObject({ row_limit: 20, row_offset: 40, orderby: [['sales', false]] });
    expect(page.filters).toEqual([
      BASE.filters[0],
      { col: 'product_line', op: 'ILIKE', val: 'Cla%' },
    ]);
    expect(count).toEqual({
      ...page,
      time_offsets: [],
      row_limit: 1000,
      row_offset: 0,
      post_processing: [],
      is_rowcount: true,
    });
  });

  it('exports drop pagination and use the row limit', () => {
    const { queries } = buildQuery(parse({ server_pagination: true, result_format: 'csv' }), {
      ownState: { currentPage: 3 },
    });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ row_limit: 1000, row_offset: 0 });
  });

  it('appends interactive group-by columns from the dashboard', () => {
    const [main] = buildQuery(
      parse({ ...AGGREGATE, extra_form_data: { interactive_groupby: ['status', 'product_line'] } }),
    ).queries;
    expect(main.columns?.slice(1)).toEqual(['product_line', 'status']);
  });
});
