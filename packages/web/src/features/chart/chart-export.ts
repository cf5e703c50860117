import type { ChartDataRequest } from '@sightline/core';
import { getChartPlugin } from '@sightline/viz';
import { downloadChartCsvExport } from '../../api/csv-export.ts';
import { postForm } from '../../api/form-post.ts';
import { withResult } from './chart-plugin.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** Row limit asked for by "full" exports; the server caps it at its export maximum. */
export const FULL_EXPORT_ROW_LIMIT = 1_000_000;

/** The export request: the chart's query context as CSV or XLSX; "full" drops the row limit and page offset. */
export function exportRequest(
  request: ChartDataRequest,
  format: ExportFormat,
  isFull = false,
): ChartDataRequest {
  const body = { ...withResult(request, 'full', format), force: false };
  if (!isFull) return body;
  return {
    ...body,
    queries: body.queries.map(({ row_offset: _offset, ...query }) => ({
      ...query,
      row_limit: FULL_EXPORT_ROW_LIMIT,
    })),
  };
}

/** The pivoted CSV export: the chart's pivot computed on the server (result_type post_processed). */
export function pivotedExportRequest(request: ChartDataRequest): ChartDataRequest {
  return { ...withResult(request, 'post_processed', 'csv'), force: false };
}

/** True when the request's chart type declares the pivoted CSV export (`metadata.supportsPivotedCsv`). */
export function offersPivotedCsv(request: ChartDataRequest | null): boolean {
  const vizType = request?.form_data?.viz_type;
  return (
    typeof vizType === 'string' && getChartPlugin(vizType)?.metadata.supportsPivotedCsv === true
  );
}

/** Downloads the pivot a pivot table shows, as CSV ("Export to pivoted .CSV"). */
export function exportPivotedCsv(request: ChartDataRequest): void {
  postForm('/api/v1/chart/data', { form_data: JSON.stringify(pivotedExportRequest(request)) });
}

/**
 * Downloads the chart's data as CSV or XLSX: a form post of the query context (field `form_data`)
 * to /api/v1/chart/data, answered with Content-Disposition: attachment (docs/api.md §2.3).
 */
export function exportChartData(
  request: ChartDataRequest,
  format: ExportFormat,
  isFull = false,
): void {
  postForm('/api/v1/chart/data', {
    form_data: JSON.stringify(exportRequest(request, format, isFull)),
  });
}

/**
 * The chart menu's CSV export: a large one in async mode runs as a job (`onQueued`, then the file
 * downloads when ready); otherwise the form post of {@link exportChartData}.
 */
export async function exportChartCsv(
  request: ChartDataRequest,
  isFull: boolean,
  onQueued: () => void,
): Promise<void> {
  await downloadChartCsvExport(
    exportRequest(request, 'csv', isFull),
    () => exportChartData(request, 'csv', isFull),
    onQueued,
  );
}

/** The mailto: link sharing a chart permalink. */
export function shareByEmailHref(sliceName: string | undefined, url: string): string {
  const subject = `Sightline Chart: ${sliceName || 'Untitled chart'}`;
  return `mailto:?Subject=${encodeURIComponent(subject)}&Body=${encodeURIComponent(`Check out this chart: ${url}`)}`;
}

/**
 * A PNG of a rendered canvas chart: every canvas layer of the box drawn on a white background.
 * Null when the chart draws no canvas (tables, SVG), which cannot be exported this way.
 */
export function chartImageDataUrl(box: HTMLElement): string | null {
  const canvases = Array.from(box.querySelectorAll('canvas'));
  if (canvases.length === 0) return null;
  const first = canvases[0]!;
  const out = document.createElement('canvas');
  out.width = first.width;
  out.height = first.height;
  const context = out.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, out.width, out.height);
  for (const canvas of canvases) context.drawImage(canvas, 0, 0);
  return out.toDataURL('image/png');
}

/**
 * A PNG of any rendered chart: canvas charts are composed from their layers (exact pixels); DOM and
 * SVG charts (tables, big numbers, word clouds) are rasterised with html-to-image, as Superset does
 * with dom-to-image. Null when nothing could be drawn.
 */
export async function anyChartImageDataUrl(box: HTMLElement): Promise<string | null> {
  const fromCanvas = chartImageDataUrl(box);
  if (fromCanvas) return fromCanvas;
  try {
    const { toPng } = await import('html-to-image');
    return await toPng(box, { backgroundColor: '#ffffff', cacheBust: true });
  } catch {
    return null;
  }
}

/** Saves a data URL as a file through a temporary link. */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A file name from a chart name and the current time: "sales_by_region-20240501-101500.png". */
export function imageFileName(sliceName: string | undefined, now = new Date()): string {
  const base = (sliceName || 'chart')
    .trim()
    .replace(/[^\w-]+/g, '_')
    .toLowerCase();
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${base}-${stamp}.png`;
}
