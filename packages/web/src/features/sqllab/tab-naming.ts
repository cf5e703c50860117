const UNTITLED = /^Untitled Query (\d+)$/;

/** The name of a new tab: 'Untitled Query N', N one above the highest existing number (docs/dashboards.md §4). */
export function nextTabName(names: string[]): string {
  const numbers = names.flatMap((name) => {
    const m = UNTITLED.exec(name);
    return m ? [Number(m[1])] : [];
  });
  return `Untitled Query ${numbers.length > 0 ? Math.max(...numbers) + 1 : 1}`;
}

/** The tab after (or before) the active one, cycling at both ends. */
export function cycleTab(ids: string[], activeId: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const index = activeId === null ? -1 : ids.indexOf(activeId);
  if (index < 0) return ids[0] ?? null;
  return ids[(index + step + ids.length) % ids.length] ?? null;
}

/** What a keyboard event asks of the tab bar. */
export type TabShortcut = 'next' | 'previous' | 'new' | 'close' | null;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/**
 * Tab shortcuts: Ctrl+Alt (Cmd+Alt on macOS) with ] or → for the next tab, [ or ← for the previous,
 * N for a new tab and W to close. Plain Ctrl/Cmd combinations stay with the browser and the editor.
 */
export function tabShortcut(event: KeyLike): TabShortcut {
  if (!event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  switch (event.key.toLowerCase()) {
    case ']':
    case 'arrowright':
      return 'next';
    case '[':
    case 'arrowleft':
      return 'previous';
    case 'n':
      return 'new';
    case 'w':
      return 'close';
    default:
      return null;
  }
}
