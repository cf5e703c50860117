import type { ComponentType } from 'react';
import type { ControlType } from '@sightline/viz';
import { AdhocFilterControl } from './AdhocFilterControl.tsx';
import { AnnotationLayerControl } from './AnnotationLayerControl.tsx';
import { BoundsControl } from './BoundsControl.tsx';
import { CheckboxControl } from './CheckboxControl.tsx';
import { ColorPickerControl } from './ColorPickerControl.tsx';
import { ColorSchemeControl } from './ColorSchemeControl.tsx';
import { ColumnConfigControl } from './ColumnConfigControl.tsx';
import { ColumnSelectControl } from './ColumnSelectControl.tsx';
import { ConditionalFormattingControl } from './ConditionalFormattingControl.tsx';
import type { ControlProps } from './control-props.ts';
import { CurrencyControl } from './CurrencyControl.tsx';
import { MetricsControl } from './MetricsControl.tsx';
import { NumberControl } from './NumberControl.tsx';
import { RadioButtonControl } from './RadioButtonControl.tsx';
import { SelectControl } from './SelectControl.tsx';
import { SliderControl } from './SliderControl.tsx';
import { TextControl } from './TextControl.tsx';

/** The component drawing each control type of the chart contract. */
export const CONTROL_COMPONENTS: Record<ControlType, ComponentType<ControlProps>> = {
  AdhocFilterControl,
  AnnotationLayerControl,
  BoundsControl,
  CheckboxControl,
  ColorPickerControl,
  ColorSchemeControl,
  ColumnConfigControl,
  ColumnSelectControl,
  ConditionalFormattingControl,
  CurrencyControl,
  MetricControl: MetricsControl,
  MetricsControl,
  NumberControl,
  RadioButtonControl,
  SelectControl,
  SliderControl,
  TemporalColumnControl: ColumnSelectControl,
  TextControl,
  TimeGrainControl: SelectControl,
};
