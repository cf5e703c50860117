import { Input } from 'antd';
import type { ControlProps } from './control-props.ts';

/** Free text; the chart's validators judge it (integers, numbers ...). */
export function TextControl({ control, value, onChange }: ControlProps) {
  return (
    <Input
      data-test={`input-${control.name}`}
      aria-label={control.label}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}
