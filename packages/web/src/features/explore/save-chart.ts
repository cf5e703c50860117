import { asApiError, errorMessage } from '../../api/api-slice.ts';

/** Spec-charts.md §8 save messages. */
export const SAVE_MESSAGES = {
  saved: (name: string) => `Chart [${name}] has been saved`,
  overwritten: (name: string) => `Chart [${name}] has been overwritten`,
  dashboardCreated: (dashboard: string, chart: string) =>
    `Dashboard [${dashboard}] just got created and chart [${chart}] was added to it`,
  addedToDashboard: (chart: string, dashboard: string) =>
    `Chart [${chart}] was added to dashboard [${dashboard}]`,
  noPermission: 'You do not have permission to edit this chart',
  unknown: 'Sorry, an unknown error occurred.',
};

/** The alert of a failed save: 403 is a permission problem, anything else names the server's message. */
export function saveErrorMessage(error: unknown): string {
  const info = asApiError(error);
  if (info?.status === 403) return SAVE_MESSAGES.noPermission;
  const message = errorMessage(error);
  return message
    ? `Sorry, there was an error saving this chart: ${message}`
    : SAVE_MESSAGES.unknown;
}
