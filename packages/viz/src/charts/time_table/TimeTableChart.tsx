import { formatNumber } from '@sightline/core';
import { useMemo, useState, type CSSProperties } from 'react';
import { Sparkline } from '../_table/Sparkline.tsx';
import type { TimeTableCell, TimeTableChartProps } from './transform-props.ts';

const CELL: CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid #e0e0e0',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
};

function sortValue(cell: TimeTableCell | undefined): number {
  return cell?.kind === 'value' && cell.value !== null && Number.isFinite(cell.value)
    ? cell.value
    : -Infinity;
}

function CellView({ cell }: { cell: TimeTableCell }) {
  if (cell.kind === 'spark') {
    return (
      <Sparkline
        geometry={cell.geometry}
        titles={cell.titles}
        showYAxis={cell.showYAxis}
        formatValue={(v) => formatNumber(cell.format ?? undefined, v)}
      />
    );
  }
  if (cell.kind === 'error') return <span style={{ color: '#999' }}>{cell.text}</span>;
  return <span style={{ color: cell.color }}>{cell.text}</span>;
}

/** One row per metric (or group value) with comparison, contribution, average and sparkline columns; sortable headers. */
export function TimeTableChart(props: TimeTableChartProps) {
  const [sort, setSort] = useState<{ column: number; desc: boolean } | undefined>();
  const rows = useMemo(() => {
    if (!sort) return props.rows;
    const sign = sort.desc ? -1 : 1;
    return [...props.rows].sort(
      (a, b) => sign * (sortValue(a.cells[sort.column]) - sortValue(b.cells[sort.column])),
    );
  }, [props.rows, sort]);
  return (
    <div style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={{ ...CELL, textAlign: 'left' }}>Metric</th>
            {props.columns.map((column, i) => (
              <th
                key={column.key}
                title={column.tooltip}
                style={{ ...CELL, textAlign: 'left', cursor: 'pointer' }}
                onClick={() => setSort({ column: i, desc: sort?.column === i ? !sort.desc : true })}
              >
                {column.label}
                {sort?.column === i ? (sort.desc ? ' ▼' : ' ▲') : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <td style={CELL}>{row.href ? <a href={row.href}>{row.label}</a> : row.label}</td>
              {row.cells.map((cell, i) => (
                <td key={props.columns[i]?.key ?? i} style={CELL}>
                  <CellView cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
