import { CATEGORICAL_SCHEME_DEFS } from './categorical-schemes.ts';

/** Categorical schemes by the name saved in `color_scheme`. */
export const CATEGORICAL_SCHEMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  CATEGORICAL_SCHEME_DEFS.map((d) => [d.id, d.colors]),
);

/** Superset's default categorical scheme ("supersetColors"). */
export const SUPERSET_COLORS: readonly string[] = CATEGORICAL_SCHEMES.supersetColors;

/** d3's category10 scheme ("d3Category10"). */
export const D3_CATEGORY_10: readonly string[] = CATEGORICAL_SCHEMES.d3Category10;

/**
 * A label -> colour registry shared by the charts of one dashboard: the first chart to colour a
 * label (or the dashboard's saved map_label_colors) fixes its colour for the others. A plain Map
 * will do; a dashboard's registry also hears which labels each chart shows.
 */
export interface SharedLabelColors {
  get(label: string): string | undefined;
  set(label: string, color: string): unknown;
  readonly size: number;
  values(): Iterable<string>;
  /** Called for every label a chart colours, custom colours included. */
  noteLabel?(label: string): void;
}

/** The colour of "Other" slices and other neutral marks. */
export const NEUTRAL_COLOR = '#B2B2B2';

/** Options of createColorScale. */
export interface ColorScaleOptions {
  /** Fixed colours per label (`label_colors` / `shared_label_colors` of dashboards). */
  labelColors?: Readonly<Record<string, string>> | null;
  /** A palette that replaces the named scheme (a host theme). */
  palette?: readonly string[];
  /** A dashboard's shared registry; defaults to the one set by withSharedLabelColors. */
  sharedLabelColors?: SharedLabelColors | null;
}

let ambientShared: SharedLabelColors | null = null;

/**
 * Runs a chart transform with a dashboard's shared label colours, so every createColorScale made
 * during it uses the registry without each chart passing it along.
 */
export function withSharedLabelColors<T>(
  registry: SharedLabelColors | null | undefined,
  run: () => T,
): T {
  const previous = ambientShared;
  ambientShared = registry ?? null;
  try {
    return run();
  } finally {
    ambientShared = previous;
  }
}

/**
 * The colour for a new label: the scheme colour at the registry's count, or, when a seeded or
 * earlier colour already took that one, the next scheme colour no label has yet (Superset avoids
 * colour collisions the same way); with every colour taken, the one at the count.
 */
function nextColor(palette: readonly string[], start: number, used: ReadonlySet<string>): string {
  for (let k = 0; k < palette.length; k += 1) {
    const color = palette[(start + k) % palette.length];
    if (!used.has(color.toLowerCase())) return color;
  }
  return palette[start];
}

/**
 * A categorical colour scale: fixed label colours first, then the scheme's colours in order of
 * first appearance, cycling when exhausted. Unknown scheme names use supersetColors. With a shared
 * registry, a label already coloured by another chart (or seeded from the dashboard) keeps that
 * colour and new labels take the next free colour in dashboard-wide order, so two charts never
 * give one label two colours.
 */
export function createColorScale(
  schemeName?: string | null,
  options: ColorScaleOptions = {},
): (label: string) => string {
  const palette = options.palette?.length
    ? options.palette
    : (CATEGORICAL_SCHEMES[schemeName ?? ''] ?? SUPERSET_COLORS);
  const shared = options.sharedLabelColors ?? ambientShared;
  const assigned: SharedLabelColors = shared ?? new Map<string, string>();
  // Colours in use (lower case), rebuilt only when another scale sharing the registry added some.
  let used = new Set<string>();
  let usedSize = -1;
  // Once every colour of the palette is in use, new labels cycle without searching it (thousands
  // of labels searched the whole palette each).
  let isExhausted = false;
  return (label) => {
    assigned.noteLabel?.(label);
    const fixed = options.labelColors?.[label];
    if (fixed) return fixed;
    let color = assigned.get(label);
    if (!color) {
      if (usedSize !== assigned.size) {
        used = new Set(Array.from(assigned.values(), (c) => c.toLowerCase()));
        isExhausted = false;
      }
      const start = assigned.size % palette.length;
      color = isExhausted ? palette[start] : nextColor(palette, start, used);
      isExhausted ||= used.has(color.toLowerCase());
      assigned.set(label, color);
      used.add(color.toLowerCase());
      usedSize = assigned.size;
    }
    return color;
  };
}

/** `rgba(r,g,b,a)` of a colour-picker value. */
export function rgbaString(color: { r: number; g: number; b: number; a?: number }): string {
  return `rgba(${color.r},${color.g},${color.b},${color.a ?? 1})`;
}
