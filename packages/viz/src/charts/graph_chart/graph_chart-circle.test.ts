import { init, type GraphSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { graphChartFormDataSchema } from './form-data.ts';
import { circularAngles, fitCircle, transformGraphChartProps } from './transform-props.ts';

/** Featured Charts/Graph.yaml's rows: deal size -> product line, count. */
const rows = [
  ['Medium', 'Classic Cars', 530],
  ['Small', 'Classic Cars', 340],
  ['Large', 'Classic Cars', 97],
  ['Medium', 'Vintage Cars', 261],
  ['Small', 'Vintage Cars', 322],
  ['Large', 'Vintage Cars', 24],
  ['Medium', 'Motorcycles', 156],
  ['Small', 'Motorcycles', 156],
  ['Large', 'Motorcycles', 19],
  ['Medium', 'Planes', 129],
  ['Small', 'Planes', 168],
  ['Large', 'Planes', 9],
  ['Medium', 'Trucks and Buses', 175],
  ['Small', 'Trucks and Buses', 119],
  ['Large', 'Trucks and Buses', 7],
  ['Medium', 'Ships', 107],
  ['Small', 'Ships', 127],
  ['Medium', 'Trains', 26],
  ['Small', 'Trains', 50],
  ['Large', 'Trains', 1],
];
const result = chartDataResult(
  [
    ['deal_size', 1],
    ['product_line', 1],
    ['count', 0],
  ],
  rows,
);
const transform = (width: number, height: number) =>
  transformGraphChartProps({
    formData: graphChartFormDataSchema.parse({
      viz_type: 'graph_chart',
      datasource: '22__table',
      source: 'deal_size',
      target: 'product_line',
      metric: 'count',
      layout: 'circular',
      edgeSymbol: 'none,arrow',
      baseNodeSize: 20,
      baseEdgeWidth: 3,
    }),
    queriesData: [result],
    width,
    height,
  });

describe('graph_chart circular layout inside its box (issue #14 item 4)', () => {
  it('spreads nodes by symbol size as ECharts does', () => {
    const angles = circularAngles([10, 10, 10, 10], 100);
    expect(angles.map((a) => Math.round((a * 180) / Math.PI))).toEqual([45, 135, 225, 315]);
  });

  it('draws in a square around the centre, at most 70 % of the chart as Superset zooms it', () => {
    const series = (transform(1160, 620).option.series as GraphSeriesOption[])[0] as Record<
      string,
      number
    >;
    expect(series.width).toBe(series.height);
    expect(series.left + series.width / 2).toBeCloseTo(580, 6);
    expect(series.top + series.height / 2).toBeCloseTo(310, 6);
    expect(series.width / 2).toBeLessThanOrEqual(0.7 * 310);
  });

  it('shrinks the circle or cuts labels short rather than letting them leave the chart', () => {
    const nodes = [
      { size: 50, label: 'Medium' },
      { size: 10, label: 'Trucks and Buses' },
      { size: 40, label: 'Small' },
    ];
    const roomy = fitCircle(nodes, 1000, 800);
    const tight = fitCircle(nodes, 200, 200);
    expect(tight.radius).toBeLessThan(roomy.radius);
    expect(tight.labelWidths[1]).toBeLessThan(16 * 12 * 0.62);
  });

  it('keeps every node and label inside the chart when ECharts draws it (server-side SVG)', () => {
    for (const [width, height] of [
      [1160, 620],
      [336, 368],
    ]) {
      const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
      chart.setOption({ ...transform(width, height).option, animation: false });
      // Node symbols (circle paths) and their labels (tspan), in chart pixels.
      const boxes = chart
        .getZr()
        .storage.getDisplayList(true)
        .filter(
          (el) =>
            el.type === 'tspan' ||
            (el as unknown as { shape?: { symbolType?: string } }).shape?.symbolType === 'circle',
        )
        .map((el) => {
          const box = el.getBoundingRect().clone();
          const transform = el.getComputedTransform();
          if (transform) box.applyTransform(transform);
          return box;
        });
      chart.dispose();
      expect(boxes).toHaveLength(20);
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(-1);
        expect(box.y).toBeGreaterThanOrEqual(-1);
        expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
        expect(box.y + box.height).toBeLessThanOrEqual(height + 1);
      }
    }
  });
});
