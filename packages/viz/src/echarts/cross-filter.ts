import type { QueryFilter } from '@sightline/core';
import type { DataMask, DataRecordValue } from '../contract.ts';

/** Input of getCrossFilterDataMask. */
export interface CrossFilterInput {
  /** The dimension columns, one filter each. */
  groupby: readonly string[];
  /** Series (or slice) name -> its dimension values, in groupby order. */
  labelMap: Readonly<Record<string, readonly DataRecordValue[]>>;
  /** Names currently selected by this chart. */
  selectedValues: readonly string[];
  /** The clicked name. */
  value: string;
}

/**
 * The cross-filter data mask of a click (docs/chart-types.md §3.10): one `IN` filter per dimension with
 * the clicked element's value (`IS NULL` for null); clicking the selected element clears it
 * (no filters, null value).
 */
export function getCrossFilterDataMask(input: CrossFilterInput): {
  dataMask: DataMask;
  isCurrentValueSelected: boolean;
} {
  const isCurrentValueSelected = input.selectedValues.includes(input.value);
  const values = isCurrentValueSelected
    ? input.selectedValues.filter((v) => v !== input.value)
    : [input.value];
  const groupbyValues = values.map((v) => input.labelMap[v] ?? [v]);
  const filters: QueryFilter[] =
    values.length === 0
      ? []
      : input.groupby.map((col, i) => {
          const vals = groupbyValues.map((row) => row[i] ?? null);
          return vals.every((v) => v === null)
            ? { col, op: 'IS NULL' }
            : { col, op: 'IN', val: vals.filter((v) => v !== null) };
        });
  return {
    dataMask: {
      extraFormData: { filters },
      filterState: {
        label: groupbyValues.length ? groupbyValues.map((row) => row.join(', ')) : undefined,
        value: groupbyValues.length ? groupbyValues : null,
        selectedValues: values.length ? values : null,
      },
    },
    isCurrentValueSelected,
  };
}

/** The names a filter state selects (its `selectedValues`), as strings. */
export function selectedNames(
  filterState: { selectedValues?: unknown[] | null } | undefined,
): string[] {
  return (filterState?.selectedValues ?? []).map(String);
}
