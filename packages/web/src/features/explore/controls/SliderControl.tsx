import { Slider } from 'antd';
import type { ControlProps } from './control-props.ts';

/** A number between the control's min and max. */
export function SliderControl({ control, value, onChange }: ControlProps) {
  return (
    <Slider
      data-test={`slider-${control.name}`}
      min={control.min ?? 0}
      max={control.max ?? 100}
      step={control.step ?? 1}
      value={typeof value === 'number' ? value : undefined}
      onChange={(n: number) => onChange(n)}
    />
  );
}
