import { describe, expect, it } from 'vitest';
import {
  formatDateEndpoint,
  formatNaiveIso,
  formatTimeRange,
  formatTimeRangeLabel,
  previewTimeRange,
} from './time-range-label.ts';
import { TimeRangeError } from './time-range-error.ts';

const NOW = new Date('2024-05-15T14:30:00Z');
const d = (iso: string): Date => new Date(`${iso}Z`);

describe('time range preview text', () => {
  it('formats naive datetimes like Python isoformat', () => {
    expect(formatNaiveIso(d('2024-05-08T00:00:00'))).toBe('2024-05-08T00:00:00');
    expect(formatNaiveIso(d('2024-05-15T14:30:00.5'))).toBe('2024-05-15T14:30:00.500000');
  });

  it('elides midnight and marks open ends', () => {
    expect(formatDateEndpoint(d('2024-05-08T00:00:00'), true)).toBe('2024-05-08');
    expect(formatDateEndpoint('2024-05-15T14:30:00')).toBe('2024-05-15T14:30:00');
    expect(formatDateEndpoint(null, true)).toBe('-∞');
    expect(formatDateEndpoint('')).toBe('∞');
  });

  it('formats resolved bounds', () => {
    expect(
      formatTimeRangeLabel({ since: d('2024-05-08T00:00:00'), until: d('2024-05-15T00:00:00') }),
    ).toBe('2024-05-08 ≤ col < 2024-05-15');
    expect(
      formatTimeRangeLabel(
        { since: d('2024-01-01T06:00:00'), until: d('2024-05-15T14:30:00') },
        'ds',
      ),
    ).toBe('2024-01-01T06:00:00 ≤ ds < 2024-05-15T14:30:00');
    expect(formatTimeRangeLabel({ since: null, until: d('2024-01-01T00:00:00') })).toBe(
      '-∞ ≤ col < 2024-01-01',
    );
    expect(formatTimeRangeLabel({ since: d('2024-01-01T00:00:00'), until: null })).toBe(
      '2024-01-01 ≤ col < ∞',
    );
    expect(formatTimeRangeLabel({ since: null, until: null })).toBe('-∞ ≤ col < ∞');
  });

  it('formats an API since : until string', () => {
    expect(formatTimeRange('2024-05-08T00:00:00 : 2024-05-15T00:00:00')).toBe(
      '2024-05-08 ≤ col < 2024-05-15',
    );
    expect(formatTimeRange(' : 2024-01-01T00:00:00', 'order_date')).toBe(
      '-∞ ≤ order_date < 2024-01-01',
    );
    expect(formatTimeRange(' : ')).toBe('-∞ ≤ col < ∞');
    expect(formatTimeRange('No filter')).toBe('No filter');
  });

  it('previews a time range string', () => {
    expect(previewTimeRange('Last week', { now: NOW })).toBe('2024-05-08 ≤ col < 2024-05-15');
    expect(
      previewTimeRange('Last week', { now: NOW, relativeEnd: 'now', columnPlaceholder: 'ts' }),
    ).toBe('2024-05-08 ≤ ts < 2024-05-15T14:30:00');
    expect(previewTimeRange('No filter', { now: NOW })).toBe('No filter');
    expect(previewTimeRange(null)).toBe('No filter');
    expect(() => previewTimeRange('foo : now', { now: NOW })).toThrow(TimeRangeError);
  });
});
