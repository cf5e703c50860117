import { Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { GenericDataType, formatNaiveIso } from '@sightline/core';

export interface DataTableProps {
  colnames: readonly string[];
  coltypes?: readonly number[];
  data: readonly Record<string, unknown>[];
  /** Client pagination by default; pass a config for server-side pages. */
  pagination?: TablePaginationConfig | false;
  isLoading?: boolean;
  dataTest?: string;
  /** Scroll the rows inside this height (e.g. `calc(100vh - 300px)`), keeping header and pages in view. */
  scrollY?: number | string;
}

/** A cell as text: temporal epoch milliseconds as naive ISO datetimes, null as "N/A". */
export function formatCell(value: unknown, coltype: number | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  if (coltype === GenericDataType.TEMPORAL && typeof value === 'number')
    return formatNaiveIso(new Date(value)).replace('T', ' ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows of a chart data result (results, samples, drill to detail) as a table. */
export function DataTable({
  colnames,
  coltypes = [],
  data,
  pagination,
  isLoading = false,
  dataTest = 'data-table',
  scrollY,
}: DataTableProps) {
  const columns: TableColumnsType<Record<string, unknown>> = colnames.map((name, i) => ({
    key: name,
    title: name,
    ellipsis: true,
    render: (_: unknown, row: Record<string, unknown>) => formatCell(row[name], coltypes[i]),
  }));
  return (
    <Table<Record<string, unknown>>
      data-test={dataTest}
      size="small"
      columns={columns}
      dataSource={data.map((row, index) => ({ ...row, __key: index }))}
      rowKey="__key"
      loading={isLoading}
      scroll={{ x: 'max-content', ...(scrollY === undefined ? {} : { y: scrollY }) }}
      pagination={pagination ?? { pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
