import type { SunburstSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { sunburstV2Plugin } from './index.ts';
import { transformSunburstV2Props as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = sunburstV2Plugin;

/** Featured Charts/Sunburst.yaml (params, verbatim). */
const SUNBURST_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'sunburst_v2',
  columns: ['year', 'product_line'],
  metric: 'count',
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
  color_scheme: 'supersetColors',
  linear_color_scheme: 'superset_seq_1',
  show_labels: true,
  show_labels_threshold: 5,
  label_type: 'key',
  number_format: '~g',
  date_format: 'smart_date',
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...SUNBURST_EXAMPLE, ...overrides });

describe('sunburst_v2 buildQuery', () => {
  it('Sunburst.yaml: the year > product_line hierarchy with count, unordered', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['year', 'product_line'],
        metrics: ['count'],
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

  it('adds the secondary metric and orders by the primary one with sort_by_metric', () => {
    const [query] = buildQuery(
      parse({ secondary_metric: 'SUM(sales)', sort_by_metric: true }),
    ).queries;
    expect(query.metrics).toEqual(['count', 'SUM(sales)']);
    expect(query.orderby).toEqual([['count', false]]);
  });
});

const RESULT = chartDataResult(
  [
    ['year', 0],
    ['product_line', 1],
    ['count', 0],
    ['SUM(sales)', 0],
  ],
  [
    [2003, 'Classic Cars', 300, 600],
    [2003, 'Ships', 100, 100],
    [2004, 'Classic Cars', 20, 80],
  ],
);

describe('sunburst_v2 transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 500,
      height: 400,
      ...extra,
    });
  const seriesOf = (p: ReturnType<typeof transform>) =>
    (p.option.series as SunburstSeriesOption[])[0];
  type Item = {
    id: string;
    name: string;
    value: number;
    itemStyle: { color: string };
    children?: Item[];
  };

  it('gives 10,000 sectors no label element under the label threshold, every sector kept', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const [year, line] = [Math.floor(i / 100), i % 100];
      return [1900 + year, `Line ${line}`, i === 0 ? 1_000_000 : 1, 1];
    });
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    type Labelled = Item & { label?: { show: boolean }; children?: Labelled[] };
    const bigSeries = seriesOf(transform({}, { queriesData: [big] }));
    expect(bigSeries).toMatchObject({ animation: false, itemStyle: { borderWidth: 0 } });
    const data = bigSeries.data as Labelled[];
    expect(data).toHaveLength(100);
    expect(data.flatMap((d) => d.children ?? [])).toHaveLength(10_000);
    expect(data[99]).toMatchObject({ name: '1999', value: 100, label: { show: false } });
    expect(data[99].children?.[99]).toMatchObject({ name: 'Line 99', value: 1 });
    // The one big year and its big line keep their labels.
    expect(data[0].label).toBeUndefined();
    expect(data[0].children?.[0].label).toBeUndefined();
    expect(data[0].children?.[1].label).toEqual({ show: false });
    // An ordinary sunburst leaves every label to the formatter.
    const small = seriesOf(transform()).data as Labelled[];
    expect(small.flatMap((d) => [d, ...(d.children ?? [])]).some((d) => d.label)).toBe(false);
    expect(seriesOf(transform()).animation).toBeUndefined();
    expect(seriesOf(transform()).itemStyle).toBeUndefined();
  });

  it('folds rows into rings with summed parents and categorical colours by name (depth first)', () => {
    const series = seriesOf(transform());
    expect(series).toMatchObject({
      type: 'sunburst',
      radius: [0, '95%'],
      nodeClick: false,
      label: { show: true },
    });
    const data = series.data as Item[];
    expect(data.map((d) => [d.id, d.value, d.itemStyle.color])).toEqual([
      ['2003', 400, '#1FA8C9'],
      ['2004', 20, '#FF7F44'],
    ]);
    expect(data[0].children?.map((d) => [d.id, d.name, d.value, d.itemStyle.color])).toEqual([
      ['2003 / Classic Cars', 'Classic Cars', 300, '#454E7C'],
      ['2003 / Ships', 'Ships', 100, '#5AC189'],
    ]);
    expect(data[1].children?.[0].itemStyle.color).toBe('#454E7C');
  });

  it('hides labels below the percentage threshold and formats by label type', () => {
    const label = (overrides: Record<string, unknown>, params: unknown) =>
      (seriesOf(transform(overrides)).label as { formatter: (p: unknown) => string }).formatter(
        params,
      );
    expect(label({}, { name: 'Ships', value: 100 })).toBe('Ships');
    expect(label({}, { name: '2004', value: 20 })).toBe('');
    expect(
      label({ label_type: 'key_value', number_format: ',d' }, { name: '2003', value: 400 }),
    ).toBe('2003: 400');
  });

  it('colours by secondary / primary over the sequential scheme', () => {
    const data = seriesOf(transform({ secondary_metric: 'SUM(sales)' })).data as Item[];
    // Ratios: 2003 = 700/400 = 1.75, 2004 = 4 (max), Ships = 1 (min).
    expect(data[1].itemStyle.color).toBe('#050415');
    expect(data[0].children?.[1].itemStyle.color).toBe('#F4FAD4');
  });

  it('shows value, share of parent and share of total in the tooltip, and an optional total', () => {
    const p = transform({ show_total: true, number_format: ',d' });
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ data: { id: '2003 / Ships' } })).toBe(
      '<div><b>2003 / Ships</b></div><div>count: 100</div><div>% of 2003: 25.00%</div><div>% of total: 23.81%</div>',
    );
    expect(p.option.graphic).toMatchObject({ type: 'text', style: { text: 'Total: 420' } });
  });

  it('filters on the path columns down to the clicked ring', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onItemClick?.(
      '2004 / Classic Cars',
    );
    expect(setDataMask).toHaveBeenCalledWith(
      expect.objectContaining({
        extraFormData: {
          filters: [
            { col: 'year', op: 'IN', val: [2004] },
            { col: 'product_line', op: 'IN', val: ['Classic Cars'] },
          ],
        },
      }),
    );
  });
});
