import { init, type FunnelSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { funnelPlugin } from './index.ts';
import { stageLabelPositions, transformFunnelProps as transformProps } from './transform-props.ts';

// Issue #14: with "Shipped" almost the whole total, the other stages are slivers; their labels go
// beside them so that each stays readable and none lies over a sliver or another label.

const parse = (overrides: Record<string, unknown>) =>
  funnelPlugin.formDataSchema.parse({
    viz_type: 'funnel',
    datasource: '22__table',
    groupby: ['status'],
    metric: 'count',
    show_legend: true,
    legendOrientation: 'top',
    legendMargin: 50,
    number_format: 'SMART_NUMBER',
    ...overrides,
  });

const RESULT = chartDataResult(
  [
    ['status', 1],
    ['count', 0],
  ],
  [
    ['Cancelled', 60],
    ['Shipped', 2617],
    ['On Hold', 44],
  ],
);

describe('funnel stage labels', () => {
  it('puts the labels of stages too narrow to hold them beside the stage, with a line', () => {
    // Featured Charts' Funnel: "Shipped" is 93 % of the orders.
    expect(stageLabelPositions([2617, 60, 47, 44, 41, 14], [45, 55, 50, 45, 55, 50], 396)).toEqual([
      'inside',
      'right',
      'right',
      'right',
      'right',
      'right',
    ]);
    // Stages wide enough keep their label on them (Superset's look).
    expect(stageLabelPositions([100, 80, 60], [45, 45, 45], 396)).toEqual([
      'inside',
      'inside',
      'inside',
    ]);
    const data = (
      transformProps({ formData: parse({}), queriesData: [RESULT], width: 500, height: 400 }).option
        .series as FunnelSeriesOption[]
    )[0].data as {
      name: string;
      label?: unknown;
      labelLine?: unknown;
    }[];
    expect(data.map((d) => [d.name, d.label, d.labelLine])).toEqual([
      ['Shipped', undefined, undefined],
      ['Cancelled', { position: 'right' }, { show: true, length: 10 }],
      ['On Hold', { position: 'right' }, { show: true, length: 10 }],
    ]);
  });

  it("draws Featured Charts' Funnel in a 420 x 320 cell with no label over a sliver or another label (server-side SVG)", () => {
    const [width, height] = [420, 320];
    const counts: [string, number][] = [
      ['Shipped', 2617],
      ['Cancelled', 60],
      ['Resolved', 47],
      ['On Hold', 44],
      ['In Process', 41],
      ['Disputed', 14],
    ];
    const p = transformProps({
      formData: parse({}),
      queriesData: [
        chartDataResult(
          [
            ['status', 1],
            ['count', 0],
          ],
          counts,
        ),
      ],
      width,
      height,
    });
    const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
    chart.setOption({ ...p.option, animation: false });
    type Rect = { x: number; y: number; width: number; height: number };
    type Element = {
      type: string;
      style?: { text?: unknown };
      getBoundingRect(): Rect & { clone(): Rect & { applyTransform(m: number[]): void } };
      getComputedTransform(): number[] | null;
    };
    const boxOf = (el: Element) => {
      const box = el.getBoundingRect().clone();
      const m = el.getComputedTransform();
      if (m) box.applyTransform(m);
      return box;
    };
    const drawn = chart.getZr().storage.getDisplayList(true) as unknown as Element[];
    const stages = drawn.filter((el) => el.type === 'polygon').map(boxOf);
    // The stage labels (the legend, above the funnel, names the stages too).
    const top = Math.min(...stages.map((s) => s.y));
    const labels = drawn
      .filter((el) => el.type === 'tspan' && counts.some(([s]) => s === el.style?.text))
      .map(boxOf)
      .filter((box) => box.y >= top - 1);
    chart.dispose();
    expect(labels).toHaveLength(counts.length);
    const overlap = (a: Rect, b: Rect) =>
      Math.min(
        Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
        Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
      );
    for (const label of labels) {
      expect(label.x).toBeGreaterThanOrEqual(0);
      expect(label.x + label.width).toBeLessThanOrEqual(width);
      // A label on a stage lies across it; any other stage it touches is one it fits on.
      for (const stage of stages)
        if (overlap(label, stage) > 1) {
          expect(label.x).toBeGreaterThanOrEqual(stage.x);
          expect(label.x + label.width).toBeLessThanOrEqual(stage.x + stage.width);
        }
      for (const other of labels)
        if (other !== label) expect(overlap(label, other)).toBeLessThanOrEqual(0);
    }
  });
});
