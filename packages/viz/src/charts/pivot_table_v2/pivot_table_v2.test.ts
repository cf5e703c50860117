import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { pivotTableV2Plugin } from './index.ts';
import {
  METRIC_KEY,
  pivotAttributes,
  transformPivotTableV2Props as transformProps,
} from './transform-props.ts';

/** Featured Charts/Pivot_Table.yaml, `params` copied literally. */
const PIVOT_TABLE_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'pivot_table_v2',
  groupbyColumns: ['product_line'],
  groupbyRows: ['country', 'city'],
  time_grain_sqla: 'P1D',
  temporal_columns_lookup: { order_date: true },
  metrics: [
    {
      expressionType: 'SIMPLE',
      column: {
        advanced_data_type: null,
        certification_details: null,
        certified_by: null,
        column_name: 'sales',
        description: null,
        expression: null,
        filterable: true,
        groupby: true,
        id: 734,
        is_certified: false,
        is_dttm: false,
        python_date_format: null,
        type: 'DOUBLE PRECISION',
        type_generic: 0,
        verbose_name: null,
        warning_markdown: null,
      },
      aggregate: 'SUM',
      sqlExpression: null,
      datasourceWarning: false,
      hasCustomLabel: false,
      label: 'SUM(sales)',
      optionName: 'metric_psnoaxdky5h_ojfgcygk97c',
    },
  ],
  metricsLayout: 'COLUMNS',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10000,
  order_desc: true,
  aggregateFunction: 'Sum',
  valueFormat: 'SMART_NUMBER',
  date_format: 'smart_date',
  rowOrder: 'key_a_to_z',
  colOrder: 'key_a_to_z',
  extra_form_data: {},
  dashboards: [13],
};
const SUM_SALES = PIVOT_TABLE_EXAMPLE.metrics[0];

const { formDataSchema, buildQuery, controlPanel } = pivotTableV2Plugin;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...PIVOT_TABLE_EXAMPLE, ...overrides });

describe('pivot_table_v2 form data', () => {
  it('fills the spec defaults and keeps the saved values', () => {
    const fd = parse();
    expect([
      fd.aggregateFunction,
      fd.metricsLayout,
      fd.rowTotals,
      fd.colSubTotals,
      fd.transposePivot,
      fd.combineMetric,
      fd.rowSubtotalPosition,
    ]).toEqual(['Sum', 'COLUMNS', false, false, false, false, false]);
    const defaults = Object.fromEntries(
      controlPanel.sections.flatMap((s) => s.controls.map((c) => [c.name, c.default])),
    );
    expect([
      defaults.aggregateFunction,
      defaults.valueFormat,
      defaults.rowOrder,
      defaults.row_limit,
      defaults.allow_render_html,
    ]).toEqual(['Sum', 'SMART_NUMBER', 'key_a_to_z', 10000, true]);
  });

  it('rejects an unknown aggregate function', () => {
    expect(
      formDataSchema.safeParse({ ...PIVOT_TABLE_EXAMPLE, aggregateFunction: 'Mode' }).success,
    ).toBe(false);
  });
});

