import { Select } from 'antd';

export interface TriStateSelectProps {
  placeholder: string;
  dataTest: string;
  /** The labels of true and of false. */
  labels: { yes: string; no: string };
  /** true, false, or null for "either". */
  value: boolean | null;
  onChange(value: boolean | null): void;
}

/** A clearable yes / no filter: cleared means either. */
export function TriStateSelect({
  placeholder,
  dataTest,
  labels,
  value,
  onChange,
}: TriStateSelectProps) {
  return (
    <Select<string>
      allowClear
      placeholder={placeholder}
      aria-label={placeholder}
      data-test={dataTest}
      style={{ minWidth: 130 }}
      options={[
        { value: 'yes', label: labels.yes },
        { value: 'no', label: labels.no },
      ]}
      value={value === null ? undefined : value ? 'yes' : 'no'}
      onChange={(v) => onChange(v === undefined ? null : v === 'yes')}
    />
  );
}
