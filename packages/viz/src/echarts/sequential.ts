import { interpolateHcl } from './hcl.ts';
import { SEQUENTIAL_SCHEME_DEFS } from './sequential-schemes.ts';

/** Sequential schemes by the name saved in `linear_color_scheme`: every colour stop, low to high. */
export const SEQUENTIAL_SCHEMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  SEQUENTIAL_SCHEME_DEFS.map((d) => [d.id, d.colors]),
);

const DEFAULT_SCHEME = 'superset_seq_1';

/** All colour stops of a sequential scheme, low to high (unknown names use superset_seq_1). */
export function sequentialStops(schemeName?: string | null): readonly string[] {
  return SEQUENTIAL_SCHEMES[schemeName ?? ''] ?? SEQUENTIAL_SCHEMES[DEFAULT_SCHEME];
}

/** The low and high end colours of a sequential scheme (unknown names use superset_seq_1). */
export function sequentialColors(schemeName?: string | null): readonly [string, string] {
  const stops = sequentialStops(schemeName);
  return [stops[0], stops[stops.length - 1]];
}

/**
 * A colour scale from `min` to `max` through every stop of a sequential scheme, as Superset's
 * SequentialScheme.createLinearScale builds it: the stops sit at evenly spaced points of the
 * extent and each segment blends its two stops in HCL. Values outside the extent are clamped;
 * a value that is not a number gets the first stop. When min equals max, d3's scale puts every
 * value halfway along the last segment, and so does this one.
 */
export function createLinearColorScale(
  schemeName: string | null | undefined,
  min: number,
  max: number,
): (value: number) => string {
  const stops = sequentialStops(schemeName);
  const last = stops.length - 1;
  const segments = stops.slice(0, last).map((stop, i) => interpolateHcl(stop, stops[i + 1]));
  // The domain point of each stop, spread as d3's interpolateNumber spreads them.
  const domain = stops.map((_, i) => min * (1 - i / last) + max * (i / last));
  return (value) => {
    if (Number.isNaN(value)) return segments[0](0);
    if (max === min) return segments[last - 1](0.5);
    const x = Math.min(Math.max(value, Math.min(min, max)), Math.max(min, max));
    const ascending = max > min;
    // The segment whose end lies after x (the last one for x at the top), as d3's bisectRight finds it.
    let i = 0;
    while (i < last - 1 && (ascending ? domain[i + 1] <= x : domain[i + 1] >= x)) i += 1;
    return segments[i]((x - domain[i]) / (domain[i + 1] - domain[i]));
  };
}

/**
 * `count` colours spread evenly through a sequential scheme from its first stop to its last, as
 * Superset's SequentialScheme.getColors gives them (cal_heatmap's legend); one colour is the first stop.
 */
export function sequentialSteps(schemeName: string | null | undefined, count: number): string[] {
  if (count <= 1) return count === 1 ? [sequentialStops(schemeName)[0]] : [];
  const scale = createLinearColorScale(schemeName, 0, count - 1);
  return Array.from({ length: count }, (_, i) => scale(i));
}
