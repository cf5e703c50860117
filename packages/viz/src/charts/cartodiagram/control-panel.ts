import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { cartodiagramFormDataSchema } from './form-data.ts';

/** Controls of `cartodiagram`. */
export const cartodiagramControlPanel = defineControlPanel(cartodiagramFormDataSchema, [
  {
    label: 'Configuration',
    controls: [
      {
        type: 'SelectControl',
        name: 'selected_chart',
        label: 'Chart',
        description: 'The saved chart (of this dataset) drawn at every location',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'geom_column',
        label: 'Geometry Column',
        description: 'The column holding GeoJSON Point geometries',
        validators: [validateNonEmpty],
      },
    ],
  },
  {
    label: 'Map Options',
    controls: [
      {
        type: 'TextControl',
        name: 'map_view',
        label: 'Map View',
        description:
          'FIT_DATA, or CUSTOM with fixedZoom, fixedLongitude and fixedLatitude; the map writes the seen view back',
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'layer_configs',
        label: 'Layers',
        description:
          'Base layers, first on top: WMS (url, layersParam, version), WFS (url, typeName, version, maxFeatures, GeoStyler style) or XYZ (url)',
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
        name: 'tile_token',
        label: 'Tile token',
        description: 'The access token of the tile service',
        isRenderTrigger: true,
      },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      {
        type: 'ColorPickerControl',
        name: 'chart_background_color',
        label: 'Background Color',
        isRenderTrigger: true,
      },
      {
        type: 'SliderControl',
        name: 'chart_background_border_radius',
        label: 'Corner Radius',
        min: 0,
        max: 100,
        step: 1,
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'chart_size',
        label: 'Chart size',
        description: 'FIXED, LINEAR or EXP size per zoom level',
        isRenderTrigger: true,
      },
    ],
  },
]);
