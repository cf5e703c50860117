import { Flex, Input, InputNumber, Select } from 'antd';
import { RELATIVE_UNITS } from './time-range-presets.ts';
import type { CustomEnd } from './time-range-presets.ts';

const MODES = [
  { value: 'specific', label: 'Specific date/time' },
  { value: 'relative', label: 'Relative date/time' },
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Midnight' },
];

function withMode(mode: CustomEnd['mode'], previous: CustomEnd): CustomEnd {
  if (mode === previous.mode) return previous;
  if (mode === 'specific') return { mode, date: new Date().toISOString().slice(0, 10) };
  if (mode === 'relative') return { mode, amount: 7, unit: 'day', direction: 'before' };
  return { mode };
}

/** One end (start or end) of a custom time range. */
export function CustomEndInput({
  value,
  onChange,
  testId,
}: {
  value: CustomEnd;
  onChange(end: CustomEnd): void;
  testId: string;
}) {
  return (
    <Flex gap={4} wrap data-test={testId}>
      <Select
        style={{ width: 170 }}
        value={value.mode}
        options={MODES}
        onChange={(mode: CustomEnd['mode']) => onChange(withMode(mode, value))}
      />
      {value.mode === 'specific' && (
        <Input
          style={{ width: 190 }}
          placeholder="YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS"
          value={value.date}
          onChange={(e) => onChange({ mode: 'specific', date: e.target.value.trim() })}
        />
      )}
      {value.mode === 'relative' && (
        <>
          <InputNumber
            min={0}
            style={{ width: 70 }}
            value={value.amount}
            onChange={(n) => onChange({ ...value, amount: Math.max(0, Math.round(n ?? 0)) })}
          />
          <Select
            style={{ width: 100 }}
            value={value.unit}
            options={RELATIVE_UNITS.map((u) => ({ value: u, label: `${u}s` }))}
            onChange={(unit) => onChange({ ...value, unit })}
          />
          <Select
            style={{ width: 130 }}
            value={value.direction}
            options={[
              { value: 'before', label: 'before today' },
              { value: 'after', label: 'after today' },
            ]}
            onChange={(direction) => onChange({ ...value, direction })}
          />
        </>
      )}
    </Flex>
  );
}
