/** Superset's default categorical scheme ("supersetColors"). */
export const SUPERSET_COLORS: readonly string[] = [
  '#1FA8C9', '#454E7C', '#5AC189', '#FF7F44', '#666666', '#E04355', '#FCC700', '#A868B7', '#3CCCCB', '#A38F79',
  '#8FD3E4', '#A1A6BD', '#ACE1C4', '#FEC0A1', '#B2B2B2', '#EFA1AA', '#FDE380', '#D3B3DA', '#9EE5E5', '#D1C6BC',
];

/** d3's category10 scheme ("d3Category10"). */
export const D3_CATEGORY_10: readonly string[] = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf'];

/** Categorical schemes by the name saved in `color_scheme`. */
export const CATEGORICAL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  supersetColors: SUPERSET_COLORS,
  d3Category10: D3_CATEGORY_10,
};

/** The colour of "Other" slices and other neutral marks. */
export const NEUTRAL_COLOR = '#B2B2B2';

/** Options of createColorScale. */
export interface ColorScaleOptions {
  /** Fixed colours per label (`label_colors` / `shared_label_colors` of dashboards). */
  labelColors?: Readonly<Record<string, string>> | null;
  /** A palette that replaces the named scheme (a host theme). */
  palette?: readonly string[];
}

/**
 * A categorical colour scale: fixed label colours first, then the scheme's colours in order of
 * first appearance, cycling when exhausted. Unknown scheme names use supersetColors.
 */
export function createColorScale(schemeName?: string | null, options: ColorScaleOptions = {}): (label: string) => string {
  const palette = options.palette?.length ? options.palette : (CATEGORICAL_SCHEMES[schemeName ?? ''] ?? SUPERSET_COLORS);
  const assigned = new Map<string, string>();
  return (label) => {
    const fixed = options.labelColors?.[label];
    if (fixed) return fixed;
    let color = assigned.get(label);
    if (!color) {
      color = palette[assigned.size % palette.length];
      assigned.set(label, color);
    }
    return color;
  };
}

/** `rgba(r,g,b,a)` of a colour-picker value. */
export function rgbaString(color: { r: number; g: number; b: number; a?: number }): string {
  return `rgba(${color.r},${color.g},${color.b},${color.a ?? 1})`;
}
