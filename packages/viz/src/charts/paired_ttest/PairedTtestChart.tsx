import { useMemo, useState, type CSSProperties } from 'react';
import { pairedTTestRows, type TTestRow } from '../_ttest/paired-ttest.ts';
import type { PairedTtestChartProps, TTestMetricTable } from './transform-props.ts';

const CELL: CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid #e0e0e0',
  whiteSpace: 'nowrap',
};
const GOOD = '#2e7d32';
const BAD = '#c62828';

type SortKey = number | 'lift' | 'pValue' | 'isSignificant';

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : String(value);
}

function sortValue(row: TTestRow, key: SortKey): string | number {
  if (typeof key === 'number') return String(row.dims[key]);
  if (key === 'isSignificant') return row.isSignificant ? 1 : 0;
  return Number.isFinite(row[key]) ? row[key] : -Infinity;
}

function MetricTable({ table, props }: { table: TTestMetricTable; props: PairedTtestChartProps }) {
  const [control, setControl] = useState(0);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean } | undefined>();
  const rows = useMemo(() => {
    const computed = pairedTTestRows(table.groups, control, props.alpha).map((row, index) => ({
      row,
      index,
    }));
    if (!sort) return computed;
    const sign = sort.desc ? -1 : 1;
    return computed.sort((a, b) => {
      const x = sortValue(a.row, sort.key);
      const y = sortValue(b.row, sort.key);
      return sign * (x < y ? -1 : x > y ? 1 : 0);
    });
  }, [table, control, props.alpha, sort]);
  const header = (key: SortKey, label: string) => (
    <th
      key={String(key)}
      style={{ ...CELL, cursor: 'pointer', textAlign: 'left' }}
      onClick={() => setSort({ key, desc: sort?.key === key ? !sort.desc : false })}
    >
      {label}
      {sort?.key === key ? (sort.desc ? ' ▼' : ' ▲') : ''}
    </th>
  );
  return (
    <div style={{ marginBottom: 16 }}>
      <h3 style={{ margin: '4px 0' }}>{table.metric}</h3>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {props.groupby.map((label, i) => header(i, label))}
            {header('lift', 'Lift %')}
            {header('pValue', 'p-value')}
            {header('isSignificant', 'Significant')}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, index }) => (
            <tr
              key={index}
              onClick={() => setControl(index)}
              style={{ cursor: 'pointer', fontWeight: row.isControl ? 600 : undefined }}
            >
              {row.dims.map((value, i) => (
                <td key={i} style={CELL}>
                  {String(value)}
                </td>
              ))}
              <td
                style={{
                  ...CELL,
                  color:
                    row.isControl || !Number.isFinite(row.lift)
                      ? undefined
                      : row.lift >= 0
                        ? GOOD
                        : BAD,
                }}
              >
                {row.isControl ? 'control' : fixed(row.lift, props.liftPrecision)}
              </td>
              <td style={CELL}>
                {row.isControl ? 'control' : fixed(row.pValue, props.pValuePrecision)}
              </td>
              <td
                style={{
                  ...CELL,
                  color: row.isControl ? undefined : row.isSignificant ? GOOD : BAD,
                }}
              >
                {row.isControl ? '-' : String(row.isSignificant)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One table per metric: each group's lift and paired t-test p-value against the control row (click a row to make it the control). */
export function PairedTtestChart(props: PairedTtestChartProps) {
  return (
    <div style={{ width: props.width, height: props.height, overflow: 'auto' }}>
      {props.tables.map((table) => (
        <MetricTable key={table.metric} table={table} props={props} />
      ))}
    </div>
  );
}
