import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** How a list shows its rows: a grid of cards with thumbnails, or the table. */
export type ListViewMode = 'card' | 'table';

const isMode = (v: string | null): v is ListViewMode => v === 'card' || v === 'table';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The view mode of a list: `?viewMode=card|table` in the URL first (as Superset's ListView), then the
 * choice remembered in localStorage under `storageKey`, then `defaultMode`. Choosing a mode
 * remembers it (and rewrites the URL's `viewMode` when there is one, so a reload keeps it).
 */
export function useViewMode(
  storageKey: string,
  defaultMode: ListViewMode,
): [ListViewMode, (mode: ListViewMode) => void] {
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<ListViewMode>(() => {
    const fromUrl = params.get('viewMode');
    if (isMode(fromUrl)) return fromUrl;
    const remembered = stored(storageKey);
    return isMode(remembered) ? remembered : defaultMode;
  });
  const choose = (next: ListViewMode) => {
    setMode(next);
    if (params.has('viewMode'))
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('viewMode', next);
          return updated;
        },
        { replace: true },
      );
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // private mode or storage full: the choice holds for this page only
    }
  };
  return [mode, choose];
}
