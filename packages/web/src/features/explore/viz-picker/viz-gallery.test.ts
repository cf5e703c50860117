import { describe, expect, it } from 'vitest';
import type { ChartMetadata } from '@sightline/viz';
import { galleryCharts, matchScore, registeredCharts } from './viz-gallery.ts';

const chart = (name: string, extra: Partial<ChartMetadata> = {}): ChartMetadata => ({
  viz_type: name.toLowerCase().replace(/ /g, '_'),
  name,
  category: 'Evolution',
  description: '',
  tags: [],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: '',
  behaviors: [],
  ...extra,
});

describe('viz type gallery', () => {
  it('ranks featured charts +0.1 and deprecated ones -0.1', () => {
    const charts = [
      chart('Area'),
      chart('Bar', { isDeprecated: true }),
      chart('Line', { isFeatured: true }),
    ];
    expect(galleryCharts(charts, { kind: 'all' }, '').map((c) => c.name)).toEqual([
      'Line',
      'Area',
      'Bar',
    ]);
  });

  it('searches names before tags, and filters by category and featured', () => {
    const charts = [
      chart('Pie Chart', { category: 'Part of a Whole', tags: ['Circular'] }),
      chart('Circle Map', { category: 'Map' }),
    ];
    expect(galleryCharts(charts, { kind: 'all' }, 'circ').map((c) => c.name)).toEqual([
      'Circle Map',
      'Pie Chart',
    ]);
    expect(
      galleryCharts(charts, { kind: 'category', category: 'Map' }, '').map((c) => c.name),
    ).toEqual(['Circle Map']);
    expect(galleryCharts(charts, { kind: 'featured' }, '')).toEqual([]);
    expect(matchScore(charts[0]!, 'zzz')).toBe(0);
  });

  it('lists the registered charts', () => {
    expect(registeredCharts().map((c) => c.viz_type)).toContain('echarts_timeseries_bar');
  });
});
