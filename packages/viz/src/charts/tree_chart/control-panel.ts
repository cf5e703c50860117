import { roamControl } from '../../controls/roam-control.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { adhocFiltersControl, rowLimitControl } from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { TREE_LABEL_POSITIONS, TREE_SYMBOLS, treeChartFormDataSchema } from './form-data.ts';

const positions = TREE_LABEL_POSITIONS.map((p) => [p, p[0].toUpperCase() + p.slice(1)] as const);

/** Controls of `tree_chart`. */
export const treeChartControlPanel = defineControlPanel(treeChartFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'id',
        label: 'Id',
        description: 'Name of the id column.',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'parent',
        label: 'Parent',
        description: 'Name of the column containing the id of the parent node.',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'name',
        label: 'Name',
        description: 'Optional name of the data column.',
      },
      {
        type: 'TextControl',
        name: 'root_node_id',
        label: 'Root node id',
        description: 'Id of the root node of the tree (empty: chosen automatically).',
      },
      {
        type: 'MetricControl',
        name: 'metric',
        label: 'Metric',
        description: 'Metric shown in the tooltip.',
      },
      adhocFiltersControl,
      rowLimitControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      {
        type: 'RadioButtonControl',
        name: 'layout',
        label: 'Tree layout',
        choices: [
          ['orthogonal', 'Orthogonal'],
          ['radial', 'Radial'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'RadioButtonControl',
        name: 'orient',
        label: 'Tree orientation',
        choices: [
          ['LR', 'Left to Right'],
          ['RL', 'Right to Left'],
          ['TB', 'Top to Bottom'],
          ['BT', 'Bottom to Top'],
        ],
        isRenderTrigger: true,
        visibility: ({ formData }) => formData.layout !== 'radial',
      },
      {
        type: 'RadioButtonControl',
        name: 'node_label_position',
        label: 'Node label position',
        choices: positions,
        isRenderTrigger: true,
      },
      {
        type: 'RadioButtonControl',
        name: 'child_label_position',
        label: 'Child label position',
        description: 'Position of child node label on tree.',
        choices: positions,
        isRenderTrigger: true,
      },
      {
        type: 'RadioButtonControl',
        name: 'emphasis',
        label: 'Emphasis',
        description: 'Which relatives to highlight on hover.',
        choices: [
          ['ancestor', 'Ancestor'],
          ['descendant', 'Descendant'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'symbol',
        label: 'Symbol',
        choices: TREE_SYMBOLS.map((s) => [s, s] as const),
        isRenderTrigger: true,
      },
      {
        type: 'SliderControl',
        name: 'symbolSize',
        label: 'Symbol size',
        min: 5,
        max: 30,
        step: 2,
        isRenderTrigger: true,
      },
      roamControl,
    ],
  },
]);
