import { Flex, Select } from 'antd';
import type { ControlProps } from './control-props.ts';

const SYMBOLS = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CHF', 'CAD', 'AUD', 'BRL'];

type Currency = { symbol?: string | null; symbolPosition?: string | null };

/** `{symbol, symbolPosition}` of a currency format. */
export function CurrencyControl({ control, value, onChange }: ControlProps) {
  const current = (value && typeof value === 'object' ? value : {}) as Currency;
  const set = (patch: Currency) => {
    const next = { ...current, ...patch };
    onChange(next.symbol ? { symbolPosition: 'prefix', ...next } : null);
  };
  return (
    <Flex gap={8} data-test={`currency-${control.name}`}>
      <Select
        allowClear
        placeholder="Prefix or suffix"
        style={{ flex: 1 }}
        value={current.symbolPosition ?? undefined}
        options={[
          { value: 'prefix', label: 'Prefix' },
          { value: 'suffix', label: 'Suffix' },
        ]}
        onChange={(symbolPosition: string | undefined) =>
          set({ symbolPosition: symbolPosition ?? null })
        }
      />
      <Select
        allowClear
        showSearch
        placeholder="Currency"
        style={{ flex: 1 }}
        value={current.symbol ?? undefined}
        options={SYMBOLS.map((s) => ({ value: s, label: s }))}
        onChange={(symbol: string | undefined) => set({ symbol: symbol ?? null })}
      />
    </Flex>
  );
}
