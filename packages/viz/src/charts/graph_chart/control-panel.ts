import { roamControl } from '../../controls/roam-control.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl } from '../../controls/format-controls.ts';
import { legendControls } from '../../controls/legend-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty, validateNumber } from '../../controls/validators.ts';
import type { ControlSpec } from '../../contract.ts';
import { graphChartFormDataSchema } from './form-data.ts';

const isForce: ControlSpec['visibility'] = ({ formData }) => formData.layout !== 'circular';
const slider = (
  name: string,
  label: string,
  min: number,
  max: number,
  step: number,
  description: string,
): ControlSpec => ({
  type: 'SliderControl',
  name,
  label,
  min,
  max,
  step,
  description,
  isRenderTrigger: true,
  visibility: isForce,
});

/** Controls of `graph_chart`. */
export const graphChartControlPanel = defineControlPanel(graphChartFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'source',
        label: 'Source',
        description: 'Name of the source nodes.',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'target',
        label: 'Target',
        description: 'Name of the target nodes.',
        validators: [validateNonEmpty],
      },
      metricControl,
      {
        type: 'ColumnSelectControl',
        name: 'source_category',
        label: 'Source category',
        description: 'Category of source nodes; colours and legend.',
      },
      {
        type: 'ColumnSelectControl',
        name: 'target_category',
        label: 'Target category',
        description: 'Category of target nodes; colours and legend.',
      },
      adhocFiltersControl,
      rowLimitControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      ...legendControls,
      {
        type: 'RadioButtonControl',
        name: 'layout',
        label: 'Graph layout',
        choices: [
          ['force', 'Force'],
          ['circular', 'Circular'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'RadioButtonControl',
        name: 'edgeSymbol',
        label: 'Edge symbols',
        choices: [
          ['none,none', 'None'],
          ['none,arrow', 'Arrow'],
          ['circle,arrow', 'Circle and arrow'],
          ['circle,circle', 'Circles'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'draggable',
        label: 'Enable node dragging',
        isRenderTrigger: true,
        visibility: isForce,
      },
      roamControl,
      {
        type: 'SelectControl',
        name: 'selectedMode',
        label: 'Node select mode',
        choices: [
          [false, 'Disabled'],
          ['single', 'Single'],
          ['multiple', 'Multiple'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'showSymbolThreshold',
        label: 'Label threshold',
        description: 'Minimum value for a node to show its label (0 = all).',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'baseNodeSize',
        label: 'Node size',
        description: 'Median node size; the largest node is 4 times the smallest.',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'baseEdgeWidth',
        label: 'Edge width',
        description: 'Median edge width; the thickest edge is 4 times the thinnest.',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      slider('edgeLength', 'Edge length', 100, 1000, 50, 'Edge length between nodes.'),
      slider('gravity', 'Gravity', 0.1, 1, 0.1, 'Strength to pull the graph toward the centre.'),
      slider('repulsion', 'Repulsion', 100, 3000, 50, 'Repulsion strength between nodes.'),
      slider('friction', 'Friction', 0.1, 1, 0.1, 'Friction between nodes.'),
    ],
  },
]);
