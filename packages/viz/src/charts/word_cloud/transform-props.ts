import cloud from 'd3-cloud';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { WordCloudFormData } from './form-data.ts';

/** One placed word: centre (relative to the layout centre), font size in px and rotation in degrees. */
export interface PlacedWord {
  text: string;
  size: number;
  x: number;
  y: number;
  rotate: number;
  color: string;
}

/** Props of WordCloudChart. */
export interface WordCloudChartProps {
  width: number;
  height: number;
  words: PlacedWord[];
  fontFamily: string;
  fontWeight: string;
  /** The SVG viewBox: larger than the chart when the layout needed a bigger canvas (words appear scaled down). */
  viewBox: string;
}

/** Seed of the layout's random generator, so the same data always gives the same cloud. */
export const WORD_CLOUD_SEED = 0x5eed;
const PADDING = 5;
const FONT_WEIGHT = 'bold';
const DEFAULT_FONT = 'Helvetica, Arial, sans-serif';
const SCALE_FACTOR_STEP = 0.5;
const MAX_SCALE_FACTOR = 3;
const TOP_RESULTS_SHARE = 0.1;
const MIN_TOP_RESULTS = 10;
/**
 * Most words handed to d3-cloud: it places words largest first and each placement scans the
 * canvas, so thousands of rows would block the page for minutes while the tail is too small to read.
 */
export const MAX_LAID_OUT_WORDS = 500;
/** Wall-clock budget in ms of a whole layout (all retries); words not placed by then are left out. */
export const LAYOUT_BUDGET_MS = 2000;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROTATIONS: Record<WordCloudFormData['rotation'], (random: () => number) => number> = {
  flat: () => 0,
  square: (random) => Math.floor(random() * 2) * 90,
  random: (random) => Math.floor(random() * 6 - 3) * 30,
};

/** Estimated advance of a character in em of a bold sans-serif font (no font metrics outside a browser). */
function charWidth(ch: string): number {
  if (' '.includes(ch)) return 0.28;
  if ("il.,:;'|!Ijtf()[]".includes(ch)) return 0.33;
  if ('mwMW@'.includes(ch)) return 0.9;
  if (ch >= 'A' && ch <= 'Z') return 0.7;
  return 0.58;
}

/** Estimated width in px of `text` at `fontSize` px. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * fontSize;
}

/**
 * The 2D context d3-cloud draws sprites on, rasterising each word as its (rotated) text box. It
 * replaces a real canvas so the layout runs the same in Node (reports, tests) and browsers, and
 * does not depend on which fonts happen to be installed.
 */
/** The sprite canvas's pixels, shared by the layouts (d3-cloud's is 2048 x 2048: 16 MB). */
let sharedPixels = new Uint8ClampedArray(4);

class BoxRasterContext {
  font = '10px sans-serif';
  lineWidth = 1;
  fillStyle: unknown;
  strokeStyle: unknown;
  private matrix = [1, 0, 0, 1, 0, 0];
  private stack: number[][] = [];
  private pixels = new Uint8ClampedArray(4);
  /** The same memory by pixel: one write marks a pixel (d3-cloud reads its first byte). */
  private words32 = new Uint32Array(this.pixels.buffer);
  constructor(private readonly canvas: { width: number; height: number }) {}

