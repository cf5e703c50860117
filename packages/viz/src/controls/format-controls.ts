import type { ControlSpec } from '../contract.ts';
import { NUMBER_FORMAT_CHOICES, TIME_FORMAT_CHOICES } from './choices.ts';

/** A free-form number-format select for the form-data key `name`. */
export function numberFormatControl(name: string, label = 'Number format'): ControlSpec {
  return {
    type: 'SelectControl',
    name,
    label,
    choices: NUMBER_FORMAT_CHOICES,
    isFreeForm: true,
    isRenderTrigger: true,
  };
}

/** A free-form time-format select for the form-data key `name`. */
export function timeFormatControl(name: string, label = 'Date format'): ControlSpec {
  return {
    type: 'SelectControl',
    name,
    label,
    choices: TIME_FORMAT_CHOICES,
    isFreeForm: true,
    isRenderTrigger: true,
  };
}

/** `currency_format`: `{symbol, symbolPosition}`. */
export const currencyFormatControl: ControlSpec = {
  type: 'CurrencyControl',
  name: 'currency_format',
  label: 'Currency format',
  isRenderTrigger: true,
};

/** `color_scheme`. */
export const colorSchemeControl: ControlSpec = {
  type: 'ColorSchemeControl',
  name: 'color_scheme',
  label: 'Color scheme',
  isRenderTrigger: true,
};
