import { conditionalFormattingControl } from '../../controls/conditional-formatting.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { adhocFiltersControl, metricControl } from '../../controls/query-controls.ts';
import { kpiFormatControls, kpiTextControls } from '../_kpi/controls.ts';
import { bigNumberTotalFormDataSchema } from './form-data.ts';

/** Controls of `big_number_total`. */
export const bigNumberTotalControlPanel = defineControlPanel(bigNumberTotalFormDataSchema, [
  { label: 'Query', controls: [metricControl, adhocFiltersControl] },
  { label: 'Display settings', controls: kpiTextControls },
  { label: 'Number formatting', controls: kpiFormatControls },
  { label: 'Conditional formatting', isExpanded: false, controls: [conditionalFormattingControl] },
]);
