import { useEffect, useState, type RefObject } from 'react';

/** Value columns above which only those in view are rendered (rows are always virtualised). */
export const MANY_COLUMNS = 100;
/** Width of a value column in px when columns are virtualised (fixed, so they can be skipped). */
export const COLUMN_WIDTH = 120;
/** Columns rendered beyond each edge of the view. */
const OVERSCAN = 2;

/** The value columns to render, [start, end), and the widths standing for the ones skipped. */
export interface ColumnWindow {
  start: number;
  end: number;
  before: number;
  after: number;
}

/**
 * The window of `count` value columns seen through a `viewWidth` px wide box scrolled to
 * `scrollLeft`, or null when all columns are rendered. The row headers' width is not known, so the
 * window reaches one view width further left than the scroll position (headers up to that wide).
 */
export function columnWindow(count: number, scrollLeft: number, viewWidth: number) {
  if (count <= MANY_COLUMNS) return null;
  const start = Math.max(0, Math.floor((scrollLeft - viewWidth) / COLUMN_WIDTH) - OVERSCAN);
  const end = Math.min(count, Math.ceil((scrollLeft + viewWidth) / COLUMN_WIDTH) + OVERSCAN);
  return {
    start,
    end,
    before: start * COLUMN_WIDTH,
    after: (count - end) * COLUMN_WIDTH,
  } satisfies ColumnWindow;
}

/** columnWindow following the horizontal scroll of `scrollRef` (once per frame). */
export function useVirtualColumns(
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  viewWidth: number,
): ColumnWindow | null {
  const [scrollLeft, setScrollLeft] = useState(0);
  const isVirtual = count > MANY_COLUMNS;
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !isVirtual) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollLeft(element.scrollLeft));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [scrollRef, isVirtual]);
  return columnWindow(count, scrollLeft, viewWidth);
}
