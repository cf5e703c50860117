// The entry `@sightline/viz/metadata`: names, categories, tags, descriptions and thumbnails of every
// registered chart type, for the pages that list charts (chart list, Home, the add-chart modal). It
// reaches only the chart folders' `metadata.ts` files: no control panel, form-data schema (zod),
// build-query, transform, component, antd or ECharts (metadata.test.ts checks), so a list page
// loads a few kilobytes instead of the registry. The table is generated from the registry
// (metadata-registry.ts), whose plugins carry the same objects.
import type { ChartMetadata } from './contract.ts';
import { chartMetadataByType } from './metadata-registry.ts';

export type { ChartBehavior, ChartCategory, ChartMetadata } from './contract.ts';
export { galleryRankWeight } from './contract.ts';

/** Every registered chart type's metadata by `viz_type`. */
export const chartMetadata: Readonly<Record<keyof typeof chartMetadataByType, ChartMetadata>> =
  chartMetadataByType;

/** The metadata of a `viz_type`, or undefined for unknown types. */
export function getChartMetadata(vizType: string): ChartMetadata | undefined {
  return Object.hasOwn(chartMetadata, vizType)
    ? chartMetadata[vizType as keyof typeof chartMetadata]
    : undefined;
}
