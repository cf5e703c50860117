// Saved form data of one realistic chart per viz_type on the generated example tables (sales,
// daily_metrics, flows, countries), with the keys Superset saves. chart-types.e2e.ts creates each
// chart through the API and renders it; a registered type missing here fails that test.
// The cases are kept by chart family: chart-type-form-time-series.ts, -categorical.ts and -maps.ts,
// with their shared metrics and filters in chart-type-form-fixture.ts.

import { CATEGORICAL_CASES } from './chart-type-form-categorical.ts';
import { MAP_CASES } from './chart-type-form-maps.ts';
import { TIME_SERIES_CASES } from './chart-type-form-time-series.ts';

/** The generated example tables the charts are built on. */
export type ExampleTable = 'sales' | 'daily_metrics' | 'flows' | 'countries';

/** What a chart must show once rendered: a drawing, or the map types' "not configured" notice. */
export type ExpectedRender = 'drawing' | 'tiles-not-configured';

/** One chart of the table: its dataset and its form data without `datasource` and `viz_type`. */
export interface ChartTypeCase {
  table: ExampleTable;
  params: Record<string, unknown>;
  expected: ExpectedRender;
}

/** The message the tile-based map types show without a tile URL (charts/_geo/web-mercator.ts). */
export const TILES_NOT_CONFIGURED_TEXT = 'Map tiles are not configured';

/** One case per registered viz_type. */
export const CHART_TYPE_CASES: Readonly<Record<string, ChartTypeCase>> = {
  ...TIME_SERIES_CASES,
  ...CATEGORICAL_CASES,
  ...MAP_CASES,
};
