/**
 * Server-side entry `@sightline/viz/legacy-data`: kept apart from `@sightline/viz/query` because some
 * shapers need geography tables (country names, centroids) that the browser must only load lazily.
 */
import type { LegacyDataShaper } from './charts/_nvd3/legacy-data.ts';
import { bubbleLegacyData } from './charts/bubble/legacy-data.ts';
import { bulletLegacyData } from './charts/bullet/legacy-data.ts';
import { calHeatmapLegacyData } from './charts/cal_heatmap/legacy-data.ts';
import { chordLegacyData } from './charts/chord/legacy-data.ts';
import { compareLegacyData } from './charts/compare/legacy-data.ts';
import { countryMapLegacyData } from './charts/country_map/legacy-data.ts';
import { horizonLegacyData } from './charts/horizon/legacy-data.ts';
import { mapboxLegacyData } from './charts/mapbox/legacy-data.ts';
import { pairedTtestLegacyData } from './charts/paired_ttest/legacy-data.ts';
import { paraLegacyData } from './charts/para/legacy-data.ts';
import { partitionLegacyData } from './charts/partition/legacy-data.ts';
import { roseLegacyData } from './charts/rose/legacy-data.ts';
import { timePivotLegacyData } from './charts/time_pivot/legacy-data.ts';
import { timeTableLegacyData } from './charts/time_table/legacy-data.ts';
import { worldMapLegacyData } from './charts/world_map/legacy-data.ts';

/**
 * `/superset/explore_json/` (docs/api.md §2.4): the `data` payload each legacy viz type's Python class
 * answered (docs/chart-types.md §4), rebuilt from the chart-data results of the type's own buildQuery.
 */
export const legacyDataShapers = {
  bubble: bubbleLegacyData,
  bullet: bulletLegacyData,
  cal_heatmap: calHeatmapLegacyData,
  chord: chordLegacyData,
  compare: compareLegacyData,
  country_map: countryMapLegacyData,
  horizon: horizonLegacyData,
  mapbox: mapboxLegacyData,
  paired_ttest: pairedTtestLegacyData,
  para: paraLegacyData,
  partition: partitionLegacyData,
  rose: roseLegacyData,
  time_pivot: timePivotLegacyData,
  time_table: timeTableLegacyData,
  world_map: worldMapLegacyData,
} satisfies Record<string, LegacyDataShaper>;
export type { LegacyDataShaper, LegacyQueryResult } from './charts/_nvd3/legacy-data.ts';
