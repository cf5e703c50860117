import { Flex, Input, Pagination, Select } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { DataRecord, DataRecordValue } from '../../contract.ts';
import { HtmlText } from '../_table/HtmlText.tsx';
import { SpacerRow } from '../_table/SpacerRow.tsx';
import { ROW_HEIGHT, useVirtualRows } from '../_table/use-virtual-rows.ts';
import { cellBarGeometry, type TableChartProps, type TableColumn } from './transform-props.ts';

const BAR_COLORS = {
  positive: 'rgba(90,193,137,0.35)',
  negative: 'rgba(224,67,85,0.35)',
  neutral: 'rgba(0,0,0,0.12)',
};

function cellStyle(column: TableColumn, row: DataRecord): CSSProperties {
  const value = row[column.key];
  const style: CSSProperties = {
    textAlign: column.align,
    padding: '4px 8px',
    whiteSpace: 'nowrap',
    position: 'relative',
  };
  const background = column.backgroundOf(value);
  if (column.isTruncated)
    Object.assign(style, {
      maxWidth: column.width ?? 200,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    });
  if (background) style.backgroundColor = background;
  if (column.barRange && typeof value === 'number') {
    const bar = cellBarGeometry(value, column.barRange);
    const color = column.isColoredPositiveNegative
      ? bar.isNegative
        ? BAR_COLORS.negative
        : BAR_COLORS.positive
      : BAR_COLORS.neutral;
    style.backgroundImage = `linear-gradient(to right, transparent ${bar.left}%, ${color} ${bar.left}%, ${color} ${bar.left + bar.width}%, transparent ${bar.left + bar.width}%)`;
  }
  return style;
}

/** Page sizes offered when the table is paginated (0 = all rows, client pagination only). */
const PAGE_SIZES = [10, 20, 50, 100, 200, 0];

/** The page sizes offered: Superset's list, with a saved size outside it (Games' 15) in its place. */
export function pageSizeOptions(current: number, isServerPagination: boolean): number[] {
  const sizes = PAGE_SIZES.filter((n) => n > 0 || !isServerPagination);
  if (current > 0 && !sizes.includes(current)) sizes.push(current);
  return sizes.sort((a, b) => (a === 0 ? 1 : b === 0 ? -1 : a - b));
}

const EDGE_SHADOW = 'rgba(0,0,0,0.18)';

