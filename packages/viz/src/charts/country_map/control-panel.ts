import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { numberFormatControl } from '../../controls/format-controls.ts';
import { adhocFiltersControl, metricControl } from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { COUNTRY_MAP_KEYS, countryMapFormDataSchema, countryMapLabel } from './form-data.ts';

/** Controls of `country_map`. */
export const countryMapControlPanel = defineControlPanel(countryMapFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'SelectControl',
        name: 'select_country',
        label: 'Country',
        description: 'Which country to plot the map for?',
        choices: COUNTRY_MAP_KEYS.map((key) => [key, countryMapLabel(key)] as const),
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'entity',
        label: 'ISO 3166-2 Codes',
        description:
          'Column containing ISO 3166-2 codes of region/province/department in your table.',
        validators: [validateNonEmpty],
      },
      metricControl,
      adhocFiltersControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      numberFormatControl('number_format'),
      {
        type: 'ColorSchemeControl',
        name: 'linear_color_scheme',
        label: 'Linear Color Scheme',
        isRenderTrigger: true,
      },
    ],
  },
]);
