import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** True once the element has come near the viewport (charts load lazily, then stay loaded). */
export function useHasBeenInView(
  ref: RefObject<HTMLElement | null>,
  rootMargin = '200px',
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
