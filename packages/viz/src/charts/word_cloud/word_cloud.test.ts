// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { wordCloudPlugin } from './index.ts';
import {
  MAX_LAID_OUT_WORDS,
  estimateTextWidth,
  layoutWords,
  seededRandom,
  transformWordCloudProps as transformProps,
  wordsToLayOut,
} from './transform-props.ts';
import { WordCloudChart } from './WordCloudChart.tsx';

const { formDataSchema, buildQuery, controlPanel } = wordCloudPlugin;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a chart component into a detached div and returns it (unmounted after `check`). */
async function renderChart<P extends object>(
  component: (props: P) => ReactElement | null,
  props: P,
  check: (container: HTMLDivElement) => void,
) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(component, props)));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  check(container);
  await act(async () => root.unmount());
}

/** Featured Charts/Word_Cloud.yaml (params, verbatim). */
const WORD_CLOUD_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'word_cloud',
  series: 'customer_name',
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
  row_limit: 100,
  size_from: 10,
  size_to: 70,
  rotation: 'square',
  color_scheme: 'supersetColors',
  extra_form_data: {},
  dashboards: [13],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...WORD_CLOUD_EXAMPLE, ...overrides });

describe('word_cloud buildQuery', () => {
  it('Word_Cloud.yaml: the series column, the metric and 100 rows, in database order', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['customer_name'],
        metrics: ['count'],
        annotation_layers: [],
        row_limit: 100,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('orders by the metric descending with sort_by_metric', () => {
    expect(buildQuery(parse({ sort_by_metric: true })).queries[0].orderby).toEqual([
      ['count', false],
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['customer_name', 1],
    ['count', 0],
  ],
  [
    ['Euro+ Shopping Channel', 259],
    ['Mini Gifts Distributors Ltd.', 180],
    ['Australian Collectors, Co.', 55],
    ['Muscle Machine Inc', 48],
    ['La Rochelle Gifts', 53],
    ['Dragon Souveniers, Ltd.', 43],
    ['Land of Toys Inc.', 49],
    ['AV Stores, Co.', 51],
  ],
);

describe('word_cloud transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}, width = 800, height = 500) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width, height });

  it('places every word, sized linearly from 0..max to size_from..size_to, coloured by word', () => {
    const p = transform({ rotation: 'flat' }, 1200, 600);
    expect(p.words).toHaveLength(8);
    const byText = Object.fromEntries(p.words.map((w) => [w.text, w]));
    expect(byText['Euro+ Shopping Channel'].size).toBe(70);
    expect(byText['Mini Gifts Distributors Ltd.'].size).toBe(Math.floor(10 + (60 * 180) / 259));
    expect(byText['Dragon Souveniers, Ltd.'].size).toBe(Math.floor(10 + (60 * 43) / 259));
    expect(p.words[0]).toMatchObject({ text: 'Euro+ Shopping Channel', color: '#1FA8C9' });
    expect(p.words.map((w) => w.rotate)).toEqual(Array(8).fill(0));
    expect(p.viewBox).toBe('-600 -300 1200 600');
    expect(p.fontWeight).toBe('bold');
  });

  it('keeps flat words inside the area and apart from each other', () => {
    const boxes = transform({ rotation: 'flat' }, 1200, 600).words.map((w) => {
      const half = estimateTextWidth(w.text, w.size) / 2;
      return { x0: w.x - half, x1: w.x + half, y0: w.y - 0.8 * w.size, y1: w.y + 0.2 * w.size };
    });
    for (const [i, a] of boxes.entries()) {
      expect(a.x0).toBeGreaterThanOrEqual(-600);
      expect(a.x1).toBeLessThanOrEqual(600);
      expect(a.y0).toBeGreaterThanOrEqual(-300);
      expect(a.y1).toBeLessThanOrEqual(300);
      for (const b of boxes.slice(i + 1))
        expect(a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0).toBe(true);
    }
  });

  it('is deterministic with the seed: the same data gives the same positions and rotations', () => {
    const first = transform().words;
    expect(transform().words).toEqual(first);
    expect(first.slice(0, 2)).toEqual([
      { text: 'Euro+ Shopping Channel', size: 70, x: 126, y: -81, rotate: 0, color: '#1FA8C9' },
      {
        text: 'Mini Gifts Distributors Ltd.',
        size: 51,
        x: -200,
        y: -161,
        rotate: 0,
        color: '#454E7C',
      },
    ]);
    expect(first.every((w) => w.rotate === 0 || w.rotate === 90)).toBe(true);
  });

  it('retries on a larger canvas when the biggest words do not fit and shows it scaled down', () => {
    // 'Euro+ Shopping Channel' at 70px is wider than 800px (estimated advance), so the flat layout needs a 1.5x canvas.
    expect(estimateTextWidth('Euro+ Shopping Channel', 70)).toBeGreaterThan(800);
    expect(estimateTextWidth('Euro+ Shopping Channel', 70)).toBeLessThan(1200 - 2 * 5);
    expect(transform({ rotation: 'flat' }, 800, 500).viewBox).toBe('-600 -375 1200 750');
    expect(transform({ rotation: 'flat' }, 1200, 600).viewBox).toBe('-600 -300 1200 600');
  });

  it('finds the canvas size with the largest words alone: they land where the whole layout puts them', () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`customer ${i}`, 300 - i]);
    const result = chartDataResult(
      [
        ['customer_name', 1],
        ['count', 0],
      ],
      rows,
    );
    const words = rows.map(([text, value]) => ({
      text: String(text),
      size: Math.floor(10 + (60 * Number(value)) / 300),
    }));
    const whole = layoutWords(words, {
      width: 400,
      height: 300,
      rotation: 'square',
      fontFamily: 'sans-serif',
      budgetMs: 10_000,
    });
    expect(whole.scaleFactor).toBeGreaterThan(1);
    const top = whole.placed.slice(0, 12).map((w) => w.text);
    expect(top).toEqual(words.slice(0, 12).map((w) => w.text));
    const p = transformProps({ formData: parse(), queriesData: [result], width: 400, height: 300 });
    expect(p.viewBox).toBe(
      `${-200 * whole.scaleFactor} ${-150 * whole.scaleFactor} ${400 * whole.scaleFactor} ${300 * whole.scaleFactor}`,
    );
  });

  it('lays out only the 500 largest of 10,000 words, within the time budget', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`word ${i}`, (i * 7919) % 10_007]);
    const many = chartDataResult(
      [
        ['customer_name', 1],
        ['count', 0],
      ],
      rows,
    );
    const words = rows.map(([text, value]) => ({ text: String(text), size: Number(value) }));
    const chosen = wordsToLayOut(words);
    expect(chosen).toHaveLength(MAX_LAID_OUT_WORDS);
    const smallestChosen = Math.min(...chosen.map((w) => w.size));
    expect(words.filter((w) => w.size > smallestChosen).every((w) => chosen.includes(w))).toBe(
      true,
    );
    const started = Date.now();
    const p = transformProps({ formData: parse(), queriesData: [many], width: 800, height: 500 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(p.words.length).toBeGreaterThan(0);
    expect(p.words.length).toBeLessThanOrEqual(MAX_LAID_OUT_WORDS);
    const laid = new Set(chosen.map((w) => w.text));
    expect(p.words.every((w) => laid.has(w.text))).toBe(true);
  });

  it("places every word exactly where d3-cloud's own spiral does, with a shorter walk for words that do not fit", () => {
    const words = Array.from({ length: 100 }, (_, i) => ({
      text: `name ${i}`,
      size: Math.floor(10 + 60 * 0.97 ** i),
    }));
    for (const rotation of ['flat', 'square', 'random'] as const) {
      for (const [width, height] of [
        [450, 400],
        [300, 200],
        [800, 300],
      ] as const) {
        const options = { width, height, rotation, fontFamily: 'sans-serif', budgetMs: 60_000 };
        const ours = layoutWords(words, options);
        const theirs = layoutWords(words, { ...options, spiral: 'archimedean' });
        expect(ours.scaleFactor).toBe(theirs.scaleFactor);
        expect(ours.placed.map(({ text, x, y, rotate }) => ({ text, x, y, rotate }))).toEqual(
          theirs.placed.map(({ text, x, y, rotate }) => ({ text, x, y, rotate })),
        );
        // Some words did not fit: those are the ones the bounded spiral gives up on sooner.
        expect(ours.placed.length).toBeLessThan(words.length);
      }
    }
  }, 30_000); // 3 x 100 words through two layouts: seconds on a loaded CI machine

  it('stops placing words when the layout budget runs out', () => {
    const words = Array.from({ length: 400 }, (_, i) => ({ text: `w${i}`, size: 12 + (i % 5) }));
    const started = Date.now();
    const { placed } = layoutWords(words, {
      width: 300,
      height: 200,
      rotation: 'flat',
      fontFamily: 'sans-serif',
      budgetMs: 30,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(placed.length).toBeLessThan(400);
  });

  it('turns words by -90..60 degrees in 30 degree steps for random rotation', () => {
    const rotations = transform({ rotation: 'random' }, 1600, 1000).words.map((w) => w.rotate);
    expect(rotations.every((r) => [-90, -60, -30, 0, 30, 60].includes(r))).toBe(true);
  });

  it('draws the seeded generator in [0, 1) and repeats it for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Array.from({ length: 100 }, () => b())).toEqual(values);
  });

  it('draws nothing without rows', () => {
    expect(
      transformProps({
        formData: parse(),
        queriesData: [chartDataResult([], [])],
        width: 400,
        height: 300,
      }).words,
    ).toEqual([]);
  });
});

describe('word_cloud control panel', () => {
  it('reads defaults from the form-data schema', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'rotation')?.default).toBe('square');
    expect(controls.find((c) => c.name === 'size_to')?.default).toBe(70);
    expect(controls.find((c) => c.name === 'row_limit')?.default).toBe(100);
  });
});

describe('WordCloudChart', () => {
  it('draws every placed word as SVG text at its position and rotation', async () => {
    const props = transformProps({
      formData: parse({ rotation: 'flat' }),
      queriesData: [RESULT],
      width: 1200,
      height: 600,
    });
    await renderChart(WordCloudChart, props, (container) => {
      expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('-600 -300 1200 600');
      const texts = Array.from(container.querySelectorAll('text'));
      expect(texts.map((t) => t.textContent)).toEqual(props.words.map((w) => w.text));
      expect(texts[0].getAttribute('transform')).toBe(
        `translate(${props.words[0].x}, ${props.words[0].y}) rotate(0)`,
      );
      expect(texts[0].getAttribute('fill')).toBe('#1FA8C9');
    });
  });
});
