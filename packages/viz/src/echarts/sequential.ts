import { SEQUENTIAL_SCHEME_DEFS } from './sequential-schemes.ts';

/**
 * Sequential schemes by the name saved in `linear_color_scheme`: low and high end colours. The
 * first six keep their original two-colour ramps (charts and tests rely on them); the other ids of
 * Superset use the first and last of Superset's stops.
 */
export const SEQUENTIAL_SCHEMES: Readonly<Record<string, readonly [string, string]>> = {
  ...Object.fromEntries(SEQUENTIAL_SCHEME_DEFS.map((d) => [d.id, [d.colors[0], d.colors[d.colors.length - 1]] as const])),
  superset_seq_1: ['#E0F3F8', '#1FA8C9'],
  superset_seq_2: ['#F7E1E4', '#E04355'],
  blue_white_yellow: ['#00D1C1', '#FFB400'],
  fire: ['#FFF4B8', '#C01F1F'],
  white_black: ['#FFFFFF', '#000000'],
  black_white: ['#000000', '#FFFFFF'],
};

const DEFAULT_SCHEME = 'superset_seq_1';

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The end colours of a sequential scheme (unknown names use superset_seq_1). */
export function sequentialColors(schemeName?: string | null): readonly [string, string] {
  return SEQUENTIAL_SCHEMES[schemeName ?? ''] ?? SEQUENTIAL_SCHEMES[DEFAULT_SCHEME];
}

/** A linear colour scale from `min` to `max` over a sequential scheme; values outside are clamped. */
export function createLinearColorScale(schemeName: string | null | undefined, min: number, max: number): (value: number) => string {
  const [low, high] = sequentialColors(schemeName).map(channels);
  return (value) => {
    const t = max === min ? 1 : Math.min(1, Math.max(0, (value - min) / (max - min)));
    const rgb = low.map((c, i) => Math.round(c + (high[i] - c) * t));
    return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
  };
}
