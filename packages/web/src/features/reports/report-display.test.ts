import { describe, expect, it } from 'vitest';
import {
  crontabInWords,
  formatDttm,
  runDuration,
  scheduleInWords,
  stateTitle,
} from './report-display.ts';
import { allowedFormats, defaultFormat } from './report-formats.ts';

describe('report display', () => {
  it('words a crontab as Superset crontab_humanized does, with the zone', () => {
    expect(crontabInWords('0 12 * * 1')).toBe('At 12:00, only on Monday');
    expect(scheduleInWords('0 0 * * *', 'Europe/Paris')).toBe('At 00:00 (Europe/Paris)');
    expect(crontabInWords('not a cron')).toBe('not a cron');
  });

  it('formats stored UTC times in UTC and measures a run', () => {
    expect(formatDttm('2026-11-27T09:05:03', true)).toBe('2026-11-27 09:05:03+00:00');
    expect(formatDttm('2026-11-27 09:05:03.123Z', true)).toBe('2026-11-27 09:05:03+00:00');
    expect(formatDttm(null)).toBe('');
    expect(runDuration('2026-11-27T09:05:03.000', '2026-11-27T09:05:06.120')).toBe('00:00:03.120');
    expect(runDuration('2026-11-27T09:05:03', null)).toBe('');
  });

  it('titles states as Superset AlertStatusIcon', () => {
    expect(stateTitle('Success', true)).toBe('Report sent');
    expect(stateTitle('Success', false)).toBe('Alert triggered, notification sent');
    expect(stateTitle('Not triggered', false)).toBe('Nothing triggered');
  });

  it('allows the formats of the object: dashboards PNG/PDF, charts CSV too, text for text charts', () => {
    expect(allowedFormats(false)).toEqual(['PNG', 'PDF']);
    expect(allowedFormats(true, 'echarts_timeseries_bar')).toEqual(['PNG', 'PDF', 'CSV']);
    expect(allowedFormats(true, 'table')).toEqual(['TEXT', 'PNG', 'PDF', 'CSV']);
    expect(defaultFormat(true, 'pivot_table_v2')).toBe('TEXT');
    expect(defaultFormat(false)).toBe('PNG');
  });
});
