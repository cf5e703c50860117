import { Input } from 'antd';
import type { ControlProps } from './control-props.ts';

/** A number typed as text, kept as typed until it is numeric so validators can name the problem. */
export function NumberControl({ control, value, onChange }: ControlProps) {
  return (
    <Input
      data-test={`input-${control.name}`}
      aria-label={control.label}
      inputMode="decimal"
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => {
        const text = e.target.value;
        if (text.trim() === '') onChange(undefined);
        else onChange(Number.isFinite(Number(text)) ? Number(text) : text);
      }}
    />
  );
}
