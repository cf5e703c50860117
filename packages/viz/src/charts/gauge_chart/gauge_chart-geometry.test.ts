import type { GaugeSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { gaugeChartFormDataSchema } from './form-data.ts';
import { gaugeGeometry, transformGaugeChartProps } from './transform-props.ts';

const result = chartDataResult(
  [
    ['deal_size', 1],
    ['count', 0],
  ],
  [
    ['Medium', 1384],
    ['Small', 1282],
    ['Large', 157],
  ],
);
const seriesAt = (width: number, height: number) =>
  (
    transformGaugeChartProps({
      formData: gaugeChartFormDataSchema.parse({
        viz_type: 'gauge_chart',
        datasource: '1__table',
        groupby: ['deal_size'],
        metric: 'count',
        font_size: 13,
        number_format: 'SMART_NUMBER',
      }),
      queriesData: [result],
      width,
      height,
    }).option.series as GaugeSeriesOption[]
  )[0];

describe('gauge_chart geometry (issue #14 item 4)', () => {
  it("sizes the ring to the box as Superset does, leaving the tick labels' room outside it", () => {
    // Longest tick label "2.77k" (5 characters), font 13, overlapping bars (line width 13).
    const labelDistance = 1.5 * 13 * 0.35 * 5 + 10 - 13;
    const tickDistance = 13 + 0.25 * 13 + 10;
    for (const [width, height] of [
      [1160, 620],
      [336, 368],
    ]) {
      const series = seriesAt(width, height);
      expect(series.radius).toBeCloseTo(
        Math.min(width, height) / 2 - labelDistance - tickDistance,
        6,
      );
      expect(series.center).toEqual(['50%', '55%']);
      // The ring plus its outer labels stay inside the box at 55 % of the height.
      const outer = Number(series.radius) + labelDistance + tickDistance;
      expect(0.55 * height - outer).toBeGreaterThanOrEqual(0);
      expect(width / 2 - outer).toBeGreaterThanOrEqual(0);
    }
  });

  it('draws tick labels outside the ring in the text colour, and the needle under the value titles', () => {
    const series = seriesAt(336, 368);
    const axisLabel = series.axisLabel as { distance: number; color: string };
    expect(axisLabel.distance).toBeLessThan(0);
    expect(axisLabel.color).toBe('#333');
    expect(series.pointer).toMatchObject({ show: true, showAbove: false });
  });

  it('keeps a small radius in a tiny box', () => {
    expect(gaugeGeometry(40, 40, 13, 13, 5, { split: false, tick: false }).radius).toBeGreaterThan(
      0,
    );
  });

  it('keeps the value titles off the needle and apart in a dashboard cell (396 x 300)', () => {
    const series = seriesAt(396, 300);
    const radius = Number(series.radius);
    const px = (offset: unknown) => (parseFloat(String(offset)) / 100) * radius;
    const data = series.data as {
      title: { offsetCenter: string[]; show?: boolean };
      detail: { offsetCenter: string[]; show?: boolean };
    }[];
    // Lines of text (13 px titles, 15.6 px values) as boxes [top, bottom] below the pivot.
    const boxes = data.flatMap((d) => [
      [px(d.title.offsetCenter[1]) - 7.5, px(d.title.offsetCenter[1]) + 7.5],
      [px(d.detail.offsetCenter[1]) - 9, px(d.detail.offsetCenter[1]) + 9],
    ]);
    // The needle's tail reaches 12 px (twice its 6 px half-width) behind the pivot.
    expect(series.pointer).toMatchObject({ width: 6 });
    expect(boxes[0][0]).toBeGreaterThanOrEqual(12 + 3);
    for (let i = 1; i < boxes.length; i += 1)
      expect(boxes[i][0]).toBeGreaterThanOrEqual(boxes[i - 1][1]);
    // All three fit above the bottom of the box (the centre is at 55 % of the height).
    expect(data.every((d) => d.title.show === undefined && d.detail.show === undefined)).toBe(true);
    expect(0.55 * 300 + boxes[boxes.length - 1][1]).toBeLessThanOrEqual(300);
  });
});
