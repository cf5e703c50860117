import { useMemo } from 'react';
import { Empty, Flex, Modal, Statistic, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { ancestorIds, chartIdsInLayout } from '@sightline/core';
import type { Layout } from '@sightline/core';
import { adviceFor } from './advice.ts';
import type { Advice } from './advice.ts';
import { getTimingOrigin, useChartTimings } from './chart-timings.ts';
import {
  buildWaterfall,
  sharedQueries,
  slowestCharts,
  summarize,
  type LayoutChart,
  type WaterfallRow,
} from './waterfall.ts';
import { PhaseLegend, WaterfallChart, formatMs } from './WaterfallChart.tsx';

/** The layout's charts in layout order, each once, with whether it sits inside a tab. */
export function layoutCharts(layout: Layout): LayoutChart[] {
  const seen = new Set<number>();
  const out: LayoutChart[] = [];
  for (const chartId of chartIdsInLayout(layout)) {
    if (seen.has(chartId)) continue;
    seen.add(chartId);
    const component = Object.values(layout).find(
      (c) => c.type === 'CHART' && c.meta.chartId === chartId,
    )!;
    const meta = component.meta;
    out.push({
      chartId,
      name: String(meta.sliceNameOverride ?? meta.sliceName ?? `Chart ${chartId}`),
      inTab: ancestorIds(layout, component.id).some((id) => layout[id]?.type === 'TAB'),
    });
  }
  return out;
}

const SOURCE_LABELS: Record<string, string> = {
  query: 'Database',
  cache: 'Cache',
  identical: 'Shared (same query)',
  reaggregated: 'Shared (re-aggregated)',
};

type SlowRow = WaterfallRow & { advice: Advice[] };

const columns: TableProps<SlowRow>['columns'] = [
  { title: 'Chart', dataIndex: 'name', ellipsis: true, width: 200 },
  { title: 'Total', key: 'total', width: 80, render: (_, r) => formatMs(r.total) },
  {
    title: 'Queue',
    key: 'queue',
    width: 80,
    render: (_, r) => formatMs(r.durations.queue),
  },
  {
    title: 'Database',
    key: 'database',
    width: 88,
    render: (_, r) => formatMs(r.durations.database),
  },
  {
    title: 'Transfer',
    key: 'transfer',
    width: 80,
    render: (_, r) => formatMs(r.durations.transfer),
  },
  { title: 'Render', key: 'render', width: 80, render: (_, r) => formatMs(r.durations.render) },
  {
    title: 'Answered by',
    key: 'source',
    width: 110,
    render: (_, r) => {
      const source = r.timing?.source ?? (r.timing?.isCached ? 'cache' : 'query');
      return <Tag bordered={false}>{SOURCE_LABELS[source] ?? source}</Tag>;
    },
  },
  {
    title: 'Advice',
    key: 'advice',
    render: (_, r) =>
      r.advice.length ? (
        <ul style={{ margin: 0, paddingLeft: 16 }} data-test="profiler-advice">
          {r.advice.map((a) => (
            <li key={a.kind}>{a.text}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">None</Typography.Text>
      ),
  },
];

/**
 * The dashboard's profiler (editors): when each chart waited, queried, travelled and drew on one axis
 * from page start, the slowest charts with advice, and the queries the planner shared.
 */
export function PerformancePanel({ layout, onClose }: { layout: Layout; onClose(): void }) {
  const timings = useChartTimings();
  const charts = useMemo(() => layoutCharts(layout), [layout]);
  const rows = useMemo(() => buildWaterfall(charts, timings, getTimingOrigin()), [charts, timings]);
  const summary = summarize(rows);
  const shared = sharedQueries(rows);
  const names = new Map(rows.map((r) => [r.chartId, r.name]));
  const ctx = { foldPx: window.innerHeight, charts, names };
  const slowest: SlowRow[] = slowestCharts(rows).map((r) => ({ ...r, advice: adviceFor(r, ctx) }));
  const advised = rows
    .filter((r) => !slowest.some((s) => s.chartId === r.chartId))
    .map((r) => ({ row: r, advice: adviceFor(r, ctx) }))
    .filter((a) => a.advice.length);

  return (
    <Modal
      open
      title="Dashboard performance"
      width={1040}
      footer={null}
      onCancel={onClose}
      data-test="profiler-modal"
    >
      <Flex vertical gap={20} data-test="profiler-panel">
        <Flex gap={40} data-test="profiler-summary">
          <Statistic title="All charts drawn" value={formatMs(summary.allDrawnAt)} />
          <Statistic title="Charts loaded" value={`${summary.loaded} / ${summary.charts}`} />
          <Statistic title="Database queries" value={summary.databaseQueries} />
          <Statistic title="From cache" value={summary.fromCache} />
          <Statistic title="Shared" value={summary.shared} />
        </Flex>
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              Waterfall
            </Typography.Title>
            <PhaseLegend />
          </Flex>
          <WaterfallChart rows={rows} />
        </Flex>
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Slowest charts
          </Typography.Title>
          {slowest.length ? (
            <Table<SlowRow>
              data-test="profiler-slowest"
              size="small"
              rowKey="chartId"
              columns={columns}
              dataSource={slowest}
              pagination={false}
              onRow={() => ({ 'data-test': 'profiler-slowest-row' }) as object}
            />
          ) : (
            <Empty description="No chart has loaded yet" />
          )}
        </Flex>
        {advised.length > 0 && (
          <Flex vertical gap={4} data-test="profiler-other-advice">
            <Typography.Title level={5} style={{ margin: 0 }}>
              Other advice
            </Typography.Title>
            {advised.map(({ row, advice }) => (
              <Typography.Text key={row.chartId}>
                <strong>{row.name}</strong>: {advice.map((a) => a.text).join(' ')}
              </Typography.Text>
            ))}
          </Flex>
        )}
        <Flex vertical gap={4} data-test="profiler-shared">
          <Typography.Title level={5} style={{ margin: 0 }}>
            Shared queries
          </Typography.Title>
          {shared.length ? (
            shared.map((group) => (
              <Typography.Text key={group.chartIds.join(',')}>
                {group.names.join(', ')}{' '}
                <Typography.Text type="secondary">
                  ({group.source === 'reaggregated' ? 'one query, re-aggregated' : 'one query'})
                </Typography.Text>
              </Typography.Text>
            ))
          ) : (
            <Typography.Text type="secondary">
              No chart shared another chart&apos;s query on this load.
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Modal>
  );
}