  save() {
    this.stack.push([...this.matrix]);
  }
  restore() {
    this.matrix = this.stack.pop() ?? [1, 0, 0, 1, 0, 0];
  }
  translate(tx: number, ty: number) {
    const [a, b, c, d, e, f] = this.matrix;
    this.matrix = [a, b, c, d, e + a * tx + c * ty, f + b * tx + d * ty];
  }
  rotate(angle: number) {
    const [a, b, c, d, e, f] = this.matrix;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.matrix = [
      a * cos + c * sin,
      b * cos + d * sin,
      c * cos - a * sin,
      d * cos - b * sin,
      e,
      f,
    ];
  }
  clearRect() {
    const size = this.canvas.width * this.canvas.height * 4;
    if (this.pixels.length !== size) {
      // Layouts run one after another on one thread: the sprite canvas's memory is reused.
      if (sharedPixels.length !== size) sharedPixels = new Uint8ClampedArray(size);
      this.pixels = sharedPixels;
      this.words32 = new Uint32Array(this.pixels.buffer);
    }
    this.words32.fill(0);
  }
  measureText(text: string) {
    return { width: estimateTextWidth(text, this.fontSize()) };
  }
  getImageData(_x: number, _y: number, width: number, height: number) {
    return {
      data:
        width * height * 4 === this.pixels.length
          ? this.pixels
          : new Uint8ClampedArray(width * height * 4),
    };
  }
  fillText(text: string, x: number, y: number) {
    this.fillBox(text, x, y, 0);
  }
  strokeText(text: string, x: number, y: number) {
    this.fillBox(text, x, y, this.lineWidth / 2);
  }

  private fontSize(): number {
    return Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
  }

  /** Fills the text box (ascent 0.8 em above the baseline, descent 0.2 em) grown by `grow`, through the current transform. */
  private fillBox(text: string, x: number, y: number, grow: number) {
    const size = this.fontSize();
    const [x0, x1, y0, y1] = [
      x - grow,
      x + estimateTextWidth(text, size) + grow,
      y - 0.8 * size - grow,
      y + 0.2 * size + grow,
    ];
    const [a, b, c, d, e, f] = this.matrix;
    // The box's corners in canvas px, in order around it; each pixel row is filled between the edges it crosses.
    const corners = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ].map(([px, py]) => [a * px + c * py + e, b * px + d * py + f]);
    const { width, height } = this.canvas;
    const minY = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[1]))));
    const maxY = Math.min(height - 1, Math.ceil(Math.max(...corners.map((p) => p[1]))));
    for (let py = minY; py <= maxY; py++) {
      const centre = py + 0.5;
      let left = Number.POSITIVE_INFINITY;
      let right = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < 4; i++) {
        const [ax, ay] = corners[i];
        const [bx, by] = corners[(i + 1) % 4];
        if (ay === by || centre < Math.min(ay, by) || centre > Math.max(ay, by)) continue;
        const cross = ax + ((centre - ay) * (bx - ax)) / (by - ay);
        left = Math.min(left, cross);
        right = Math.max(right, cross);
      }
      const row = py * width;
      const from = Math.max(0, Math.ceil(left - 0.5));
      const to = Math.min(width - 1, Math.floor(right - 0.5));
      if (to >= from) this.words32.fill(0xff, row + from, row + to + 1);
    }
  }
}

function boxRasterCanvas() {
  const canvas = { width: 1, height: 1, getContext: (): BoxRasterContext => context };
  const context = new BoxRasterContext(canvas);
  return canvas as unknown as HTMLCanvasElement;
}

interface WordInput {
  text: string;
  size: number;
}

interface LayoutOptions {
  width: number;
  height: number;
  rotation: WordCloudFormData['rotation'];
  fontFamily: string;
  /** Wall-clock budget in ms (default LAYOUT_BUDGET_MS). */
  budgetMs?: number;
  /** The spiral words walk to find a place (default boundedArchimedeanSpiral; tests compare with d3-cloud's own). */
  spiral?: 'archimedean' | typeof boundedArchimedeanSpiral;
  /** Start the canvas search at minimumScaleFactor (default true; tests compare with starting at 1). */
  skipImpossibleScales?: boolean;
}

/** The words d3-cloud gets: the MAX_LAID_OUT_WORDS largest, largest first (the order d3-cloud places them in). */
export function wordsToLayOut<W extends WordInput>(words: readonly W[]): W[] {
  return [...words].sort((a, b) => b.size - a.size).slice(0, MAX_LAID_OUT_WORDS);
}

interface RotatedWord extends WordInput {
  rotate: number;
}

