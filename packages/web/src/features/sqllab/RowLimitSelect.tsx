import { AutoComplete } from 'antd';
import { ROW_LIMIT_CHOICES } from './editor-model.ts';

/** Row limit: the spec's choices, or any positive whole number typed in. */
export function RowLimitSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (limit: number) => void;
}) {
  return (
    <AutoComplete
      data-test="sqllab-row-limit"
      style={{ width: 110 }}
      value={String(value)}
      options={ROW_LIMIT_CHOICES.map((n) => ({
        value: String(n),
        label: n.toLocaleString('en-US'),
      }))}
      onChange={(text: string) => {
        const n = Number(text);
        if (Number.isInteger(n) && n > 0) onChange(n);
      }}
      aria-label="Row limit"
    />
  );
}
