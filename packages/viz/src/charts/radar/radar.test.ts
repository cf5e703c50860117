import type { RadarSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { LINES_PER_FRAME } from '../../echarts/large-data.ts';
import { radarPlugin } from './index.ts';
import { estimateTextWidth } from '../_categorical/label-room.ts';
import { radarPixelPoints, transformRadarProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = radarPlugin;

const column = (column_name: string, id: number) => ({
  ...SUM_SALES_METRIC.column,
  column_name,
  id,
});
const AVG_PRICE = {
  ...SUM_SALES_METRIC,
  column: column('price_each', 733),
  aggregate: 'AVG',
  label: 'AVG(price_each)',
  optionName: 'metric_ethqy44wrel_gsqbm609hxt',
};
const AVG_SALES = {
  ...SUM_SALES_METRIC,
  aggregate: 'AVG',
  label: 'AVG(sales)',
  optionName: 'metric_r5emvf2ybfe_blvnta3absu',
};

/** Featured Charts/Radar.yaml (params, verbatim; the adhoc metrics differ from SUM(sales) only in the fields overridden). */
const RADAR_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'radar',
  groupby: ['product_line'],
  metrics: ['count', AVG_PRICE, AVG_SALES],
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10,
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  legendMargin: '',
  show_labels: false,
  label_type: 'value',
  label_position: 'top',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
  is_circle: true,
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...RADAR_EXAMPLE, ...overrides });

