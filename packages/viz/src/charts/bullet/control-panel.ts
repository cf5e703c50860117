import type { ControlSpec } from '../../contract.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { adhocFiltersControl, metricControl } from '../../controls/query-controls.ts';
import { bulletFormDataSchema } from './form-data.ts';

const text = (name: string, label: string, description: string): ControlSpec => ({
  type: 'TextControl',
  name,
  label,
  description,
  isRenderTrigger: true,
});

/** Controls of the legacy `bullet` (the saved nvd3 keys). */
export const bulletControlPanel = defineControlPanel(bulletFormDataSchema, [
  { label: 'Query', controls: [metricControl, adhocFiltersControl] },
  {
    label: 'Chart Options',
    controls: [
      text('ranges', 'Ranges', 'Ranges to highlight with shading'),
      text('range_labels', 'Range labels', 'Labels for the ranges'),
      text('markers', 'Markers', 'List of values to mark with triangles'),
      text('marker_labels', 'Marker labels', 'Labels for the markers'),
      text('marker_lines', 'Marker lines', 'List of values to mark with lines'),
      text('marker_line_labels', 'Marker line labels', 'Labels for the marker lines'),
    ],
  },
]);
