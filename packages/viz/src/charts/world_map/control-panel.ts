import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl, numberFormatControl } from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { worldMapFormDataSchema } from './form-data.ts';

const hasBubbles = ({ formData }: { formData: Record<string, unknown> }) =>
  formData.show_bubbles === true;

/** Controls of `world_map`. */
export const worldMapControlPanel = defineControlPanel(worldMapFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'entity',
        label: 'Country Column',
        validators: [validateNonEmpty],
      },
      {
        type: 'SelectControl',
        name: 'country_fieldtype',
        label: 'Country Field Type',
        description:
          'The country code standard that Superset should expect to find in the country column',
        choices: [
          ['name', 'Full name'],
          ['cioc', 'Country code (International Olympic Committee)'],
          ['cca2', 'Code ISO 3166-1 alpha-2 (cca2)'],
          ['cca3', 'Code ISO 3166-1 alpha-3 (cca3)'],
        ],
      },
      metricControl,
      adhocFiltersControl,
      rowLimitControl,
      { type: 'CheckboxControl', name: 'sort_by_metric', label: 'Sort by metric' },
    ],
  },
  {
    label: 'Options',
    controls: [
      {
        type: 'CheckboxControl',
        name: 'show_bubbles',
        label: 'Show Bubbles',
        description: 'Whether to display bubbles on top of countries',
      },
      {
        type: 'MetricControl',
        name: 'secondary_metric',
        label: 'Bubble Size',
        description: 'Metric that defines the size of the bubble',
        visibility: hasBubbles,
      },
      {
        type: 'SelectControl',
        name: 'max_bubble_size',
        label: 'Max Bubble Size',
        choices: [5, 10, 15, 25, 50, 75, 100].map((n) => [n, String(n)] as const),
        isFreeForm: true,
        isRenderTrigger: true,
        visibility: hasBubbles,
      },
      {
        type: 'ColorPickerControl',
        name: 'color_picker',
        label: 'Bubble Color',
        isRenderTrigger: true,
        visibility: hasBubbles,
      },
      {
        type: 'RadioButtonControl',
        name: 'color_by',
        label: 'Color by',
        choices: [
          ['metric', 'Metric'],
          ['country', 'Country'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'ColorSchemeControl',
        name: 'linear_color_scheme',
        label: 'Linear Color Scheme',
        isRenderTrigger: true,
        visibility: ({ formData }) => formData.color_by !== 'country',
      },
      { ...colorSchemeControl, visibility: ({ formData }) => formData.color_by === 'country' },
      numberFormatControl('y_axis_format'),
    ],
  },
]);
