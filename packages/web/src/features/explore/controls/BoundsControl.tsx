import { Flex, InputNumber } from 'antd';
import type { ControlProps } from './control-props.ts';

/** `[min, max]`; an empty end stays automatic. */
export function BoundsControl({ control, value, onChange }: ControlProps) {
  const [min = null, max = null] = Array.isArray(value) ? (value as (number | null)[]) : [];
  return (
    <Flex gap={8} data-test={`bounds-${control.name}`}>
      <InputNumber
        placeholder="Min"
        value={min}
        onChange={(n) => onChange([n ?? null, max])}
        style={{ flex: 1 }}
      />
      <InputNumber
        placeholder="Max"
        value={max}
        onChange={(n) => onChange([min, n ?? null])}
        style={{ flex: 1 }}
      />
    </Flex>
  );
}
