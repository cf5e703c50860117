import { describe, expect, it } from 'vitest';
import { bootstrapIdentity, exploreUrlOf, parseExploreUrl } from './explore-url.ts';

describe('explore URL', () => {
  it('reads slice_id, datasource, viz_type, standalone and force', () => {
    expect(
      parseExploreUrl('/explore/', '?slice_id=4&viz_type=pie&standalone=2&force=true'),
    ).toMatchObject({
      sliceId: 4,
      vizType: 'pie',
      standalone: 2,
      force: true,
    });
    expect(parseExploreUrl('/explore/', '?datasource_id=3&datasource_type=table')).toMatchObject({
      datasourceId: 3,
      datasourceType: 'table',
      standalone: 0,
    });
  });

  it('ignores standalone values outside 0-3', () => {
    expect(parseExploreUrl('/explore/', '?standalone=7').standalone).toBe(0);
  });

  it('reads the permalink key of /superset/explore/p/<key>/', () => {
    expect(parseExploreUrl('/superset/explore/p/abc123/', '').permalinkKey).toBe('abc123');
  });

  it('round-trips form data, taking the datasource from it', () => {
    const formData = { datasource: '7__table', viz_type: 'table', slice_id: 9, metrics: ['count'] };
    const url = new URL(exploreUrlOf(formData, 1), 'http://x');
    const parsed = parseExploreUrl(url.pathname, url.search);
    expect(parsed).toMatchObject({
      formData,
      sliceId: 9,
      datasourceId: 7,
      datasourceType: 'table',
      standalone: 1,
    });
    expect(bootstrapIdentity(parsed)).toBe('s:9');
  });

  it('treats a legacy form_data={"slice_id": N} as the chart id only', () => {
    const parsed = parseExploreUrl(
      '/explore/',
      `?form_data=${encodeURIComponent('{"slice_id":5}')}`,
    );
    expect(parsed.sliceId).toBe(5);
    expect(parsed.formData).toBeUndefined();
  });
});
