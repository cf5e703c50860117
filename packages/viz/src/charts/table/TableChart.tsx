import { useMemo, useRef, useState, type CSSProperties } from 'react';
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

  return (
    <div ref={scrollRef} style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      {props.includeSearch && (
        <input
          type="search"
          placeholder="Search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      )}
      {props.pageSize > 0 && (
        <select
          aria-label="Page size"
          value={pageSize}
          onChange={(event) => changePageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.filter((n) => n > 0 || !props.isServerPagination).map((n) => (
            <option key={n} value={n}>
              {n > 0 ? n : 'All'}
            </option>
          ))}
        </select>
      )}
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
                onDragStart={props.allowRearrangeColumns ? () => setDragged(column.key) : undefined}
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
                              props.onContextMenu?.(event.clientX, event.clientY, row, column.key);
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
      {pageCount > 1 && (
        <div>
          <button type="button" disabled={page <= 0} onClick={() => goTo(page - 1)}>
            ‹
          </button>
          <span>
            {page + 1} / {pageCount}
          </span>
          <button type="button" disabled={page >= pageCount - 1} onClick={() => goTo(page + 1)}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
