import { init, type ChordSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { chordFormDataSchema } from './form-data.ts';
import { transformChordProps, visibleChordLabels } from './transform-props.ts';

// Twelve product lines sending to each other, one much larger than the rest: the small arcs'
// labels would pile on each other.
const names = Array.from({ length: 12 }, (_, i) => `Product line number ${i + 1}`);
const rows = names.flatMap((from, i) =>
  names.map((to, j) => [from, to, i === j ? 0 : i === 0 ? 500 : 1 + ((i * 7 + j) % 5)]),
);
const result = chartDataResult(
  [
    ['source', 1],
    ['target', 1],
    ['count', 0],
  ],
  rows,
);
const transform = (width: number, height: number) =>
  transformChordProps({
    formData: chordFormDataSchema.parse({
      viz_type: 'chord',
      datasource: '1__table',
      groupby: 'source',
      columns: 'target',
      metric: 'count',
    }),
    queriesData: [result],
    width,
    height,
  });
const shownOf = (p: ReturnType<typeof transform>) =>
  (
    (p.option.series as ChordSeriesOption[])[0].data as {
      name: string;
      label?: { show: boolean };
    }[]
  )
    .filter((d) => d.label?.show !== false)
    .map((d) => d.name);

describe('chord labels (issue #14 item 12)', () => {
  it('drops the labels that do not fit', () => {
    const shown = shownOf(transform(400, 400));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(names.length);
  });

  it('keeps every label with room for it', () => {
    const links = [
      { source: 'A', target: 'B', value: 3 },
      { source: 'B', target: 'C', value: 2 },
      { source: 'C', target: 'A', value: 4 },
    ];
    expect(visibleChordLabels(['A', 'B', 'C'], links, 800, 600)).toEqual([true, true, true]);
  });

  it('draws the labels it keeps, apart from each other and inside the chart (server-side SVG)', () => {
    for (const [width, height] of [
      [400, 400],
      [1160, 620],
    ]) {
      const p = transform(width, height);
      const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
      chart.setOption(p.option);
      // The label elements ECharts laid out, with their boxes in chart pixels.
      const boxes = chart
        .getZr()
        .storage.getDisplayList(true)
        .filter((el) => el.type === 'tspan' && !el.ignore && !el.invisible)
        .map((el) => {
          const box = el.getBoundingRect().clone();
          const transform = el.getComputedTransform();
          if (transform) box.applyTransform(transform);
          return box;
        });
      chart.dispose();
      expect(boxes).toHaveLength(shownOf(p).length);
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(-1);
        expect(box.y).toBeGreaterThanOrEqual(-1);
        expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
        expect(box.y + box.height).toBeLessThanOrEqual(height + 1);
      }
      for (let i = 0; i < boxes.length; i += 1)
        for (let j = i + 1; j < boxes.length; j += 1) {
          const [a, b] = [boxes[i], boxes[j]];
          const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
          const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
          expect(Math.min(overlapX, overlapY)).toBeLessThanOrEqual(2);
        }
    }
  });
});
