import { init, type PieSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { PIE_EXAMPLE, SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { piePlugin } from './index.ts';
import {
  MAX_LABELED_SLICES,
  MAX_LEGEND_SLICES,
  transformPieProps as transformProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery } = piePlugin;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...PIE_EXAMPLE, ...overrides });

describe('pie buildQuery', () => {
  it('Pie.yaml: groupby columns, the metric sorted descending and a contribution step', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['product_line'],
        metrics: [SUM_SALES_METRIC],
        orderby: [[SUM_SALES_METRIC, false]],
        annotation_layers: [],
        row_limit: 100,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        post_processing: [
          {
            operation: 'contribution',
            options: { columns: ['SUM(sales)'], rename_columns: ['SUM(sales)__contribution'] },
          },
        ],
      },
    ]);
  });

  it('keeps the database order without sort_by_metric', () => {
    expect(buildQuery(parse({ sort_by_metric: false })).queries[0].orderby).toBeUndefined();
  });
});

const RESULT = chartDataResult(
  [
    ['product_line', 1],
    ['SUM(sales)', 0],
    ['SUM(sales)__contribution', 0],
  ],
  [
    ['Classic Cars', 3919615.66, 0.3912],
    ['Vintage Cars', 1903150.84, 0.19],
    ['Motorcycles', 1166388.34, 0.1164],
    ['Trucks and Buses', 1127789.84, 0.1126],
    ['Planes', 975003.57, 0.0973],
    ['Ships', 714437.13, 0.0713],
    ['Trains', 226243.47, 0.0226],
  ],
);
const TOTAL = 10032628.85;

