import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** How far below the window a chart counts as in view (it starts loading that much early). */
export const IN_VIEW_MARGIN_PX = 200;

/** True once the element has come near the viewport (charts load lazily, then stay loaded). */
export function useHasBeenInView(
  ref: RefObject<HTMLElement | null>,
  rootMargin = `${IN_VIEW_MARGIN_PX}px`,
): boolean {
  const [hasBeenInView, setHasBeenInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (hasBeenInView || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setHasBeenInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasBeenInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, hasBeenInView]);
  return hasBeenInView;
}
