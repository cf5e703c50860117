import { Radio } from 'antd';
import type { ControlProps } from './control-props.ts';

/** One of a few choices, as buttons. */
export function RadioButtonControl({ control, value, onChange }: ControlProps) {
  const choices = control.choices ?? [];
  const index = choices.findIndex(([v]) => v === value);
  return (
    <Radio.Group
      data-test={`radio-${control.name}`}
      optionType="button"
      size="small"
      value={index >= 0 ? index : undefined}
      onChange={(e) => onChange(choices[e.target.value as number]?.[0])}
      options={choices.map(([, label], i) => ({ value: i, label }))}
    />
  );
}
