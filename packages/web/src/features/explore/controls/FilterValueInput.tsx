import { AutoComplete, Select } from 'antd';
import { GenericDataType } from '@sightline/core';
import { datasourceId } from '../../../api/explore-api.ts';
import type { DatasourceColumn, ExploreDatasource } from '../../../api/explore-api.ts';
import { useGetColumnValuesQuery } from '../../../api/explore-api.ts';
import { TimeRangePicker } from './TimeRangePicker.tsx';
import type { ValueInputKind } from './filter-operators.ts';

export interface FilterValueInputProps {
  kind: ValueInputKind;
  column: DatasourceColumn | undefined;
  datasource: ExploreDatasource;
  value: unknown;
  onChange(value: unknown): void;
}

/** Typed text as a filter value: numbers for numeric columns. */
export function coerceFilterValue(
  text: string,
  column: DatasourceColumn | undefined,
): string | number {
  const trimmed = text.trim();
  if (
    column?.type_generic === GenericDataType.NUMERIC &&
    trimmed !== '' &&
    Number.isFinite(Number(trimmed))
  )
    return Number(trimmed);
  return text;
}

/** The value input an operator needs: none, a list (IN, NOT IN), a time range, or one value. */
export function FilterValueInput({
  kind,
  column,
  datasource,
  value,
  onChange,
}: FilterValueInputProps) {
  const datasetId = datasourceId(datasource);
  const canFetchValues = Boolean(
    column && datasetId !== undefined && (kind === 'multi' || kind === 'single'),
  );
  const { data: values = [] } = useGetColumnValuesQuery(
    {
      datasourceType: datasource.type,
      datasourceId: Number(datasetId),
      column: column?.column_name ?? '',
    },
    { skip: !canFetchValues },
  );
  const options = values
    .filter((v) => v !== null)
    .map((v) => ({ value: String(v), label: String(v) }));

  if (kind === 'none') return null;
  if (kind === 'time_range')
    return (
      <TimeRangePicker value={typeof value === 'string' ? value : undefined} onChange={onChange} />
    );
  if (kind === 'multi') {
    const list = Array.isArray(value)
      ? value
      : value === undefined || value === null || value === ''
        ? []
        : [value];
    return (
      <Select
        mode="tags"
        data-test="filter-value-multi"
        style={{ width: '100%' }}
        placeholder="Select or type values"
        options={options}
        value={list.map(String)}
        onChange={(texts: string[]) => onChange(texts.map((t) => coerceFilterValue(t, column)))}
      />
    );
  }
  return (
    <AutoComplete
      data-test="filter-value-single"
      style={{ width: '100%' }}
      placeholder="Type or select a value"
      options={options}
      value={value === undefined || value === null ? '' : String(value)}
      filterOption={(input, option) =>
        String(option?.value ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onChange={(text: string) =>
        onChange(text === '' ? undefined : coerceFilterValue(text, column))
      }
    />
  );
}
