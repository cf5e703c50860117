import { useEffect } from 'react';

/** Scrolls to the permalink's anchor, else the URL's hash, else the focused chart, once the grid has had time to lay out. */
export function useScrollToAnchor(anchor: string | undefined, focusedChart: number | null): void {
  useEffect(() => {
    const hash = window.location.hash ? decodeURIComponent(window.location.hash.slice(1)) : null;
    const target = anchor ?? hash ?? (focusedChart ? `chart-${focusedChart}` : null);
    if (!target) return undefined;
    const timer = setTimeout(
      () => document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      300,
    );
    return () => clearTimeout(timer);
  }, [anchor, focusedChart]);
}
