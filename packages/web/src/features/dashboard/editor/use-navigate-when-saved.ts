import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Returns a function that replaces the URL with `url` as soon as the dashboard has no unsaved changes. */
export function useNavigateWhenSaved(hasUnsavedChanges: boolean): (url: string) => void {
  const navigate = useNavigate();
  const [navigateTo, setNavigateTo] = useState<string | null>(null);
  // Runs after the render that cleared the unsaved flag, so the navigation guard lets it through.
  useEffect(() => {
    if (navigateTo === null || hasUnsavedChanges) return;
    setNavigateTo(null);
    navigate(navigateTo, { replace: true });
  }, [navigateTo, hasUnsavedChanges, navigate]);
  return setNavigateTo;
}
