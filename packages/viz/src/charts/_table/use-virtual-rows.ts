import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** Height of one body row in px; rows are fixed-height so scrolling needs no measuring. */
export const ROW_HEIGHT = 28;

/** The window of rows to render and the spacer heights that stand for the rows above and below it. */
export interface VirtualRows {
  /** Indexes of the rows to render, in order. */
  indexes: number[];
  paddingTop: number;
  paddingBottom: number;
}

/**
 * Virtualises the body rows of an HTML table scrolled by `scrollRef`: only the rows in view (plus
 * `overscan` either side) are rendered, with spacer rows keeping the scroll height of all `count`.
 */
export function useVirtualRows(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  options: { rowHeight?: number; overscan?: number; height?: number } = {},
): VirtualRows {
  const rowHeight = options.rowHeight ?? ROW_HEIGHT;
  const fallbackHeight = options.height ?? 600;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: options.overscan ?? 10,
    initialRect: { width: 0, height: fallbackHeight },
    // A container not laid out yet (or jsdom) measures 0 px high; the chart's own height stands in.
    observeElementRect: (instance, onChange) =>
      observeElementRect(instance, (rect) =>
        onChange(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    paddingTop: first ? first.start : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - last.end : 0,
  };
}
