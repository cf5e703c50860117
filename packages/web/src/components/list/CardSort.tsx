import { Select } from 'antd';
import type { ListPageState } from './use-list-page.ts';

/** One choice of the card view's Sort select: a sortable column key and its direction. */
export interface CardSortOption {
  label: string;
  columnKey: string;
  order: 'ascend' | 'descend';
}

/** Superset's "Sort" select of a card view (cards have no column headers to click). */
export function CardSort<Filters>({
  list,
  options,
}: {
  list: ListPageState<Filters>;
  options: CardSortOption[];
}) {
  const current = options.findIndex((o) => list.sortOrder(o.columnKey) === o.order);
  return (
    <Select
      data-test="card-sort"
      aria-label="Sort"
      placeholder="Sort"
      style={{ minWidth: 200 }}
      value={current >= 0 ? current : undefined}
      options={options.map((o, i) => ({ value: i, label: o.label }))}
      onChange={(i: number) => {
        const o = options[i];
        if (o) list.onTableChange({}, {}, { columnKey: o.columnKey, order: o.order });
      }}
    />
  );
}