/**
 * d3-cloud's archimedean spiral, point for point, that ends once no later point can hold a word.
 * d3-cloud starts each word in the middle half of the area (x in [w/4, 3w/4), y in [h/4, 3h/4)),
 * so a centre more than 3/4 of the area away on either axis is outside; the spiral's points satisfy
 * (dx / e)^2 + dy^2 = r^2 with e = w / h, so past r = 3/4 * sqrt((w / e)^2 + h^2) every point is.
 * d3-cloud's own spiral goes on to min(|dx|, |dy|) >= the diagonal: a word that does not fit
 * walked half as far again. The answer array is reused (d3-cloud reads it at once), so the walk
 * allocates nothing.
 */
export function boundedArchimedeanSpiral(
  size: [number, number],
): (t: number) => [number, number] | null {
  const e = size[0] / size[1];
  const limit = 0.75 * Math.hypot(size[0] / e, size[1]);
  const point: [number, number] = [0, 0];
  return (t) => {
    const r = t * 0.1;
    if (Math.abs(r) > limit) return null;
    point[0] = e * r * Math.cos(r);
    point[1] = r * Math.sin(r);
    return point;
  };
}

/**
 * d3-cloud layout of `words` on a `width` × `height` area, synchronous and driven by a generator
 * seeded with `seed`. d3-cloud places words for `timeInterval` ms, then would continue on a timer:
 * stopping it right after `start` keeps only the words placed within the budget.
 */
function layoutOnce(
  words: RotatedWord[],
  options: LayoutOptions,
  seed: number,
  budgetMs: number,
): cloud.Word[] {
  const placed: cloud.Word[] = [];
  const layout = cloud()
    .size([options.width, options.height])
    .canvas(boxRasterCanvas)
    .words(words.map((w) => ({ ...w })))
    .padding(PADDING)
    .spiral((options.spiral ?? boundedArchimedeanSpiral) as never)
    .rotate((w) => w.rotate ?? 0)
    .font(options.fontFamily)
    .fontWeight(FONT_WEIGHT)
    .fontSize((w) => w.size ?? 0)
    .random(seededRandom(seed))
    .timeInterval(Math.max(1, budgetMs))
    .on('word', (word) => {
      placed.push(word);
    });
  layout.start();
  layout.stop();
  return placed;
}

/** The text box of a word turned by `rotate` degrees: width and height in px, padding included. */
function rotatedBox(word: RotatedWord): [number, number] {
  const w = estimateTextWidth(word.text, word.size) + 2 * PADDING;
  const h = word.size + 2 * PADDING;
  const rad = (word.rotate * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(rad)), Math.abs(Math.sin(rad))];
  return [w * cos + h * sin, w * sin + h * cos];
}

/**
 * The smallest scale factor on d3-cloud's retry grid (1, 1.5, 2 ...) whose canvas could hold the
 * given words: each word's box must fit the canvas, and their boxes together must fit its area.
 * Both are necessary (words never overlap), so every smaller factor would fail and trying it
 * changes nothing but the time spent: the layout found is the one the retries would reach.
 */
export function minimumScaleFactor(words: RotatedWord[], width: number, height: number): number {
  let needed = 1;
  let area = 0;
  for (const word of words) {
    // The estimate without padding is below d3-cloud's own sprite size (text plus an 'm'), so the
    // bound never skips a factor that would have worked.
    const [w, h] = rotatedBox(word).map((d) => d - 2 * PADDING);
    needed = Math.max(needed, w / width, h / height);
    // The area of the unturned box: a turned word covers as many pixels.
    area += estimateTextWidth(word.text, word.size) * word.size;
  }
  needed = Math.max(needed, Math.sqrt(area / (width * height)));
  const steps = Math.ceil((needed - 1) / SCALE_FACTOR_STEP - 1e-9);
  return Math.min(1 + Math.max(steps, 0) * SCALE_FACTOR_STEP, MAX_SCALE_FACTOR + SCALE_FACTOR_STEP);
}

/**
 * Lays the largest MAX_LAID_OUT_WORDS words out on a canvas grown by 0.5× (up to 3×) until the
 * largest 10 % of them (at least 10) all fit or the time budget runs out; returns the placed words
 * and the scale factor used. Rotations come from their own generator and the largest words are
 * placed first, so a layout of the largest words alone places them exactly where the whole layout
 * will: the canvas size is searched with that cheap layout, and the whole one runs once.
 */
