import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../api/auth-api.ts';
import { activeNavKey } from './nav-items.ts';

describe('navigation', () => {
  it('highlights the most specific entry for a path', () => {
    expect(activeNavKey('/sqllab/history/')).toBe('query-history');
    expect(activeNavKey('/sqllab/')).toBe('sqllab');
    expect(activeNavKey('/databaseview/list')).toBe('databases');
    expect(activeNavKey('/unknown/')).toBeUndefined();
  });

  it('follows ?next= only to paths on this site', () => {
    expect(safeNextPath('/chart/list/?page=2')).toBe('/chart/list/?page=2');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('/login/')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/%5Cevil.example')).toBe('/');
  });
});
