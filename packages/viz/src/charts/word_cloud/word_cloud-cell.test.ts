import { describe, expect, it } from 'vitest';
import { layoutWords, minimumScaleFactor, wordsToLayOut } from './transform-props.ts';

/** 92 customer names sized as Word_Cloud.yaml sizes them (10..70 px over 0..max count). */
const counts = Array.from({ length: 92 }, (_, i) => Math.max(1, Math.round(259 * 0.93 ** i)));
const customers = counts.map((count, i) => ({
  text: i === 0 ? 'Euro Shopping Channel' : `Customer number ${i}, Ltd.`,
  size: Math.floor(10 + (60 * count) / counts[0]),
}));

describe('word_cloud in a dashboard cell (issue #14 item 6)', () => {
  it('skips only canvases too small for the largest words: the same layout as retrying from 1x', () => {
    for (const [width, height] of [
      [336, 368],
      [250, 200],
      [500, 300],
    ] as const) {
      const options = { width, height, rotation: 'square' as const, fontFamily: 'sans-serif' };
      const fast = layoutWords(customers, { ...options, budgetMs: 60_000 });
      const slow = layoutWords(customers, {
        ...options,
        budgetMs: 60_000,
        skipImpossibleScales: false,
      });
      expect(fast.scaleFactor).toBe(slow.scaleFactor);
      expect(fast.placed.map(({ text, x, y }) => ({ text, x, y }))).toEqual(
        slow.placed.map(({ text, x, y }) => ({ text, x, y })),
      );
    }
  }, 120_000);

  it('places the largest words and most of the rest in a 336 x 368 cell within the default budget', () => {
    const { placed, scaleFactor } = layoutWords(customers, {
      width: 336,
      height: 368,
      rotation: 'square',
      fontFamily: 'sans-serif',
    });
    expect(scaleFactor).toBeGreaterThan(1);
    const texts = new Set(placed.map((w) => w.text));
    expect(
      wordsToLayOut(customers)
        .slice(0, 10)
        .every((w) => texts.has(w.text)),
    ).toBe(true);
    expect(placed.length).toBeGreaterThan(customers.length * 0.6);
  }, 30_000);

  it('needs a canvas at least as wide as the largest flat word and as large as all words', () => {
    const word = { text: 'Euro Shopping Channel', size: 70, rotate: 0 };
    // About 800 px of text on a 336 px wide cell: no factor below 2.5 can hold it.
    expect(minimumScaleFactor([word], 336, 368)).toBe(2.5);
    expect(minimumScaleFactor([{ ...word, rotate: 90 }], 336, 368)).toBe(2.5);
    expect(minimumScaleFactor([{ text: 'a', size: 10, rotate: 0 }], 336, 368)).toBe(1);
  });
});
