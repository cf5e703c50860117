import { init } from 'echarts';
import { GenericDataType } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { echartsTimeseriesBarPlugin } from '../echarts_timeseries_bar/index.ts';
import { transformEchartsTimeseriesBarProps } from '../echarts_timeseries_bar/transform-props.ts';
import { axisNameGap } from './axes.ts';

const LINES = ['Classic Cars', 'Vintage Cars', 'Motorcycles', 'Trucks and Buses'];
/** "Quarterly Sales (By Product Line)" of Superset's examples: 45° quarter labels, both titles. */
const QUARTERLY_SALES = {
  viz_type: 'echarts_timeseries_bar',
  datasource: '23__table',
  x_axis: 'order_date',
  time_grain_sqla: 'P3M',
  metrics: ['SUM(Sales)'],
  groupby: ['product_line'],
  stack: 'Stack',
  x_axis_title: 'Quarter starting',
  y_axis_title: 'Revenue ($)',
  xAxisLabelRotation: 45,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
};
const QUARTERS = Array.from({ length: 10 }, (_, i) =>
  utc(2003 + Math.floor(i / 4), 1 + 3 * (i % 4)),
);
const RESULT = chartDataResult(
  [
    ['order_date', GenericDataType.TEMPORAL],
    ...LINES.map((l) => [l, GenericDataType.NUMERIC] as const),
  ],
  QUARTERS.map((t, i) => [t, ...LINES.map((_, j) => 100_000 * (1 + ((i * 3 + j * 5) % 7)))]),
);

/** Boxes of the texts ECharts drew, in chart pixels (server-side SVG). */
function drawnTexts(formData: Record<string, unknown>, width: number, height: number) {
  const props = transformEchartsTimeseriesBarProps({
    formData: echartsTimeseriesBarPlugin.formDataSchema.parse(formData),
    queriesData: [RESULT],
    width,
    height,
  });
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
  chart.setOption(props.option);
  const texts = chart
    .getZr()
    .storage.getDisplayList(true)
    .filter((el) => el.type === 'tspan' && !el.ignore && !el.invisible)
    .map((el) => {
      const box = el.getBoundingRect().clone();
      const m = el.getComputedTransform();
      if (m) box.applyTransform(m);
      return { text: String((el as unknown as { style: { text: string } }).style.text), box };
    });
  chart.dispose();
  return texts;
}

describe('axis titles clear the tick labels (#14)', () => {
  it.each([
    [396, 300],
    [1376, 820],
  ])('at %i x %i neither title lies on a tick label or leaves the chart', (width, height) => {
    const texts = drawnTexts(QUARTERLY_SALES, width, height);
    for (const title of ['Quarter starting', 'Revenue ($)']) {
      const { box } = texts.find((t) => t.text === title) ?? { box: undefined };
      expect(box, title).toBeDefined();
      if (!box) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      const onTitle = texts.filter(
        (t) =>
          t.text !== title &&
          Math.min(t.box.x + t.box.width, box.x + box.width) - Math.max(t.box.x, box.x) > 1 &&
          Math.min(t.box.y + t.box.height, box.y + box.height) - Math.max(t.box.y, box.y) > 1,
      );
      expect(onTitle.map((t) => t.text)).toEqual([]);
    }
  });

  it('keeps a saved margin wider than the labels, and widens a narrow one to clear them', () => {
    expect(axisNameGap(50, ['2003', 'April'], 0, false)).toBe(50);
    // Flat labels: 8 px margin + a 14 px line + 4 px clearance.
    expect(axisNameGap(15, ['2003', 'April'], 0, false)).toBe(26);
    // Turned 45°, a long label reaches further down.
    expect(axisNameGap(15, ['October'], 45, false)).toBeGreaterThan(40);
    // A vertical axis's labels reach sideways by their width.
    expect(axisNameGap(15, ['1.5M'], 0, true)).toBeGreaterThan(30);
  });
});
