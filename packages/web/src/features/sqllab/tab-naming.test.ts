import { describe, expect, it } from 'vitest';
import { cycleTab, nextTabName, tabShortcut } from './tab-naming.ts';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {},
) => ({ key: k, ctrlKey: false, altKey: false, metaKey: false, ...mods });

describe('tab naming', () => {
  it('names a new tab one above the highest Untitled Query number', () => {
    expect(nextTabName([])).toBe('Untitled Query 1');
    expect(nextTabName(['Untitled Query 1', 'Sales', 'Untitled Query 4'])).toBe('Untitled Query 5');
    expect(nextTabName(['Untitled Query 2x', 'My query'])).toBe('Untitled Query 1');
  });

  it('cycles through tabs at both ends', () => {
    expect(cycleTab(['a', 'b', 'c'], 'c', 1)).toBe('a');
    expect(cycleTab(['a', 'b', 'c'], 'a', -1)).toBe('c');
    expect(cycleTab(['a', 'b', 'c'], 'a', 1)).toBe('b');
    expect(cycleTab([], null, 1)).toBeNull();
  });

  it('reads Ctrl+Alt and Cmd+Alt shortcuts only', () => {
    expect(tabShortcut(key(']', { ctrlKey: true, altKey: true }))).toBe('next');
    expect(tabShortcut(key('ArrowLeft', { metaKey: true, altKey: true }))).toBe('previous');
    expect(tabShortcut(key('N', { ctrlKey: true, altKey: true }))).toBe('new');
    expect(tabShortcut(key(']', { ctrlKey: true }))).toBeNull();
    expect(tabShortcut(key('x', { ctrlKey: true, altKey: true }))).toBeNull();
  });
});