/** A shadow on a side of the scrolled table where columns are hidden (antd Table's "ping"). */
function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <div
      data-test={`table-scroll-shadow-${side}`}
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: 14,
        pointerEvents: 'none',
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${EDGE_SHADOW}, transparent)`,
      }}
    />
  );
}

/** Consecutive columns of one time-comparison group share a header cell above theirs. */
function groupSpans(columns: readonly TableColumn[]): { group?: string; span: number }[] {
  const spans: { group?: string; span: number }[] = [];
  for (const column of columns) {
    const last = spans[spans.length - 1];
    if (last && column.group !== undefined && last.group === column.group) last.span += 1;
    else spans.push({ group: column.group, span: 1 });
  }
  return spans;
}

/** `columns` in the user's drag order (`order` lists keys; columns not in it keep their place at the end). */
function orderColumns(columns: readonly TableColumn[], order: readonly string[]): TableColumn[] {
  if (order.length === 0) return [...columns];
  const rank = new Map(order.map((key, i) => [key, i]));
  return [...columns].sort(
    (a, b) => (rank.get(a.key) ?? order.length) - (rank.get(b.key) ?? order.length),
  );
}

/** Client-side header sort: nulls last, numbers numerically, everything else as text. */
function compareCells(a: DataRecordValue | undefined, b: DataRecordValue | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * A plain HTML table: formatted cells, cell bars, totals, search, header sort and pagination (server
 * or client). Body rows are virtualised, so a page of 100,000 rows renders only the rows in view.
 */
export function TableChart(props: TableChartProps) {
  const [clientPage, setClientPage] = useState(0);
  const [search, setSearch] = useState('');
  const [clientSort, setClientSort] = useState<{ key: string; desc: boolean } | undefined>();
  const [order, setOrder] = useState<string[]>([]);
  const [dragged, setDragged] = useState<string | undefined>();
  const [clientPageSize, setClientPageSize] = useState<number | undefined>();
  const pageSize = props.isServerPagination ? props.pageSize : (clientPageSize ?? props.pageSize);
  const changePageSize = (size: number) => {
    setClientPage(0);
    if (props.isServerPagination) props.onPageSizeChange?.(size);
    else setClientPageSize(size);
  };
  const columns = useMemo(() => orderColumns(props.columns, order), [props.columns, order]);
  const dropOn = (target: string) => {
    if (!dragged || dragged === target) return;
    const keys = columns.map((c) => c.key).filter((key) => key !== dragged);
    keys.splice(keys.indexOf(target), 0, dragged);
    setOrder(keys);
    setDragged(undefined);
  };
  const sortBy = props.isServerPagination ? props.sortBy : clientSort;
  const rows = useMemo(() => {
    if (props.isServerPagination) return props.data;
    const needle = search.toLowerCase();
    const found = needle
      ? props.data.filter((row) =>
          columns.some((c) => c.formatter(row[c.key]).toLowerCase().includes(needle)),
        )
      : props.data;
    if (!clientSort) return found;
    const sign = clientSort.desc ? -1 : 1;
    return [...found].sort((a, b) => sign * compareCells(a[clientSort.key], b[clientSort.key]));
  }, [props.data, props.isServerPagination, columns, search, clientSort]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const onHeaderClick = (key: string) => {
    // A first click sorts ascending, the next one flips the direction.
    const desc = sortBy?.key === key ? !sortBy.desc : false;
    if (props.isServerPagination) props.onSortChange?.(key, desc);
    else setClientSort({ key, desc });
  };
  const onSearch = (text: string) => {
    setSearch(text);
    setClientPage(0);
    if (props.isServerPagination) props.onSearchChange?.(text);
  };
  const page = props.isServerPagination ? props.currentPage : clientPage;
  const total = props.isServerPagination ? props.rowCount : rows.length;
  const pageCount = pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const visible =
    props.isServerPagination || pageSize <= 0
      ? rows
      : rows.slice(page * pageSize, (page + 1) * pageSize);
  const goTo = (next: number) =>
    props.isServerPagination ? props.onPageChange?.(next) : setClientPage(next);
  const virtual = useVirtualRows(visible.length, scrollRef, { height: props.height });

  const [edges, setEdges] = useState({ left: false, right: false });
  const updateEdges = () => {
    const el = scrollRef.current;
    if (!el) return;
    const next = {
      left: el.scrollLeft > 1,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    };
    setEdges((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  };
  // Columns wider than the cell: a shadow at the cut edge says the table scrolls sideways.
  useLayoutEffect(() => updateEdges(), [columns, visible, props.width, props.height]);
  const hasToolbar = props.includeSearch || props.pageSize > 0;

  return (
    <Flex vertical style={{ width: props.width, height: props.height }} data-test="table-chart">
      {hasToolbar && (
        <Flex justify="space-between" align="center" gap={8} style={{ padding: '2px 0 6px' }}>
          {props.pageSize > 0 ? (
            <span style={{ whiteSpace: 'nowrap' }}>
              Show{' '}
              <Select
                size="small"
                aria-label="Page size"
                data-test="table-page-size"
                value={pageSize}
                onChange={(size: number) => changePageSize(size)}
                options={pageSizeOptions(pageSize, props.isServerPagination).map((n) => ({
                  value: n,
                  label: n > 0 ? String(n) : 'All',
                }))}
                popupMatchSelectWidth={false}
              />{' '}
              entries
            </span>
          ) : (
            <span />
          )}
          {props.includeSearch && (
            <Input
              size="small"
              allowClear
              placeholder="Search"
              aria-label="Search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              style={{ maxWidth: 180 }}
            />
          )}
        </Flex>
      )}
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <div
          ref={scrollRef}
          onScroll={updateEdges}
          style={{ position: 'absolute', inset: 0, overflow: 'auto' }}
          data-test="table-scroll"
        >
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead style={{ position: 'sticky', top: 0, zIndex: 1, background: '#fff' }}>
              {columns.some((c) => c.group) && (
                <tr>
                  {groupSpans(columns).map(({ group, span }, i) => (
                    <th
                      key={i}
                      colSpan={span}
                      style={{
                        padding: '4px 8px',
                        textAlign: 'center',
                        borderBottom: group ? '1px solid #ccc' : undefined,
                      }}
                    >
                      {group ?? ''}
                    </th>
                  ))}
                </tr>
              )}
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    style={{
                      textAlign: column.align,
                      width: column.width,
                      padding: '4px 8px',
                      background: '#fff',
                    }}
                    onClick={() => onHeaderClick(column.key)}
                    draggable={props.allowRearrangeColumns}
                    onDragStart={
                      props.allowRearrangeColumns ? () => setDragged(column.key) : undefined
                    }
                    onDragOver={
                      props.allowRearrangeColumns ? (event) => event.preventDefault() : undefined
                    }
                    onDrop={props.allowRearrangeColumns ? () => dropOn(column.key) : undefined}
                  >
                    {column.label}
                    {sortBy?.key === column.key ? (sortBy.desc ? ' ▼' : ' ▲') : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <SpacerRow height={virtual.paddingTop} colSpan={columns.length} />
              {virtual.indexes
                .map((i) => ({ row: visible[i], i }))
                .map(({ row, i }) => (
                  <tr key={i} style={{ height: ROW_HEIGHT }}>
                    {columns.map((column) => {
                      const isSelected = props.selected.includes(
                        `${column.key}:${String(row[column.key])}`,
                      );
                      return (
                        <td
                          key={column.key}
                          style={{
                            ...cellStyle(column, row),
                            fontWeight: isSelected ? 600 : undefined,
                          }}
                          title={column.isTruncated ? column.formatter(row[column.key]) : undefined}
                          onClick={() => props.onCellClick?.(column.key, row[column.key])}
                          onContextMenu={
                            props.onContextMenu
                              ? (event) => {
                                  event.preventDefault();
                                  props.onContextMenu?.(
                                    event.clientX,
                                    event.clientY,
                                    row,
                                    column.key,
                                  );
                                }
                              : undefined
                          }
                        >
                          {typeof row[column.key] === 'string' ? (
                            <HtmlText
                              text={column.formatter(row[column.key])}
                              allowHtml={props.allowRenderHtml}
                            />
                          ) : (
                            column.formatter(row[column.key])
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              <SpacerRow height={virtual.paddingBottom} colSpan={columns.length} />
            </tbody>
            {props.totals && (
              <tfoot>
                <tr>
                  {columns.map((column, i) => (
                    <td
                      key={column.key}
                      style={{ textAlign: column.align, padding: '4px 8px', fontWeight: 600 }}
                    >
                      {column.isMetric
                        ? column.formatter(props.totals?.[column.key] ?? null)
                        : i === 0
                          ? 'Summary'
                          : ''}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
        {edges.left && <EdgeShadow side="left" />}
        {edges.right && <EdgeShadow side="right" />}
      </div>
      {pageCount > 1 && (
        <Pagination
          size="small"
          align="end"
          style={{ paddingTop: 6 }}
          current={page + 1}
          pageSize={Math.max(1, pageSize)}
          total={total}
          showSizeChanger={false}
          onChange={(next) => goTo(next - 1)}
        />
      )}
    </Flex>
  );
}