describe('radar buildQuery', () => {
  it('Radar.yaml: product lines with three metrics, ordered by the first metric descending', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['product_line'],
        metrics: ['count', AVG_PRICE, AVG_SALES],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 10,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('orders by the sort metric when one is chosen', () => {
    const [query] = buildQuery(parse({ timeseries_limit_metric: 'SUM(sales)' })).queries;
    expect(query).toMatchObject({
      orderby: [['SUM(sales)', false]],
      series_limit_metric: 'SUM(sales)',
    });
  });
});

const RESULT = chartDataResult(
  [
    ['product_line', 1],
    ['count', 0],
    ['AVG(price_each)', 0],
    ['AVG(sales)', 0],
  ],
  [
    ['Classic Cars', 1000, 80, 4000],
    ['Ships', 200, 50, 2000],
  ],
);

describe('radar transformProps', () => {
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
  const seriesOf = (p: ReturnType<typeof transform>) => (p.option.series as RadarSeriesOption[])[0];
  type Item = { name: string; value: number[]; itemStyle: { color: string; opacity: number } };

  it('draws one radar series with one polygon per group, normalised by the group maximum', () => {
    const p = transform();
    expect(p.option.radar).toMatchObject({
      shape: 'circle',
      indicator: [
        { name: 'count', min: 0, max: 1 },
        { name: 'AVG(price_each)', min: 0, max: 1 },
        { name: 'AVG(sales)', min: 0, max: 1 },
      ],
    });
    const data = seriesOf(p).data as Item[];
    expect(seriesOf(p)).toMatchObject({ type: 'radar', label: { show: false, position: 'top' } });
    expect(data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['Classic Cars', [0.25, 0.02, 1], '#1FA8C9'],
      ['Ships', [0.1, 0.025, 1], '#454E7C'],
    ]);
  });

  it('keeps raw values on axes with a configured max (falling back to the overall max for 0)', () => {
    const p = transform({
      column_config: {
        count: { radarMetricMaxValue: 2000 },
        'AVG(price_each)': { radarMetricMaxValue: 0, radarMetricMinValue: 10 },
      },
      is_circle: false,
    });
    expect(p.option.radar).toMatchObject({
      shape: 'polygon',
      indicator: [
        { name: 'count', min: 0, max: 2000 },
        { name: 'AVG(price_each)', min: 10, max: 80 },
        { name: 'AVG(sales)', min: 0, max: 1 },
      ],
    });
    expect((seriesOf(p).data as Item[])[1].value).toEqual([200, 50, 1]);
  });

  it('labels and tooltips show the raw formatted values', () => {
    const p = transform({ show_labels: true, label_type: 'key_value' });
    const label = seriesOf(p).label as { formatter: (params: unknown) => string };
    expect(label.formatter({ name: 'Ships', dimensionIndex: 2 })).toBe('Ships: 2k');
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ name: 'Ships' })).toBe(
      '<div><b>Ships</b></div><div>count: 200</div><div>AVG(price_each): 50</div><div>AVG(sales): 2k</div>',
    );
  });

  it('shows the groups in the legend and dims unselected groups', () => {
    expect(transform().option.legend).toMatchObject({
      show: true,
      type: 'scroll',
      data: ['Classic Cars', 'Ships'],
    });
    const data = seriesOf(transform({}, { filterState: { selectedValues: ['Ships'] } }))
      .data as Item[];
    expect(data.map((d) => d.itemStyle.opacity)).toEqual([0.3, 1]);
  });

  it('draws 10,000 groups: the legend’s 100 as radar polygons, the rest as one path per colour', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`Line ${i}`, i + 1, 50, 2 * (i + 1)]);
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    const p = transform({ show_labels: true }, { queriesData: [big] });
    const series = seriesOf(p);
    expect(series).toMatchObject({ symbol: 'none', label: { show: false } });
    const data = series.data as Item[];
    expect(data.map((d) => d.name)).toEqual(Array.from({ length: 100 }, (_, i) => `Line ${i}`));
    expect((p.option.legend as { data: string[] }).data).toEqual(data.map((d) => d.name));
    const lines = (p.option.series as { type: string; large: boolean; data: Float64Array }[]).slice(
      1,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.every((l) => l.type === 'lines' && l.large && l.data instanceof Float64Array),
    ).toBe(true);
    // Every other group is one outline of 3 vertices + the first again: 1 + 2 × 4 numbers.
    expect(lines.reduce((n, l) => n + l.data.length / 9, 0)).toBe(9_900);
    // Incremental (ECharts names hovered large-mode items only on those), drawn over frames:
    // each series' chunk is its share of LINES_PER_FRAME outlines a frame.
    const chunks = lines as unknown as {
      progressive: number;
      progressiveThreshold: number;
      data: Float64Array;
    }[];
    for (const l of chunks) {
      expect(l.progressiveThreshold).toBe(1);
      expect(l.progressive).toBe(Math.ceil(((l.data.length / 9) * LINES_PER_FRAME) / 9_900));
    }
    expect(chunks.reduce((n, l) => n + l.progressive, 0)).toBeLessThanOrEqual(
      LINES_PER_FRAME + chunks.length,
    );
    const names = lines.flatMap((l, k) =>
      Array.from({ length: l.data.length / 9 }, (_, j) => p.nameOf?.(k + 1, j)),
    );
    expect(new Set(names)).toEqual(new Set(rows.slice(100).map((r) => r[0])));
    expect(p.nameOf?.(0, 99)).toBe('Line 99');
    // Line 9999 = [10000, 50, 20000] normalised [0.5, 0.0025, 1]: its outline in pixels.
    const k = lines.findIndex((l, s) =>
      Array.from({ length: l.data.length / 9 }).some(
        (_, j) => p.nameOf?.(s + 1, j) === 'Line 9999',
      ),
    );
    const at = Array.from({ length: lines[k]!.data.length / 9 }).findIndex(
      (_, j) => p.nameOf?.(k + 1, j) === 'Line 9999',
    );
    const outline = [...lines[k]!.data.slice(9 * at, 9 * at + 9)];
    const radius = parseFloat((p.option.radar as { radius: string }).radius);
    expect(outline).toEqual([
      4,
      ...radarPixelPoints(
        [0.5, 0.0025, 1],
        [0, 1, 2].map(() => ({ min: 0, max: 1 })),
        500,
        400,
        radius,
      ).flat(),
    ]);
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ name: 'Line 5' })).toContain('<b>Line 5</b>');
    expect(tooltip.formatter({ name: '', seriesIndex: k + 1, dataIndex: at })).toContain(
      '<b>Line 9999</b>',
    );
    // An ordinary radar keeps its vertex symbols, labels and single series.
    const ordinary = transform({ show_labels: true });
    expect(seriesOf(ordinary)).toMatchObject({ label: { show: true } });
    expect(seriesOf(ordinary).symbol).toBeUndefined();
    expect(ordinary.option.series).toHaveLength(1);
    expect(ordinary.nameOf).toBeUndefined();
  });

  it("places outline vertices where ECharts radar does: centred, first indicator at 12 o'clock", () => {
    const full = [0, 1, 2, 3].map(() => ({ min: 0, max: 1 }));
    expect(radarPixelPoints([1, 1, 1, 1], full, 800, 500, 80)).toEqual(
      [
        [400, 50],
        [200, 250],
        [400, 450],
        [600, 250],
        [400, 50],
      ].map(([x, y]) => [expect.closeTo(x, 9), expect.closeTo(y, 9)]),
    );
    expect(radarPixelPoints([5], [{ min: 0, max: 10 }], 100, 100, 100)[0]).toEqual([50, 25]);
  });

  it('cross-filters on the clicked group', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onItemClick?.('Ships');
    expect(setDataMask).toHaveBeenCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Ships'] }] },
      }),
    );
  });

  it('keeps the indicator names inside a small cell by drawing a smaller radar', () => {
    const radiusOf = (width: number, height: number) =>
      parseFloat(
        String((transform({}, { width, height }).option.radar as { radius: string }).radius),
      );
    expect(radiusOf(1200, 700)).toBe(75);
    const percent = radiusOf(344, 330);
    expect(percent).toBeLessThan(75);
    // The names beside the circle end inside the box (radius + 15 px gap + text <= half width).
    const half = Math.min(344, 330 - 20) / 2;
    const r = (percent / 100) * half;
    const p = transform({}, { width: 344, height: 330 });
    const names = (p.option.radar as { indicator: { name: string }[] }).indicator.map(
      (i) => i.name,
    );
    names.forEach((name, i) => {
      const cos = Math.abs(Math.cos(((90 - (360 * i) / names.length) * Math.PI) / 180));
      expect((r + 15) * cos + estimateTextWidth(name)).toBeLessThanOrEqual(172);
    });
  });
});
