import { init, type GraphicComponentOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { chordFormDataSchema } from './form-data.ts';
import { placeArcLabel } from '../../echarts/arc-labels.ts';
import {
  chordArcs,
  chordRing,
  transformChordProps,
  visibleChordLabels,
} from './transform-props.ts';

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
interface LabelText {
  x: number;
  y: number;
  rotation: number;
  style: { text: string; width?: number };
}
const labelsOf = (p: ReturnType<typeof transform>) =>
  p.option.graphic as (GraphicComponentOption & LabelText)[];
const shownOf = (p: ReturnType<typeof transform>) => labelsOf(p).map((g) => g.style.text);

describe('chord labels (issue #14 item 12)', () => {
  it('drops the labels that do not fit', () => {
    const shown = shownOf(transform(400, 400));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(names.length);
  });

  it('writes each name along its arc, inside the ring, turned with the arc (never upside down)', () => {
    // Four equal members: arcs centred near 1:30, 4:30, 7:30 and 10:30 (clockwise from 12).
    const four = ['A', 'B', 'C', 'D'];
    const links = four.map((source, i) => ({ source, target: four[(i + 1) % 4], value: 1 }));
    const p = transformChordProps({
      formData: chordFormDataSchema.parse({
        viz_type: 'chord',
        datasource: '1__table',
        groupby: 'source',
        columns: 'target',
        metric: 'count',
      }),
      queriesData: [
        chartDataResult(
          [
            ['source', 1],
            ['target', 1],
            ['count', 0],
          ],
          links.map((l) => [l.source, l.target, l.value]),
        ),
      ],
      width: 600,
      height: 400,
    });
    // Superset's ring: 10 px inside the box, 24 px wide; names at the band's middle radius.
    expect((p.option.series as { radius: number[] }[])[0].radius).toEqual([166, 190]);
    const labels = labelsOf(p);
    expect(labels.map((l) => l.style.text)).toEqual(four);
    for (const [i, label] of labels.entries()) {
      const mid = ((-46 + 90 * i) * Math.PI) / 180;
      expect(Math.hypot(label.x - 300, label.y - 200)).toBeCloseTo(178, 0);
      expect((label.x - 300) / 178).toBeCloseTo(Math.cos(mid), 3);
      expect((label.y - 200) / 178).toBeCloseTo(Math.sin(mid), 3);
    }
    // Tangential (88° arcs, 2° apart: middles at -46°, 44°, 134°, 224°): A turns clockwise, B
    // counter-clockwise, both reading left to right; C and D read turned half a circle back.
    const turns = labels.map((l) => (l.rotation * 180) / Math.PI);
    expect(turns[0]).toBeCloseTo(-44, 5);
    expect(turns[1]).toBeCloseTo(46, 5);
    expect(turns[2]).toBeCloseTo(-44, 5);
    expect(turns[3]).toBeCloseTo(46, 5);
  });

  it('drops a name longer than its arc and cuts one the straight line would carry out of the band', () => {
    const links = [
      { source: 'a long member name', target: 'B', value: 1 },
      { source: 'B', target: 'Cccccccccccccccccccccccccccccccccccccccccccccccccc', value: 40 },
    ];
    const nodes = ['a long member name', 'B', 'Cccccccccccccccccccccccccccccccccccccccccccccccccc'];
    expect(visibleChordLabels(nodes, links, 420, 320)).toEqual([false, true, true]);
    const cut = placeArcLabel(chordRing(420, 320), chordArcs(nodes, links)[2]!, 400, {
      fontSize: 12,
    });
    // Ring radii 126-150: a straight 12 px line centred at 138 px stays in the band for ~96 px.
    expect(cut?.maxWidth).toBeCloseTo(96.5, 0);
  });

  it("keeps a name as long as its arc at the band's middle, as Superset keeps it", () => {
    // 396 x 300 (a dashboard cell): ring 116-140 px, names at 128 px; a 27° arc is 61 px there.
    const ring = chordRing(396, 300);
    const arc = { start: 0, end: (27 * Math.PI) / 180 };
    const length = 128 * arc.end;
    expect(placeArcLabel(ring, arc, length - 1, { fontSize: 12 })).toBeDefined();
    expect(placeArcLabel(ring, arc, length + 1, { fontSize: 12 })).toBeUndefined();
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
