import { useEffect, useState } from 'react';
import { Flex, Tag, Typography } from 'antd';
import type { DrillFilter } from '@sightline/viz';
import { fetchSamples } from '../../api/chart-data.ts';
import type { SamplesPage } from '../../api/chart-data.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { DataTable } from './DataTable.tsx';

/** Alert when the rows cannot be loaded (docs/charts.md §8, samples failure). */
export const SAMPLES_ERROR = 'Sorry, an error occurred';

export interface SamplesTableProps {
  datasource: { id: number | string; type: string };
  /** Drill-to-detail filters; none shows plain samples. */
  filters?: DrillFilter[];
  pageSize?: number;
  dataTest?: string;
  /** Height the rows scroll inside (DataTable's scrollY). */
  scrollY?: number | string;
}

/** Rows of a datasource (samples, or drill to detail with filters), one server page at a time. */
export function SamplesTable({
  datasource,
  filters = [],
  pageSize = 50,
  dataTest = 'samples-table',
  scrollY,
}: SamplesTableProps) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{
    data: SamplesPage | null;
    error: string | null;
    isLoading: boolean;
  }>({ data: null, error: null, isLoading: true });
  const filterKey = JSON.stringify(
    filters.map(({ col, op, val, grain }) => ({ col, op, val, ...(grain ? { grain } : {}) })),
  );
  const { id, type } = datasource;
  useEffect(() => setPage(1), [filterKey]);
  useEffect(() => {
    const controller = new AbortController();
    setAnswer((prev) => ({ ...prev, isLoading: true, error: null }));
    fetchSamples(
      {
        datasourceId: Number(id),
        datasourceType: type,
        page,
        perPage: pageSize,
        filters: JSON.parse(filterKey) as [],
      },
      controller.signal,
    )
      .then((data) => setAnswer({ data, error: null, isLoading: false }))
      .catch(() => {
        if (!controller.signal.aborted)
          setAnswer({ data: null, error: SAMPLES_ERROR, isLoading: false });
      });
    return () => controller.abort();
  }, [id, type, page, pageSize, filterKey]);

  const data = answer.data;
  return (
    <div>
      <Flex gap={4} wrap style={{ marginBottom: 8 }}>
        {filters.map((f) => (
          <Tag key={`${f.col}-${String(f.val)}`} data-test="drill-detail-filter">
            {f.col}: {f.formattedVal}
          </Tag>
        ))}
        {data && (
          <Typography.Text type="secondary" data-test={`${dataTest}-count`}>
            {data.total_count} rows
          </Typography.Text>
        )}
      </Flex>
      {answer.error && <ErrorAlert message={answer.error} />}
      <DataTable
        dataTest={dataTest}
        colnames={data?.colnames ?? []}
        coltypes={data?.coltypes}
        data={data?.data ?? []}
        isLoading={answer.isLoading}
        scrollY={scrollY}
        pagination={{
          current: page,
          pageSize,
          total: data?.total_count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </div>
  );
}
