import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { exploreUrlOf, parseExploreUrl } from './explore-url.ts';
import type { ExploreUrlParams, StandaloneMode } from './explore-url.ts';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the URL in step with the form data. The first edit after a load or a run pushes a history
 * entry, later edits replace it, so back returns to the previous run's (or the opened) state; when
 * back or forward bring other form data into the URL, `onUrlFormData` loads it. The first render
 * leaves the URL alone (a permalink or slice URL stays as the user opened it); returning to a URL
 * without form data restores `openedFormData` of it.
 */
export function useExploreUrlSync(
  openedFormData: (params: ExploreUrlParams) => Record<string, unknown>,
  formData: Record<string, unknown>,
  runCount: number,
  standalone: StandaloneMode,
  onUrlFormData: (formData: Record<string, unknown>) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const written = useRef<{ formData: Record<string, unknown>; runCount: number } | null>(null);
  /** Whether the current history entry holds a loaded or run state, which edits must not overwrite. */
  const isEntryKept = useRef(true);
  /** The URL the page is navigating to, and the one it is at. */
  const target = useRef(`${location.pathname}${location.search}`);
  const committed = useRef(target.current);
  const openedRef = useRef(openedFormData);
  openedRef.current = openedFormData;
  const onUrlRef = useRef(onUrlFormData);
  onUrlRef.current = onUrlFormData;

  useEffect(() => {
    const previous = written.current;
    written.current = { formData, runCount };
    if (!previous) return;
    const isRun = previous.runCount !== runCount;
    if (sameJson(previous.formData, formData) && !isRun) return;
    const url = exploreUrlOf(formData, standalone);
    // The router lets a newer navigation interrupt one still in flight: a replace issued before a
    // pending push landed would overwrite the entry the push meant to keep, so it pushes too.
    if (target.current !== url) {
      const isPending = target.current !== committed.current;
      target.current = url;
      navigate(url, { replace: !isEntryKept.current && !isPending });
      isEntryKept.current = false;
    }
    if (isRun) isEntryKept.current = true;
  }, [formData, runCount, standalone, navigate]);

  useEffect(() => {
    committed.current = `${location.pathname}${location.search}`;
    target.current = committed.current;
    // A URL without form data (the chart or permalink as opened) stands for the bootstrap's form data.
    const params = parseExploreUrl(location.pathname, location.search);
    const fromUrl = params.formData ?? openedRef.current(params);
    const current = written.current?.formData;
    if (fromUrl && current && !sameJson(fromUrl, current)) {
      written.current = { formData: fromUrl, runCount: written.current?.runCount ?? 0 };
      isEntryKept.current = true;
      onUrlRef.current(fromUrl);
    }
  }, [location.pathname, location.search]);
}
