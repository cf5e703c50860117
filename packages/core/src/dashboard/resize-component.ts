import { GRID_MAX_ROW_UNITS, GRID_MIN_ROW_UNITS } from './constants.ts';
import { maximumWidth } from './layout-actions.ts';
import type { Layout, LayoutComponent } from './layout-schema.ts';
import { changed, refused, type LayoutResult } from './layout-result.ts';
import { minimumWidth } from './layout-tree.ts';

/** Requested size: width in grid columns, height in grid row units. */
export interface ResizeRequest {
  width?: number;
  height?: number;
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(Math.round(value), min), max);

/**
 * Resizes a CHART, MARKDOWN, COLUMN or DYNAMIC component. The width is kept between the
 * component's minimum (1, or a column's widest row) and the room left in its row; the height
 * between {@link GRID_MIN_ROW_UNITS} and {@link GRID_MAX_ROW_UNITS} (charts and markdown only).
 * Unchanged (no history entry) when neither clamped value differs.
 */
export function resizeComponent(layout: Layout, id: string, size: ResizeRequest): LayoutResult {
  const component = layout[id];
  if (!component) return refused(layout, 'not-found');
  if (!['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'].includes(component.type))
    return refused(layout, 'forbidden');
  const meta = { ...component.meta };
  if (size.width !== undefined && meta.width !== undefined) {
    const max = Math.max(maximumWidth(layout, id), meta.width);
    meta.width = clamp(size.width, minimumWidth(layout, component), max);
  }
  if (size.height !== undefined && (component.type === 'CHART' || component.type === 'MARKDOWN')) {
    meta.height = clamp(size.height, GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS);
  }
  if (meta.width === component.meta.width && meta.height === component.meta.height)
    return refused(layout, 'unchanged');
  const next: LayoutComponent = { ...component, meta };
  return changed({ ...layout, [id]: next });
}

/**
 * Bulk update of components (titles, markdown text, meta): replaces the given components as they
 * are. Per the spec this kind of change does not record history.
 */
export function updateComponents(
  layout: Layout,
  updates: Record<string, LayoutComponent>,
): LayoutResult {
  const known = Object.keys(updates).filter((id) => layout[id]);
  if (known.length === 0) return refused(layout, 'not-found');
  const next: Layout = { ...layout };
  known.forEach((id) => {
    next[id] = { ...updates[id], id, children: layout[id].children, parents: layout[id].parents };
  });
  return changed(next);
}
