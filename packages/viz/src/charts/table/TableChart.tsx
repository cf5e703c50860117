import { useState, type CSSProperties } from 'react';
import type { DataRecord } from '../../contract.ts';
import { cellBarGeometry, type TableChartProps, type TableColumn } from './transform-props.ts';

const BAR_COLORS = { positive: 'rgba(90,193,137,0.35)', negative: 'rgba(224,67,85,0.35)', neutral: 'rgba(0,0,0,0.12)' };

function cellStyle(column: TableColumn, row: DataRecord): CSSProperties {
  const value = row[column.key];
  const style: CSSProperties = { textAlign: column.align, padding: '4px 8px', whiteSpace: 'nowrap', position: 'relative' };
  const background = column.backgroundOf(value);
  if (background) style.backgroundColor = background;
  if (column.barRange && typeof value === 'number') {
    const bar = cellBarGeometry(value, column.barRange);
    const color = column.isColoredPositiveNegative ? (bar.isNegative ? BAR_COLORS.negative : BAR_COLORS.positive) : BAR_COLORS.neutral;
    style.backgroundImage = `linear-gradient(to right, transparent ${bar.left}%, ${color} ${bar.left}%, ${color} ${bar.left + bar.width}%, transparent ${bar.left + bar.width}%)`;
  }
  return style;
}

/** A plain HTML table: formatted cells, cell bars, totals, search and pagination (server or client). */
export function TableChart(props: TableChartProps) {
  const [clientPage, setClientPage] = useState(0);
  const [search, setSearch] = useState('');
  const { columns, pageSize } = props;
  const rows = search ? props.data.filter((row) => columns.some((c) => c.formatter(row[c.key]).toLowerCase().includes(search.toLowerCase()))) : props.data;
  const page = props.isServerPagination ? props.currentPage : clientPage;
  const total = props.isServerPagination ? props.rowCount : rows.length;
  const pageCount = pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const visible = props.isServerPagination || pageSize <= 0 ? rows : rows.slice(page * pageSize, (page + 1) * pageSize);
  const goTo = (next: number) => (props.isServerPagination ? props.onPageChange?.(next) : setClientPage(next));

  return (
    <div style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      {props.includeSearch && <input type="search" placeholder="Search" value={search} onChange={(event) => setSearch(event.target.value)} />}
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                style={{ textAlign: column.align, width: column.width, padding: '4px 8px', position: 'sticky', top: 0, background: 'inherit' }}
                onClick={() => props.onSortChange?.(column.key, !(props.sortBy?.key === column.key && props.sortBy.desc))}
              >
                {column.label}
                {props.sortBy?.key === column.key ? (props.sortBy.desc ? ' ▼' : ' ▲') : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visible.map((row, i) => (
            <tr key={i}>
              {columns.map((column) => {
                const isSelected = props.selected.includes(`${column.key}:${String(row[column.key])}`);
                return (
                  <td key={column.key} style={{ ...cellStyle(column, row), fontWeight: isSelected ? 600 : undefined }} onClick={() => props.onCellClick?.(column.key, row[column.key])}>
                    {column.formatter(row[column.key])}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {props.totals && (
          <tfoot>
            <tr>
              {columns.map((column, i) => (
                <td key={column.key} style={{ textAlign: column.align, padding: '4px 8px', fontWeight: 600 }}>
                  {column.isMetric ? column.formatter(props.totals?.[column.key] ?? null) : i === 0 ? 'Summary' : ''}
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
