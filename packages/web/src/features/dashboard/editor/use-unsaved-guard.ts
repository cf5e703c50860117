import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved layout changes are lost: the browser's own prompt on reload or close, and a
 * blocker for in-app navigation to another page (the caller shows the confirm dialog).
 */
export function useUnsavedGuard(hasUnsavedChanges: boolean) {
  useEffect(() => {
    if (!hasUnsavedChanges) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );
}