describe('pie transformProps', () => {
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
  const seriesOf = (p: ReturnType<typeof transform>) => (p.option.series as PieSeriesOption[])[0];
  const labelOf = (p: ReturnType<typeof transform>) =>
    (seriesOf(p).label as { formatter: (params: unknown) => string }).formatter;

  it('draws one slice per row in the scheme colours, labels outside, hidden below 5%', () => {
    const series = seriesOf(transform({}, { width: 1000 }));
    expect(series).toMatchObject({
      type: 'pie',
      radius: [0, '70%'],
      center: ['50%', '50%'],
      minShowLabelAngle: 18,
      top: 20,
    });
    expect(series.label).toMatchObject({ show: true, position: 'outer' });
    expect(series.data?.slice(0, 2)).toEqual([
      { name: 'Classic Cars', value: 3919615.66, itemStyle: { color: '#1FA8C9', opacity: 1 } },
      { name: 'Vintage Cars', value: 1903150.84, itemStyle: { color: '#454E7C', opacity: 1 } },
    ]);
  });

  it('drops labels, overlap avoidance and animation beyond MAX_LABELED_SLICES slices', () => {
    expect(seriesOf(transform({ label_line: true }))).toMatchObject({
      avoidLabelOverlap: true,
      animation: true,
      label: { show: true },
      labelLine: { show: true },
    });
    const many = chartDataResult(
      [
        ['product_line', 1],
        ['SUM(sales)', 0],
      ],
      Array.from({ length: 10_000 }, (_, i) => [`line ${i}`, i + 1]),
    );
    const started = Date.now();
    const p = transformProps({
      formData: parse({ label_line: true }),
      queriesData: [many],
      width: 500,
      height: 400,
    });
    const series = seriesOf(p);
    expect(Date.now() - started).toBeLessThan(1000);
    // The legend lists the largest slices only, in slice order (ECharts' legend is quadratic in its names).
    const legendData = (p.option.legend as { data: string[] }).data;
    expect(legendData).toHaveLength(MAX_LEGEND_SLICES);
    expect(legendData[0]).toBe('line 9900');
    expect(legendData.at(-1)).toBe('line 9999');
    expect(series.data).toHaveLength(10_000);
    expect(series).toMatchObject({
      avoidLabelOverlap: false,
      animation: false,
      label: { show: false },
      labelLine: { show: false },
      emphasis: { label: { show: false } },
    });
    expect(MAX_LABELED_SLICES).toBeLessThan(10_000);
  });

  it('formats labels by label type', () => {
    const params = { name: 'Classic Cars', value: 3919615.66 };
    expect(labelOf(transform())(params)).toBe('Classic Cars');
    expect(labelOf(transform({ label_type: 'key_value_percent' }))(params)).toBe(
      `Classic Cars: 3.92M (${((3919615.66 / TOTAL) * 100).toFixed(2)}%)`,
    );
    expect(
      labelOf(
        transform({
          label_type: 'value',
          number_format: ',.0f',
          currency_format: { symbol: 'USD', symbolPosition: 'prefix' },
        }),
      )(params),
    ).toBe('$ 3,919,616');
    expect(
      labelOf(transform({ label_type: 'template', label_template: '{name}\\n{value}' }))(params),
    ).toBe('Classic Cars\n3.92M');
  });

  it('draws a smaller pie where the outer labels would not fit whole, never below 55% of it', () => {
    const radiusPx = (w: number, h: number) => {
      const p = transform({}, { width: w, height: h });
      const percent = parseFloat(String((seriesOf(p).radius as unknown[])[1]));
      return (percent / 100) * (Math.min(w, h - 20) / 2);
    };
    expect(radiusPx(1376, 820)).toBeCloseTo(0.7 * 400, 1);
    expect(radiusPx(500, 400)).toBeLessThan(0.7 * 190);
    // Narrower still, the pie stops shrinking and ECharts wraps the widest labels.
    expect(radiusPx(344, 330)).toBeCloseTo(0.55 * 0.7 * 155, 1);
  });

  // Drawn by ECharts (server-side SVG, which measures text as the browser's canvas does here).
  // Below 350 px ECharts wraps a label onto two lines where the room beside the pie is short
  // ("Trucks and" / "Buses") instead of cutting it to "Trucks and…" (#14 item 7).
  it.each([
    [1376, 820],
    [500, 400],
    [396, 300],
    [300, 250],
    [250, 200],
  ])('at %i x %i every outer label is drawn whole and inside the chart', (width, height) => {
    const p = transform({}, { width, height });
    const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
    chart.setOption(p.option);
    // The slices' labels: the text of each sector ECharts drew (the legend's are not sectors).
    const labels = chart
      .getZr()
      .storage.getDisplayList(true)
      .filter((el) => el.type === 'sector')
      .map((el) => el.getTextContent())
      .filter((text) => text && !text.ignore && !text.invisible)
      .map((text) => {
        const box = text.getBoundingRect().clone();
        const m = text.getComputedTransform();
        if (m) box.applyTransform(m);
        // What is painted: ECharts truncates ("…") the label's spans, not its `style.text`.
        const spans = (text as unknown as { childrenRef(): { style: { text?: string } }[] })
          .childrenRef()
          .map((span) => (span.style.text ?? '').trim());
        return { text: spans.filter(Boolean).join(' '), box };
      });
    chart.dispose();
    // Trains (2.3%) is under show_labels_threshold.
    expect(labels.map((l) => l.text).sort()).toEqual([
      'Classic Cars',
      'Motorcycles',
      'Planes',
      'Ships',
      'Trucks and Buses',
      'Vintage Cars',
    ]);
    for (const { box } of labels) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y).toBeGreaterThanOrEqual(20);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
  });

  it('hides the labels with no room for their longest word beside the pie, never cutting them to "…"', () => {
    // A 340 px chart with its legend on the left (170 px) leaves a 170 px wide pie area.
    const [width, height] = [340, 280];
    const p = transform({ legendOrientation: 'left', legendMargin: null }, { width, height });
    const data = seriesOf(p).data as { name: string; label?: { show: boolean } }[];
    const hidden = data.filter((d) => d.label?.show === false).map((d) => d.name);
    expect(hidden).toEqual(['Classic Cars', 'Motorcycles', 'Trucks and Buses', 'Planes']);
    expect(seriesOf(p).label).toMatchObject({ overflow: 'break' });
    const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
    chart.setOption(p.option);
    const drawn = chart
      .getZr()
      .storage.getDisplayList(true)
      .filter((el) => el.type === 'sector')
      .map((el) => el.getTextContent())
      .filter((text) => text && !text.ignore && !text.invisible)
      .flatMap((text) =>
        (text as unknown as { childrenRef(): { style: { text?: string } }[] })
          .childrenRef()
          .map((span) => span.style.text ?? ''),
      );
    chart.dispose();
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter((t) => t.includes('…') || t.includes('...'))).toEqual([]);
  });

  it('shortens the label line before truncating labels in a small cell', () => {
    expect(seriesOf(transform({}, { width: 1376, height: 820 })).labelLine).toMatchObject({
      length: 15,
      length2: 30,
    });
    expect(seriesOf(transform({}, { width: 396, height: 300 })).labelLine).toMatchObject({
      length: 15,
      length2: 10,
    });
  });

  it('makes a donut, a rose and a centred total', () => {
    const p = transform(
      { donut: true, innerRadius: 40, roseType: 'area', show_total: true },
      { width: 1000 },
    );
    expect(seriesOf(p)).toMatchObject({ radius: ['40%', '70%'], roseType: 'area' });
    expect(p.option.graphic).toMatchObject({ type: 'text', style: { text: 'Total: 10M' } });
  });

  it('groups slices below threshold_for_other into a grey "Other" slice listing them in its tooltip', () => {
    const p = transform({ threshold_for_other: 8 });
    const data = seriesOf(p).data as {
      name: string;
      value: number;
      itemStyle: { color: string };
    }[];
    expect(data.map((d) => d.name)).toEqual([
      'Classic Cars',
      'Vintage Cars',
      'Motorcycles',
      'Trucks and Buses',
      'Planes',
      'Other',
    ]);
    expect(data[5]).toMatchObject({
      value: 714437.13 + 226243.47,
      itemStyle: { color: '#B2B2B2' },
    });
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ name: 'Other', value: data[5].value })).toBe(
      '<div><b>Other</b></div><div>Ships: 714k</div><div>Trains: 226k</div>',
    );
    expect(tooltip.formatter({ name: 'Planes', value: 975003.57 })).toBe(
      `<div><b>Planes</b></div><div>SUM(sales): 975k (9.72%)</div>`,
    );
  });

  it('formats temporal dimensions with date_format', () => {
    const byYear = chartDataResult(
      [
        ['year', 2],
        ['count', 0],
      ],
      [
        [utc(2003, 1), 1000],
        [utc(2004, 1), 1500],
      ],
    );
    const p = transformProps({
      formData: parse({ groupby: ['year'], metric: 'count', date_format: '%Y' }),
      queriesData: [byYear],
      width: 500,
      height: 400,
    });
    expect((seriesOf(p).data as { name: string }[]).map((d) => d.name)).toEqual(['2003', '2004']);
  });

  it('cross-filters on the clicked slice and dims the others while selected', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onSliceClick?.('Planes');
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Planes'] }] },
      filterState: { label: ['Planes'], value: [['Planes']], selectedValues: ['Planes'] },
    });
    const dimmed = seriesOf(transform({}, { filterState: { selectedValues: ['Planes'] } }))
      .data as { itemStyle: { opacity: number } }[];
    expect(dimmed.map((d) => d.itemStyle.opacity)).toEqual([0.3, 0.3, 0.3, 0.3, 1, 0.3, 0.3]);
  });

  it('offers drill to detail and drill by on the slice values', () => {
    const onContextMenu = vi.fn();
    transform({}, { hooks: { onContextMenu } }).onContextMenu?.(1, 2, 'Ships');
    const filters = [{ col: 'product_line', op: '==', val: 'Ships', formattedVal: 'Ships' }];
    expect(onContextMenu).toHaveBeenCalledWith(1, 2, {
      drillToDetail: filters,
      drillBy: { filters, groupbyFieldName: 'groupby' },
    });
  });
});
