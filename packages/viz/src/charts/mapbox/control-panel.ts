import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty, validateNumber } from '../../controls/validators.ts';
import { MAPBOX_AGGREGATORS, MAPBOX_COLORS, mapboxFormDataSchema } from './form-data.ts';

const same = (values: readonly (string | number)[]) => values.map((v) => [v, String(v)] as const);

/** Controls of `mapbox`. */
export const mapboxControlPanel = defineControlPanel(mapboxFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'all_columns_x',
        label: 'Longitude',
        description: 'Column containing longitude data',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'all_columns_y',
        label: 'Latitude',
        description: 'Column containing latitude data',
        validators: [validateNonEmpty],
      },
      {
        type: 'SelectControl',
        name: 'clustering_radius',
        label: 'Clustering Radius',
        description: 'The radius (in pixels) used to define a cluster. 0 turns clustering off.',
        choices: same([0, 20, 40, 60, 80, 100, 200, 500, 1000]),
        isFreeForm: true,
        isRenderTrigger: true,
      },
      rowLimitControl,
      adhocFiltersControl,
      groupbyControl,
    ],
  },
  {
    label: 'Points',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'point_radius',
        label: 'Point Radius',
        description: "'Auto' or a column holding each point's radius",
        isFreeForm: true,
      },
      {
        type: 'SelectControl',
        name: 'point_radius_unit',
        label: 'Point Radius Unit',
        choices: same(['Pixels', 'Miles', 'Kilometers']),
        isRenderTrigger: true,
      },
      {
        type: 'ColumnSelectControl',
        name: 'mapbox_label',
        label: 'Label',
        description: "The label column, or 'count' (with a group by) to count points",
        isMulti: true,
      },
      {
        type: 'SelectControl',
        name: 'pandas_aggfunc',
        label: 'Cluster label aggregator',
        choices: same(MAPBOX_AGGREGATORS),
        isRenderTrigger: true,
      },
    ],
  },
  {
    label: 'Visual Tweaks',
    controls: [
      {
        type: 'CheckboxControl',
        name: 'render_while_dragging',
        label: 'Live render',
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'mapbox_style',
        label: 'Map Style',
        choices: ['streets', 'dark', 'light', 'satellite', 'outdoors'].map(
          (s) => [`mapbox://styles/mapbox/${s}-v9`, s] as const,
        ),
        isFreeForm: true,
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'tile_url',
        label: 'Tile URL',
        description: 'An XYZ tile URL template with {z}, {x}, {y} and an optional {token}',
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'mapbox_api_key',
        label: 'Tile token',
        description: 'The access token of the tile service',
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'global_opacity',
        label: 'Opacity',
        min: 0,
        max: 1,
        step: 0.05,
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'mapbox_color',
        label: 'RGB Color',
        choices: same(MAPBOX_COLORS),
        isRenderTrigger: true,
      },
    ],
  },
  {
    label: 'Viewport',
    isExpanded: false,
    controls: [
      {
        type: 'NumberControl',
        name: 'viewport_longitude',
        label: 'Default longitude',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'viewport_latitude',
        label: 'Default latitude',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'viewport_zoom',
        label: 'Zoom',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
    ],
  },
]);
