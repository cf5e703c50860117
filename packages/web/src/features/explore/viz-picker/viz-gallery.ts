import { chartRegistry, galleryRankWeight } from '@sightline/viz';
import type { ChartMetadata } from '@sightline/viz';

/** The gallery's category filter: every chart, the featured ones, or one category. */
export type GalleryFilter =
  { kind: 'all' } | { kind: 'featured' } | { kind: 'category'; category: string };

/** Metadata of every registered chart type. */
export function registeredCharts(): ChartMetadata[] {
  return Object.values(chartRegistry).map((plugin) => plugin.metadata);
}

/** The categories present among the charts, sorted. */
export function galleryCategories(charts: readonly ChartMetadata[]): string[] {
  return [...new Set(charts.map((c) => c.category))].sort();
}

/** How well a chart matches the search text: 0 = no match; name matches weigh more than tags and description. */
export function matchScore(chart: ChartMetadata, search: string): number {
  const text = search.trim().toLowerCase();
  if (!text) return 1;
  const name = chart.name.toLowerCase();
  if (name === text || chart.viz_type === text) return 4;
  if (name.startsWith(text)) return 3;
  if (name.includes(text) || chart.viz_type.includes(text)) return 2;
  if (
    chart.tags.some((tag) => tag.toLowerCase().includes(text)) ||
    chart.description.toLowerCase().includes(text)
  )
    return 1;
  return 0;
}

/**
 * The gallery's charts for a filter and search, best first: the match score plus the ranking
 * weight (featured +0.1, deprecated -0.1, docs/charts.md §3), then by name.
 */
export function galleryCharts(
  charts: readonly ChartMetadata[],
  filter: GalleryFilter,
  search: string,
): ChartMetadata[] {
  return charts
    .filter(
      (c) =>
        filter.kind === 'all' ||
        (filter.kind === 'featured' ? c.isFeatured : c.category === filter.category),
    )
    .map((chart) => ({ chart, score: matchScore(chart, search) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score + galleryRankWeight(b.chart) - (a.score + galleryRankWeight(a.chart)) ||
        a.chart.name.localeCompare(b.chart.name),
    )
    .map(({ chart }) => chart);
}
