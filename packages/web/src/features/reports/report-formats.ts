import type { ReportPost } from '@sightline/core';

export type ReportFormat = NonNullable<ReportPost['report_format']>;

/** Charts whose data reads as text in a mail body (Superset's TEXT_BASED_VISUALIZATION_TYPES). */
export const TEXT_BASED_VIZ_TYPES = ['pivot_table_v2', 'table', 'paired_ttest'];

/** The labels of Superset's report modal "Message content" radios. */
export const FORMAT_LABELS: Record<ReportFormat, string> = {
  TEXT: 'Text embedded in email',
  PNG: 'Image (PNG) embedded in email',
  PDF: 'PDF attached in email',
  CSV: 'Formatted CSV attached in email',
};

/**
 * The formats a report of this object may have: a dashboard is an image or a PDF; a chart also
 * its data as CSV, and as text when it is text based (docs/api.md §4.1 `report_format`).
 */
export function allowedFormats(isChart: boolean, vizType?: string | null): ReportFormat[] {
  if (!isChart) return ['PNG', 'PDF'];
  const isText = vizType ? TEXT_BASED_VIZ_TYPES.includes(vizType) : false;
  return [...(isText ? (['TEXT'] as const) : []), 'PNG', 'PDF', 'CSV'];
}

/** Superset's default: text for text-based charts, else an image. */
export function defaultFormat(isChart: boolean, vizType?: string | null): ReportFormat {
  return allowedFormats(isChart, vizType)[0]!;
}

/** The screenshot width limits (Superset's ALERT_REPORTS_MIN/MAX_CUSTOM_SCREENSHOT_WIDTH). */
export const MIN_WIDTH = 600;
export const MAX_WIDTH = 2400;

/** Whether a format is a screenshot, so a custom width applies. */
export const isScreenshot = (format: ReportFormat) => format === 'PNG' || format === 'PDF';
