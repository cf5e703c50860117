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

  it('draws 10,000 sectors as the few px wide ones and runs of thinner neighbours, every value kept', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const [year, line] = [Math.floor(i / 100), i % 100];
      return [1900 + year, `Line ${line}`, i === 0 ? 1_000_000 : 1, 1];
    });
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    type Labelled = Omit<Item, 'children'> & { label?: { show: boolean }; children?: Labelled[] };
    const p = transform(
      { number_format: ',d', label_colors: { '1901': '#123456' } },
      { queriesData: [big] },
    );
    const bigSeries = seriesOf(p);
    expect(bigSeries).toMatchObject({ animation: false, itemStyle: { borderWidth: 0 } });
    // ECharts' sort would reorder runs among sectors: the items come sorted already.
    expect((bigSeries.sort as (a: unknown, b: unknown) => number)(1, 2)).toBe(0);
    const data = bigSeries.data as Labelled[];
    // 500 x 400: a 190 px disc with a 57 px hole; the inner ring's outer edge is 123.5 px from the
    // centre, 3 px of it is 0.39 % of the total; the 99 years of 100 (0.01 % each) are drawn as
    // three runs of at most 0.4 %.
    expect(data.map((d) => [d.name, d.value])).toEqual([
      ['1900', 1_000_099],
      ['40 × 1901 …', 4000],
      ['40 × 1941 …', 4000],
      ['19 × 1981 …', 1900],
    ]);
    const all = (items: Labelled[]): Labelled[] =>
      items.flatMap((d) => [d, ...all(d.children ?? [])]);
    // Outer ring: 3 px of its 190 px edge is 0.25 % of the total (2,539 leaves of 1).
    expect(all(data)).toHaveLength(4 + 2 + 3 + 2);
    const leaves = all(data).filter((d) => !d.children);
    expect(leaves.reduce((sum, d) => sum + d.value, 0)).toBe(1_009_999);
    // The big year and its big line keep their label; runs have no label element.
    expect(data[0].label).toBeUndefined();
    expect(data[0].children?.map((d) => [d.name, d.value, d.label])).toEqual([
      ['Line 0', 1_000_000, undefined],
      ['99 × Line 1 …', 99, { show: false }],
    ]);
    expect(data[1].label).toEqual({ show: false });
    // A run's ring outwards gathers its members' children: 40 years of 100 lines.
    expect(data[1].children?.map((d) => [d.name, d.value])).toEqual([
      ['2539 × Line 0 …', 2539],
      ['1461 × Line 39 …', 1461],
    ]);
    // Runs take the colour of their largest member.
    expect(data[1].itemStyle.color).toBe('#123456');
    // The tooltip gives the run's sum, shares and largest members.
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ data: { id: data[0].children?.[1].id } })).toBe(
      '<div><b>1900 / 99 sectors, Line 1 the largest</b></div><div>count: 99</div>' +
        '<div>% of 1900: 0.01%</div><div>% of total: 0.01%</div>' +
        '<div>1900 / Line 1: 1</div><div>1900 / Line 2: 1</div><div>1900 / Line 3: 1</div>' +
        '<div>1900 / Line 4: 1</div><div>1900 / Line 5: 1</div><div>and: 94 more</div>',
    );
    expect(tooltip.formatter({ data: { id: data[2].id } })).toContain(
      '<div><b>40 sectors, 1941 the largest</b></div><div>count: 4,000</div><div>% of total: 0.40%</div>',
    );
    // Real sectors keep their tooltip.
    expect(tooltip.formatter({ data: { id: '1900 / Line 0' } })).toContain('count: 1,000,000');
    // An ordinary sunburst leaves every label to the formatter and ECharts' sort.
    const small = seriesOf(transform()).data as Labelled[];
    expect(small.flatMap((d) => [d, ...(d.children ?? [])]).some((d) => d.label)).toBe(false);
    expect(seriesOf(transform()).animation).toBeUndefined();
    expect(seriesOf(transform()).itemStyle).toBeUndefined();
    expect(seriesOf(transform()).sort).toBeUndefined();
  });

  it('folds rows into rings with summed parents and categorical colours by name (depth first)', () => {
    const series = seriesOf(transform());
    // Superset's disc (500 x 400: 190 px, a 30 % hole) and labels: 60 % of a ring's width at most,
    // none under the label threshold's angle.
    expect(series).toMatchObject({
      type: 'sunburst',
      radius: [57, 190],
      nodeClick: false,
      label: { show: true, width: 57, overflow: 'breakAll', minAngle: 18 },
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

  it('spaces the broken lines of a label one font size apart, whatever fonts the browser has', () => {
    const label = seriesOf(transform()).label as { fontSize?: number; lineHeight?: number };
    expect(label.fontSize).toBe(12);
    expect(label.lineHeight).toBe(12);
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
