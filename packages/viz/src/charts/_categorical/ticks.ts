/** Tick layouts of a category x-axis (`x_ticks_layout`). */
export const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', '90°', 'staggered'] as const;

/** Axis-label options of an `x_ticks_layout` (auto, flat, 45°, 90°, staggered). */
export function xTicksLabelOptions(layout: string): {
  rotate?: number;
  interval?: number | 'auto';
  hideOverlap?: boolean;
} {
  if (layout === '45°') return { rotate: 45, interval: 0 };
  if (layout === '90°') return { rotate: 90, interval: 0 };
  if (layout === 'flat' || layout === 'staggered') return { rotate: 0, interval: 0 };
  return { hideOverlap: true, interval: 'auto' };
}
