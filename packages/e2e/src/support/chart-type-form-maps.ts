import type { ChartTypeCase } from './chart-type-form-data.ts';
import { drawing, ORDER_LINES, simple, sqlColumn, SUM_SALES } from './chart-type-form-fixture.ts';

/** An XYZ tile URL template without placeholders: every tile is this light grid square. */
const OFFLINE_TILE_URL =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIyNTYiIGhlaWdodD0iMjU2Ij48cmVjdCB3aWR0aD0iMjU2IiBoZWlnaHQ9IjI1NiIgZmlsbD0iI2U4ZWVmMCIvPjxwYXRoIGQ9Ik0wIDBIMjU2VjI1NiIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjYzNjZmQzIi8+PC9zdmc+';
/** The maps: the country choropleths and the tile maps. */
export const MAP_CASES: Readonly<Record<string, ChartTypeCase>> = {
  world_map: drawing('sales', {
    entity: 'country_code',
    country_fieldtype: 'cca3',
    metric: SUM_SALES,
    adhoc_filters: [],
    show_bubbles: true,
    secondary_metric: ORDER_LINES,
    max_bubble_size: '25',
  }),
  country_map: drawing('sales', {
    select_country: 'usa',
    // The examples have no subdivisions: spread US customers over a few states by a hash of their name.
    entity: sqlColumn(
      "'US-' || CASE CAST(hash(customer) % 5 AS INTEGER) WHEN 0 THEN 'CA' WHEN 1 THEN 'NY' WHEN 2 THEN 'TX' WHEN 3 THEN 'WA' ELSE 'FL' END",
      'state',
    ),
    metric: SUM_SALES,
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country_code',
        operator: '==',
        comparator: 'USA',
      },
    ],
  }),
  // The tile maps draw every tile from one inline SVG (a grid square), so the e2e needs no tile server or internet.
  mapbox: drawing('countries', {
    all_columns_x: 'longitude',
    all_columns_y: 'latitude',
    adhoc_filters: [],
    row_limit: 1000,
    clustering_radius: '60',
    point_radius: 'Auto',
    mapbox_label: [],
    tile_url: OFFLINE_TILE_URL,
  }),
  cartodiagram: drawing('countries', {
    geom_column: sqlColumn(
      `'{"type":"Point","coordinates":[' || longitude || ',' || latitude || ']}'`,
      'geom',
    ),
    selected_chart: JSON.stringify({
      viz_type: 'pie',
      params: {
        groupby: ['sub_region'],
        metric: simple('SUM', 'population'),
        adhoc_filters: [],
        row_limit: 100,
        show_legend: false,
      },
    }),
    adhoc_filters: [],
    tile_url: OFFLINE_TILE_URL,
  }),
};
