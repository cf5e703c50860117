import type { DatasourceColumn, DatasourceMetric } from '../../../api/explore-api.ts';

/** What can be dragged from the datasource panel onto a control. */
export type DragItem =
  { kind: 'column'; column: DatasourceColumn } | { kind: 'metric'; metric: DatasourceMetric };

/** A control accepting drops: which kinds, and what a drop does. */
export interface DropTarget {
  accepts: readonly DragItem['kind'][];
  onDrop(item: DragItem): void;
}

/** The display name of a dragged item. */
export function dragItemLabel(item: DragItem): string {
  return item.kind === 'column'
    ? item.column.verbose_name || item.column.column_name
    : item.metric.verbose_name || item.metric.metric_name;
}

/** Reads a drag item from dnd-kit's untyped data. */
export function asDragItem(data: unknown): DragItem | null {
  if (!data || typeof data !== 'object' || !('kind' in data)) return null;
  const kind = (data as { kind: unknown }).kind;
  return kind === 'column' || kind === 'metric' ? (data as DragItem) : null;
}

/** Reads a drop target from dnd-kit's untyped data. */
export function asDropTarget(data: unknown): DropTarget | null {
  if (!data || typeof data !== 'object' || !('accepts' in data) || !('onDrop' in data)) return null;
  return data as DropTarget;
}
