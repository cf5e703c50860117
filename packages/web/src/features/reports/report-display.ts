import cronstrue from 'cronstrue';
import type { ReportState } from '@sightline/core';

/**
 * A crontab in words, as Superset's `crontab_humanized` (cron_descriptor, 24-hour clock): "At 12:00,
 * only on Monday". The API does not send it yet (docs/api.md §2.16), so the web words it; an
 * expression cronstrue cannot read stays as written.
 */
export function crontabInWords(crontab: string): string {
  try {
    return cronstrue.toString(crontab, { use24HourTimeFormat: true, verbose: false });
  } catch {
    return crontab;
  }
}

/** The list's Schedule cell: the crontab in words and the time zone, "At 00:00 (UTC)". */
export function scheduleInWords(crontab: string, timezone: string): string {
  return `${crontabInWords(crontab)} (${timezone})`;
}

/** Stored times without a zone are UTC (the metadata store keeps UTC). */
function parseUtc(value: string): Date {
  const hasZone = /(?:Z|[+-]\d\d:?\d\d)$/.test(value);
  return new Date(hasZone ? value : `${value.replace(' ', 'T')}Z`);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Superset's DATETIME_WITH_TIME_ZONE ("YYYY-MM-DD HH:mm:ssZ") in the browser's zone, or in UTC
 * (the execution log's columns say UTC); '' for none.
 */
export function formatDttm(value: string | null | undefined, isUtc = false): string {
  if (!value) return '';
  const d = parseUtc(value);
  if (Number.isNaN(d.getTime())) return value;
  const offset = isUtc ? 0 : -d.getTimezoneOffset();
  const at = new Date(d.getTime() + offset * 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}${zone}`
  );
}

/** How long a run took, as Superset's execution log shows it ("00:00:03.120"); '' while running. */
export function runDuration(start: string | null, end: string | null): string {
  if (!start || !end) return '';
  const ms = parseUtc(end).getTime() - parseUtc(start).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '';
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${String(ms % 1000).padStart(3, '0')}`;
}

/** Superset's AlertStatusIcon titles, per state, for alerts and for reports. */
export function stateTitle(state: ReportState, isReport: boolean): string {
  switch (state) {
    case 'Success':
      return isReport ? 'Report sent' : 'Alert triggered, notification sent';
    case 'Working':
      return isReport ? 'Report sending' : 'Alert running';
    case 'Error':
      return isReport ? 'Report failed' : 'Alert failed';
    case 'On Grace':
      return 'Alert Triggered, In Grace Period';
    default:
      return 'Nothing triggered';
  }
}

/** The toast of "Send test now" (202: the run is queued; its outcome lands in the execution log). */
export function sentNowText(name: string): string {
  return `Sending "${name}" now: its run will show in the execution log`;
}
