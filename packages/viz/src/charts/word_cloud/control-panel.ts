import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl } from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateInteger, validateNonEmpty } from '../../controls/validators.ts';
import { wordCloudFormDataSchema } from './form-data.ts';

/** Controls of `word_cloud`. */
export const wordCloudControlPanel = defineControlPanel(wordCloudFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'series',
        label: 'Dimension',
        description: 'The column whose values are the words.',
        validators: [validateNonEmpty],
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
        type: 'NumberControl',
        name: 'size_from',
        label: 'Minimum Font Size',
        description: 'Font size of the smallest value (px).',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'size_to',
        label: 'Maximum Font Size',
        description: 'Font size of the largest value (px).',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'rotation',
        label: 'Word Rotation',
        choices: [
          ['random', 'random'],
          ['flat', 'flat'],
          ['square', 'square'],
        ],
        isRenderTrigger: true,
      },
      colorSchemeControl,
    ],
  },
]);
