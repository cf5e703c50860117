import { Flex, Select } from 'antd';
import { CATEGORICAL_SCHEMES } from '@sightline/viz';
import type { ControlProps } from './control-props.ts';

const SCHEME_LABELS: Record<string, string> = { supersetColors: 'Superset Colors', d3Category10: 'D3 Category 10' };

function Swatches({ colors }: { colors: readonly string[] }) {
  return (
    <Flex gap={2}>
      {colors.slice(0, 10).map((c) => (
        <span key={c} style={{ width: 10, height: 14, background: c, display: 'inline-block' }} />
      ))}
    </Flex>
  );
}

/** The categorical colour scheme, with its colours shown. */
export function ColorSchemeControl({ control, value, onChange }: ControlProps) {
  const options = Object.entries(CATEGORICAL_SCHEMES).map(([name, colors]) => ({
    value: name,
    label: (
      <Flex gap={8} align="center" justify="space-between">
        <span>{SCHEME_LABELS[name] ?? name}</span>
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
