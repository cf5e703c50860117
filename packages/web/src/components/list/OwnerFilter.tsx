import { Select } from 'antd';

/** An owner as the API's related-owners endpoints return it. */
export interface OwnerOption {
  value: number;
  text: string;
}

export interface OwnerFilterProps {
  dataTest: string;
  /** The related-owners request for the typed text. */
  owners: { data?: OwnerOption[]; isFetching: boolean };
  /** The typed text, for the caller's related-owners request. */
  onSearch(text: string): void;
  value: number | null;
  onChange(ownerId: number | null): void;
}

/** The "Owner" filter of a list: a clearable select of the owners the server finds for the typed text. */
export function OwnerFilter({ dataTest, owners, onSearch, value, onChange }: OwnerFilterProps) {
  return (
    <Select<number>
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      placeholder="Owner"
      aria-label="Owner"
      data-test={dataTest}
      style={{ minWidth: 180 }}
      loading={owners.isFetching}
      options={(owners.data ?? []).map((o) => ({ value: o.value, label: o.text }))}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
    />
  );
}
