import { Select } from 'antd';

export interface OptionFilterProps<Value extends string | number> {
  placeholder: string;
  dataTest: string;
  options: { value: Value; label: string }[];
  /** The options are still loading. */
  isLoading?: boolean;
  /** The chosen option, or null for all. */
  value: Value | null;
  onChange(value: Value | null): void;
}

/** A clearable list filter choosing one of known options (a database, a status), searchable by label. */
export function OptionFilter<Value extends string | number>({
  placeholder,
  dataTest,
  options,
  isLoading,
  value,
  onChange,
}: OptionFilterProps<Value>) {
  return (
    <Select<Value>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      aria-label={placeholder}
      data-test={dataTest}
      style={{ minWidth: 200 }}
      loading={isLoading}
      options={options}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
    />
  );
}