export function layoutWords(
  words: WordInput[],
  options: LayoutOptions,
  seed = WORD_CLOUD_SEED,
): { placed: cloud.Word[]; scaleFactor: number } {
  const rotationRandom = seededRandom(seed ^ 0x9e3779b9);
  const laidOut: RotatedWord[] = wordsToLayOut(words).map((w) => ({
    ...w,
    rotate: ROTATIONS[options.rotation](rotationRandom),
  }));
  const topCount = Math.max(laidOut.length * TOP_RESULTS_SHARE, MIN_TOP_RESULTS);
  const top = laidOut.slice(0, topCount);
  const deadline = Date.now() + (options.budgetMs ?? LAYOUT_BUDGET_MS);
  const sizeAt = (scaleFactor: number) => ({
    ...options,
    width: options.width * scaleFactor,
    height: options.height * scaleFactor,
  });
  // The canvases too small to hold the largest words are skipped without a layout: in a small
  // dashboard cell they were most of the work, and their failed walks used up the time budget.
  let scaleFactor =
    options.skipImpossibleScales === false
      ? 1
      : minimumScaleFactor(top, options.width, options.height);
  // The search may use half the budget: the whole layout keeps at least the other half.
  const searchDeadline = Date.now() + (options.budgetMs ?? LAYOUT_BUDGET_MS) / 2;
  while (
    top.length < laidOut.length &&
    scaleFactor <= MAX_SCALE_FACTOR &&
    Date.now() < searchDeadline
  ) {
    if (
      layoutOnce(top, sizeAt(scaleFactor), seed, searchDeadline - Date.now()).length === top.length
    )
      break;
    scaleFactor += SCALE_FACTOR_STEP;
  }
  const finalBudget = () =>
    Math.max(deadline - Date.now(), (options.budgetMs ?? LAYOUT_BUDGET_MS) / 2);
  for (;;) {
    const placed = layoutOnce(laidOut, sizeAt(scaleFactor), seed, finalBudget());
    const texts = new Set(placed.map((w) => w.text));
    if (
      top.every((w) => texts.has(w.text)) ||
      scaleFactor > MAX_SCALE_FACTOR ||
      Date.now() >= deadline
    )
      return { placed, scaleFactor };
    scaleFactor += SCALE_FACTOR_STEP;
  }
}

/** Rows of the word-cloud query -> words sized linearly from [0, max metric] to [size_from, size_to], placed by d3-cloud. */
export function transformWordCloudProps(
  chartProps: ChartProps<WordCloudFormData>,
): WordCloudChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const series = fd.series ? getColumnLabel(fd.series) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const values = rows.map((row) => Number(row[metric]) || 0);
  const max = Math.max(0, ...values);
  const sizeOf = (value: number) =>
    max > 0 ? fd.size_from + ((fd.size_to - fd.size_from) * value) / max : fd.size_from;
  const words = rows.map((row, i) => ({
    text: String(row[series] ?? 'N/A'),
    size: Math.floor(sizeOf(values[i])),
  }));
  const fontFamily = theme?.fontFamily ?? DEFAULT_FONT;
  const { placed, scaleFactor } =
    width > 0 && height > 0
      ? layoutWords(words, { width, height, rotation: fd.rotation, fontFamily })
      : { placed: [], scaleFactor: 1 };
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const [viewWidth, viewHeight] = [width * scaleFactor, height * scaleFactor];
  return {
    width,
    height,
    fontFamily,
    fontWeight: FONT_WEIGHT,
    viewBox: `${-viewWidth / 2} ${-viewHeight / 2} ${viewWidth} ${viewHeight}`,
    words: placed.map((w) => ({
      text: w.text ?? '',
      size: w.size ?? 0,
      x: w.x ?? 0,
      y: w.y ?? 0,
      rotate: w.rotate ?? 0,
      color: colorOf(w.text ?? ''),
    })),
  };
}
