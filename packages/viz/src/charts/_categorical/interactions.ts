import type { ChartHooks, DataRecordValue, DrillFilter } from '../../contract.ts';
import { getCrossFilterDataMask } from '../../echarts/cross-filter.ts';

/** Callbacks of a chart whose items are named by their group values. */
export interface CategoricalInteractions {
  /** Click on an item: toggle the cross-filter on its group values. */
  onItemClick?: (name: string) => void;
  /** Right-click on an item: drill to detail / drill by / cross-filter menu. */
  onContextMenu?: (clientX: number, clientY: number, name: string) => void;
}

/** Input of buildCategoricalInteractions. */
export interface CategoricalInteractionsInput {
  hooks?: ChartHooks;
  emitCrossFilters: boolean;
  /** Group column labels. */
  groupby: readonly string[];
  /** Item name -> its group values in groupby order. */
  labelMap: Readonly<Record<string, readonly DataRecordValue[]>>;
  selectedValues: readonly string[];
  /** Display text of a group value. */
  formatValue?: (column: string, value: DataRecordValue) => string;
}

/** Cross-filter and context-menu callbacks of items named by their group values (docs/chart-types.md §3.10). */
export function buildCategoricalInteractions(
  input: CategoricalInteractionsInput,
): CategoricalInteractions {
  const { hooks, groupby, labelMap } = input;
  const format = input.formatValue ?? ((_column: string, value: DataRecordValue) => String(value));
  const filtersOf = (name: string): DrillFilter[] =>
    groupby.map((col, i) => {
      const val = labelMap[name]?.[i] ?? null;
      return { col, op: '==', val, formattedVal: format(col, val) };
    });
  const canCrossFilter = input.emitCrossFilters && groupby.length > 0;
  const crossFilter = (name: string) =>
    getCrossFilterDataMask({ groupby, labelMap, selectedValues: input.selectedValues, value: name })
      .dataMask;
  const { setDataMask, onContextMenu } = hooks ?? {};
  return {
    onItemClick:
      setDataMask && canCrossFilter
        ? (name) => labelMap[name] && setDataMask(crossFilter(name))
        : undefined,
    onContextMenu:
      onContextMenu && groupby.length > 0
        ? (x, y, name) =>
            labelMap[name] &&
            onContextMenu(x, y, {
              drillToDetail: filtersOf(name),
              ...(canCrossFilter ? { crossFilter: crossFilter(name) } : {}),
              drillBy: { filters: filtersOf(name), groupbyFieldName: 'groupby' },
            })
        : undefined,
  };
}
