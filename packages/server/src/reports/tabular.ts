import { GenericDataType } from '@sightline/core';
import { savedChartDataRequest } from '../commands/chart/saved-chart-data.ts';
import type { ChartDataResult } from '../commands/chart-data/run-chart-data.ts';
import { repos } from '../commands/repos.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { csvStream } from '../export/csv-writer.ts';
import {
  exportColumns,
  formatExportDate,
  temporalValue,
  valueText,
  type ExportColumn,
} from '../export/export-values.ts';
import type { CurrentUser } from '../security/current-user.ts';
import { ReportRunError, RUN_MESSAGES as M } from './report-errors.ts';

type Frames = ChartDataResult['frames'];

/**
 * The saved chart's data as the executor sees it, through the chart-data pipeline (Superset's
 * `GET /api/v1/chart/<id>/data/?format=...&type=post_processed`). A chart the executor cannot read
 * and a failed query are run errors with the reason.
 */
async function chartFrames(
  ctx: AppContext,
  chartId: number,
  format: 'csv' | 'json',
  executor: CurrentUser,
  signal: AbortSignal,
): Promise<Frames> {
  const failed = (e: unknown) =>
    format === 'csv' ? M.csvFailed((e as Error).message) : M.dataFrameFailed((e as Error).message);
  let request;
  try {
    request = await savedChartDataRequest(
      repos(ctx),
      chartId,
      { format, type: 'post_processed', force: 'true' },
      executor,
    );
  } catch (e) {
    if (e instanceof AppError && (e.status === 404 || e.status === 403))
      throw new ReportRunError(M.executorNoAccess('chart'), { cause: e });
    throw new ReportRunError(failed(e), { cause: e });
  }
  try {
    const result = await ctx.chartData.run(request, { user: executor, signal });
    if (result.frames.length === 0) throw new Error('the chart returned no data');
    return result.frames;
  } catch (e) {
    throw new ReportRunError(failed(e), { cause: e });
  }
}

/** Row labels that are just the row numbers (pandas' RangeIndex). */
function isRangeIndex(f: Frames[number]): boolean {
  return f.frame.rows.every((row, i) => String(row['']) === String(i));
}

function columnsOf(f: Frames[number]): ExportColumn[] {
  const verbose = Object.fromEntries([
    ...f.ds.columns.map((c) => [c.name, c.verboseName]),
    ...f.ds.metrics.map((m) => [m.name, m.verboseName]),
  ]);
  return exportColumns(f.frame.columns, f.coltypes as GenericDataType[], verbose);
}

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as string | Buffer));
  return Buffer.concat(parts);
}

/** One CSV file per query of the chart, written as the chart's CSV export writes them. */
export async function chartCsv(
  ctx: AppContext,
  chartId: number,
  executor: CurrentUser,
  signal: AbortSignal,
): Promise<Buffer[]> {
  const frames = await chartFrames(ctx, chartId, 'csv', executor, signal);
  return Promise.all(
    frames.map((f) => {
      const columns = columnsOf(f);
      // Superset writes a post-processed frame's index only when it is not 0, 1, 2 ... (a table's).
      const shown = columns[0]?.name === '' && isRangeIndex(f) ? columns.slice(1) : columns;
      return collect(csvStream([f.frame.rows], shown));
    }),
  );
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function cellText(value: unknown, column: ExportColumn): string {
  if (value === null || value === undefined) return '';
  if (column.generic === GenericDataType.TEMPORAL) {
    const date = temporalValue(value);
    if (date) return formatExportDate(date);
  }
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return valueText(value);
}

/**
 * A frame as pandas' `DataFrame.to_html(na_rep="", index=True)` writes it, which is what Superset
 * puts in a TEXT report's mail: a header row with an empty index cell, then one row per record with
 * its index (the row label of a post-processed pivot, else the row number) in a `<th>`.
 */
function htmlTable(f: Frames[number]): string {
  const columns = columnsOf(f);
  // A post-processed frame carries its row labels in a first column named '' (run-chart-data.ts).
  const labelled = columns[0]?.name === '';
  const shown = labelled ? columns.slice(1) : columns;
  const head = shown.map((c) => `      <th>${escapeHtml(c.label)}</th>`).join('\n');
  const body = f.frame.rows
    .map((row, i) => {
      const index = labelled ? cellText(row[''], columns[0]!) : String(i);
      const cells = shown.map((c) => `      <td>${escapeHtml(cellText(row[c.name], c))}</td>`);
      return ['    <tr>', `      <th>${escapeHtml(index)}</th>`, ...cells, '    </tr>'].join('\n');
    })
    .join('\n');
  return [
    '<table border="1" class="dataframe">',
    '  <thead>',
    '    <tr style="text-align: right;">',
    '      <th></th>',
    head,
    '    </tr>',
    '  </thead>',
    '  <tbody>',
    body,
    '  </tbody>',
    '</table>',
  ].join('\n');
}

/** The chart's data for a TEXT report: HTML tables for the mail body, rows for a webhook. */
export async function chartText(
  ctx: AppContext,
  chartId: number,
  executor: CurrentUser,
  signal: AbortSignal,
): Promise<{ html: string; rows: Record<string, unknown>[][] }> {
  const frames = await chartFrames(ctx, chartId, 'json', executor, signal);
  return {
    html: frames.map(htmlTable).join('\n<br>\n'),
    rows: frames.map((f) => f.frame.rows as Record<string, unknown>[]),
  };
}

export { escapeHtml };