describe('pivot_table_v2 buildQuery', () => {
  it('Pivot_Table.yaml: columns then rows as columns, the metric ordered descending, the cell limit', () => {
    const context = buildQuery(parse());
    expect(context.datasource).toEqual({ id: 22, type: 'table' });
    expect(context.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1D', having: '', where: '' },
        applied_time_extras: {},
        columns: ['product_line', 'country', 'city'],
        metrics: [SUM_SALES],
        orderby: [[SUM_SALES, false]],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('a temporal dimension becomes a BASE_AXIS column with the grain; duplicates are dropped', () => {
    const [query] = buildQuery(
      parse({ groupbyColumns: ['order_date', 'country'], time_grain_sqla: 'P1M' }),
    ).queries;
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'country',
      'city',
    ]);
  });

  it('orders by the sort metric, ascending when order_desc is off', () => {
    const [query] = buildQuery(parse({ series_limit_metric: 'count', order_desc: false })).queries;
    expect(query.orderby).toEqual([['count', true]]);
  });
});

describe('pivot_table_v2 layout', () => {
  const fd = (o: Record<string, unknown>) => parse(o);
  it.each([
    [{}, ['country', 'city'], [METRIC_KEY, 'product_line']],
    [{ combineMetric: true }, ['country', 'city'], ['product_line', METRIC_KEY]],
    [{ metricsLayout: 'ROWS' }, [METRIC_KEY, 'country', 'city'], ['product_line']],
    [
      { metricsLayout: 'ROWS', combineMetric: true },
      ['country', 'city', METRIC_KEY],
      ['product_line'],
    ],
    [{ transposePivot: true }, ['product_line'], [METRIC_KEY, 'country', 'city']],
  ])('%o -> rows %o, columns %o', (overrides, rows, cols) => {
    expect(pivotAttributes(fd(overrides))).toEqual({ rows, cols });
  });
});

const RESULT = chartDataResult(
  [
    ['product_line', 1],
    ['country', 1],
    ['city', 1],
    ['SUM(sales)', 0],
    ['count', 0],
  ],
  [
    ['Classic Cars', 'France', 'Paris', 100, 2],
    ['Classic Cars', 'France', 'Lyon', 50, 1],
    ['Planes', 'France', 'Paris', 30, 1],
    ['Classic Cars', 'USA', 'NYC', 1234567, 10],
    ['Planes', 'USA', 'NYC', null, 0],
  ],
);
const transform = (overrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  transformProps({
    formData: parse(overrides),
    queriesData: [RESULT],
    width: 800,
    height: 600,
    ...extra,
  });

describe('pivot_table_v2 transformProps', () => {
  it('Pivot_Table.yaml: countries and cities down, the metric then product lines across, sums formatted adaptively', () => {
    const p = transform();
    expect(p.pivot.rowKeys).toEqual([
      ['France', 'Lyon'],
      ['France', 'Paris'],
      ['USA', 'NYC'],
    ]);
    expect(p.pivot.colKeys).toEqual([
      ['SUM(sales)', 'Classic Cars'],
      ['SUM(sales)', 'Planes'],
    ]);
    const text = p.pivot.rowKeys.map((r) =>
      p.pivot.colKeys.map((c) => p.formatValue(p.pivot.value(r, c))),
    );
    // The null sales of Planes in NYC is dropped, so that cell is empty.
    expect(text).toEqual([
      ['50', ''],
      ['100', '30'],
      ['1.23M', ''],
    ]);
    expect([p.showRowTotals, p.showColTotals, p.totalLabel]).toEqual([false, false, 'Total (Sum)']);
  });

  it('row and column totals and subtotals', () => {
    const p = transform({
      rowTotals: true,
      colTotals: true,
      rowSubTotals: true,
      rowSubtotalPosition: true,
    });
    expect(p.pivot.rowKeys).toEqual([
      ['France'],
      ['France', 'Lyon'],
      ['France', 'Paris'],
      ['USA'],
      ['USA', 'NYC'],
    ]);
    expect(p.pivot.value(['France'], ['SUM(sales)', 'Classic Cars'])).toBe(150);
    expect(p.pivot.value(['France'], [])).toBe(180);
    expect(p.pivot.value([], ['SUM(sales)', 'Classic Cars'])).toBe(1234717);
    expect(p.pivot.value([], [])).toBe(1234747);
    expect([p.showRowTotals, p.showColTotals, p.canCollapseRows, p.canCollapseCols]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('two metrics in rows keep the chosen metric order; Count counts the database rows', () => {
    const p = transform({
      metrics: ['count', SUM_SALES],
      metricsLayout: 'ROWS',
      aggregateFunction: 'Count',
      transposePivot: true,
    });
    expect(p.rowAttrs).toEqual([METRIC_KEY, 'product_line']);
    expect(p.pivot.rowKeys).toEqual([
      ['count', 'Classic Cars'],
      ['count', 'Planes'],
      ['SUM(sales)', 'Classic Cars'],
      ['SUM(sales)', 'Planes'],
    ]);
    expect(p.pivot.value(['count', 'Planes'], ['France', 'Paris'])).toBe(1);
    expect(p.pivot.value(['SUM(sales)', 'Planes'], [])).toBe(1);
    expect(p.pivot.value(['count', 'Planes'], [])).toBe(2);
  });

  it('fractions print as percentages; values use valueFormat and the currency', () => {
    const share = transform({ aggregateFunction: 'Sum as Fraction of Rows' });
    expect(
      share.formatValue(share.pivot.value(['France', 'Paris'], ['SUM(sales)', 'Planes'])),
    ).toBe('23.1%');
    const money = transform({
      valueFormat: ',.2f',
      currency_format: { symbol: 'USD', symbolPosition: 'prefix' },
    });
    expect(
      money.formatValue(money.pivot.value(['USA', 'NYC'], ['SUM(sales)', 'Classic Cars'])),
    ).toBe('$ 1,234,567.00');
  });

  it('sorts rows by value descending', () => {
    expect(transform({ rowOrder: 'value_z_to_a' }).pivot.rowKeys.map((k) => k[0])).toEqual([
      'USA',
      'France',
      'France',
    ]);
  });

  it('colours cells by the conditional-formatting rules of their metric', () => {
    const p = transform({
      conditional_formatting: [
        { column: 'SUM(sales)', operator: '>', targetValue: 99, colorScheme: '#FF0000' },
      ],
    });
    expect(p.cellBackground(['France', 'Paris'], ['SUM(sales)', 'Classic Cars'], 100)).toBe(
      '#FF0000',
    );
    expect(
      p.cellBackground(['France', 'Lyon'], ['SUM(sales)', 'Classic Cars'], 50),
    ).toBeUndefined();
    // A grand total belongs to no single metric here (metrics are on the columns).
    expect(p.cellBackground([], [], 500)).toBeUndefined();
  });

  it('formats temporal headers with the grain', () => {
    const result = chartDataResult(
      [
        ['order_date', 2],
        ['SUM(sales)', 0],
      ],
      [[utc(2003, 1), 5]],
    );
    const p = transformProps({
      formData: parse({ groupbyColumns: ['order_date'], groupbyRows: [], time_grain_sqla: 'P1M' }),
      queriesData: [result],
      width: 1,
      height: 1,
    });
    expect(p.formatHeader('order_date', utc(2003, 1))).toBe('Jan 2003');
    expect(p.formatHeader('country', 'France')).toBe('France');
  });

  it('context menus drill to detail on the cell values; headers also offer cross-filter and drill by', () => {
    const onContextMenu = vi.fn();
    const setDataMask = vi.fn();
    const p = transform({}, { hooks: { onContextMenu, setDataMask }, emitCrossFilters: true });
    p.onCellContextMenu?.(5, 6, ['France', 'Paris'], ['SUM(sales)', 'Planes']);
    expect(onContextMenu).toHaveBeenLastCalledWith(5, 6, {
      drillToDetail: [
        { col: 'country', op: '==', val: 'France', formattedVal: 'France' },
        { col: 'city', op: '==', val: 'Paris', formattedVal: 'Paris' },
        { col: 'product_line', op: '==', val: 'Planes', formattedVal: 'Planes' },
      ],
    });
    p.onHeaderContextMenu?.(1, 2, 'row', ['France']);
    const france = [{ col: 'country', op: '==', val: 'France', formattedVal: 'France' }];
    expect(onContextMenu).toHaveBeenLastCalledWith(1, 2, {
      drillToDetail: france,
      crossFilter: {
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
        filterState: { value: [['France']], selectedFilters: { country: ['France'] } },
      },
      drillBy: { filters: france, groupbyFieldName: 'groupbyRows' },
    });
    expect(setDataMask).not.toHaveBeenCalled();
  });

  it('header clicks cross-filter on the innermost dimension and clear when selected (§3.10)', () => {
    const setDataMask = vi.fn();
    const p = transform({}, { hooks: { setDataMask }, emitCrossFilters: true });
    p.onHeaderClick?.('row', ['France', 'Paris']);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'city', op: 'IN', val: ['Paris'] }] },
      filterState: { value: [['Paris']], selectedFilters: { city: ['Paris'] } },
    });
    p.onHeaderClick?.('col', ['SUM(sales)', 'Planes']);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Planes'] }] },
      filterState: { value: [['Planes']], selectedFilters: { product_line: ['Planes'] } },
    });
    setDataMask.mockClear();
    p.onHeaderClick?.('col', ['SUM(sales)']);
    expect(setDataMask).not.toHaveBeenCalled();
    const selected = transform(
      {},
      {
        hooks: { setDataMask },
        emitCrossFilters: true,
        filterState: { selectedFilters: { country: ['France'] } },
      },
    );
    selected.onHeaderClick?.('row', ['France']);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null, selectedFilters: null },
    });
    expect(transform({}, { hooks: { setDataMask } }).onHeaderClick).toBeUndefined();
  });
});
