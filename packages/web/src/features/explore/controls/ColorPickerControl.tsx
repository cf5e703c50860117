import { ColorPicker } from 'antd';
import type { ControlProps } from './control-props.ts';

type Rgba = { r: number; g: number; b: number; a?: number };

const isRgba = (v: unknown): v is Rgba =>
  typeof v === 'object' && v !== null && 'r' in v && 'g' in v && 'b' in v;

/** A colour saved as `{r, g, b, a}` (the default is rgba(0,122,135,1), docs/charts.md §9). */
export function ColorPickerControl({ control, value, onChange }: ControlProps) {
  const color = isRgba(value)
    ? `rgba(${value.r},${value.g},${value.b},${value.a ?? 1})`
    : typeof value === 'string'
      ? value
      : undefined;
  return (
    <ColorPicker
      data-test={`color-${control.name}`}
      value={color}
      showText
      onChangeComplete={(c) => {
        const { r, g, b, a } = c.toRgb();
        onChange({ r, g, b, a });
      }}
    />
  );
}
