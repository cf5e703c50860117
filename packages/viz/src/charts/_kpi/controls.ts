import type { ControlSpec } from '../../contract.ts';
import {
  currencyFormatControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';

const HEADER_SIZES = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
] as const;

const SMALL_TEXT_SIZES = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
  [0.4, 'Huge'],
] as const;

/** Big-number size, subtitle and metric-name controls shared by the KPI charts. */
export const kpiTextControls: readonly ControlSpec[] = [
  {
    type: 'SelectControl',
    name: 'header_font_size',
    label: 'Big number font size',
    choices: HEADER_SIZES,
    isRenderTrigger: true,
  },
  { type: 'TextControl', name: 'subtitle', label: 'Subtitle', isRenderTrigger: true },
  {
    type: 'SelectControl',
    name: 'subtitle_font_size',
    label: 'Subtitle font size',
    choices: SMALL_TEXT_SIZES,
    isRenderTrigger: true,
  },
  {
    type: 'CheckboxControl',
    name: 'show_metric_name',
    label: 'Show metric name',
    isRenderTrigger: true,
  },
  {
    type: 'SelectControl',
    name: 'metric_name_font_size',
    label: 'Metric name font size',
    choices: SMALL_TEXT_SIZES,
    isRenderTrigger: true,
    visibility: ({ formData }) => formData.show_metric_name === true,
  },
];

/** Number and date formatting controls shared by the KPI charts. */
export const kpiFormatControls: readonly ControlSpec[] = [
  numberFormatControl('y_axis_format'),
  currencyFormatControl,
  timeFormatControl('time_format'),
  {
    type: 'CheckboxControl',
    name: 'force_timestamp_formatting',
    label: 'Force date format',
    description: 'Use the date format even when the metric value is not a timestamp.',
    isRenderTrigger: true,
  },
];

/** The subheader size control of charts with a subheader (big_number). */
export const subheaderFontSizeControl: ControlSpec = {
  type: 'SelectControl',
  name: 'subheader_font_size',
  label: 'Subheader font size',
  choices: SMALL_TEXT_SIZES,
  isRenderTrigger: true,
};
