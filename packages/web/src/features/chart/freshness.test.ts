import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '@sightline/viz';
import { freshnessText, timeAgo } from './freshness.ts';

const result = (extra: Partial<ChartDataResult>): ChartDataResult => ({
  data: [],
  colnames: [],
  coltypes: [],
  rowcount: 0,
  ...extra,
});

describe('chart freshness', () => {
  const now = Date.parse('2026-11-27T14:10:00Z');

  it('names the age of a cached answer by its cache time', () => {
    const text = freshnessText(
      [result({ is_cached: true, cached_dttm: '2026-11-27T14:05:00' })],
      now - 1000,
      now,
    );
    expect(text).toMatch(/^Data from 27 Nov 2026, \d\d:\d\d, cached 5 minutes ago$/);
  });

  it('takes the oldest cached query of a multi-query chart', () => {
    const text = freshnessText(
      [
        result({ is_cached: true, cached_dttm: '2026-11-27T14:05:00' }),
        result({ is_cached: true, cached_dttm: '2026-11-27T12:10:00' }),
      ],
      now,
      now,
    );
    expect(text).toContain('cached 2 hours ago');
  });

  it('says fetched when the query ran, and nothing before an answer', () => {
    expect(freshnessText([result({ is_cached: null })], now - 3000, now)).toContain(
      'fetched a few seconds ago',
    );
    expect(freshnessText(null, null, now)).toBeNull();
    expect(timeAgo(now - 3 * 86_400_000, now)).toBe('3 days ago');
    expect(timeAgo(now - 60_000, now)).toBe('1 minute ago');
  });
});
