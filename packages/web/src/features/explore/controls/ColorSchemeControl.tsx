import { Flex, Select } from 'antd';
import { CATEGORICAL_SCHEME_DEFS, SEQUENTIAL_SCHEME_DEFS } from '@sightline/viz';
import type { ControlProps } from './control-props.ts';

function Swatches({ colors }: { colors: readonly string[] }) {
  return (
    <Flex gap={2}>
      {colors.slice(0, 10).map((c, i) => (
        <span
          key={`${c}-${i}`}
          style={{ width: 10, height: 14, background: c, display: 'inline-block' }}
        />
      ))}
    </Flex>
  );
}

/** The colour scheme (sequential for `linear_color_scheme`, categorical otherwise), with its colours shown. */
export function ColorSchemeControl({ control, value, onChange }: ControlProps) {
  const schemes =
    control.name === 'linear_color_scheme' ? SEQUENTIAL_SCHEME_DEFS : CATEGORICAL_SCHEME_DEFS;
  const options = schemes.map(({ id, label, colors }) => ({
    value: id,
    label: (
      <Flex gap={8} align="center" justify="space-between">
        <span>{label}</span>
        <Swatches colors={colors} />
      </Flex>
    ),
  }));
  return (
    <Select
      data-test={`select-${control.name}`}
      style={{ width: '100%' }}
      options={options}
      value={typeof value === 'string' ? value : undefined}
      onChange={(name: string) => onChange(name)}
    />
  );
}
