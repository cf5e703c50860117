import { Checkbox } from 'antd';
import type { ControlProps } from './control-props.ts';

/** A yes/no option; the label is drawn by the checkbox itself. */
export function CheckboxControl({ control, value, onChange }: ControlProps) {
  return (
    <Checkbox
      data-test={`checkbox-${control.name}`}
      checked={value === true}
      onChange={(e) => onChange(e.target.checked)}
    >
      {control.label}
    </Checkbox>
  );
}
