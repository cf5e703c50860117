import { describe, expect, it } from 'vitest';
import {
  CALENDAR_RANGES,
  COMMON_RANGES,
  CURRENT_RANGES,
  customRangeText,
  frameOf,
  parseCustomEnd,
  timeRangePreview,
} from './time-range-presets.ts';

const NOW = new Date(Date.UTC(2024, 4, 15, 10, 30, 0));

describe('time range picker preview (previewTimeRange)', () => {
  it("shows 'No filter' for the no-filter value and for none", () => {
    expect(timeRangePreview('No filter', NOW)).toEqual({ text: 'No filter', error: null });
    expect(timeRangePreview(undefined, NOW).text).toBe('No filter');
  });

  it('resolves the common presets to since ≤ col < until', () => {
    expect(timeRangePreview('Last week', NOW).text).toBe('2024-05-08 ≤ col < 2024-05-15');
    expect(timeRangePreview('Last year', NOW).text).toBe('2023-05-15 ≤ col < 2024-05-15');
  });

  it('resolves calendar and current presets', () => {
    expect(timeRangePreview('previous calendar month', NOW).text).toBe(
      '2024-04-01 ≤ col < 2024-05-01',
    );
    expect(timeRangePreview('Current quarter', NOW).text).toBe('2024-04-01 ≤ col < 2024-07-01');
  });

  it('resolves advanced ranges with open ends', () => {
    expect(timeRangePreview('2024-01-01 : 2025-01-01', NOW).text).toBe(
      '2024-01-01 ≤ col < 2025-01-01',
    );
    expect(timeRangePreview('2024-01-01 : ', NOW).text).toBe('2024-01-01 ≤ col < ∞');
  });

  it("shows the grammar's error instead of a preview", () => {
    const preview = timeRangePreview('2025-01-01 : 2024-01-01', NOW);
    expect(preview.text).toBe('');
    expect(preview.error).toBe('From date cannot be larger than to date');
  });

  it('previews every preset without error', () => {
    for (const value of [...COMMON_RANGES, ...CALENDAR_RANGES, ...CURRENT_RANGES]) {
      expect(timeRangePreview(value, NOW).error).toBeNull();
    }
  });
});

describe('time range frames and the custom form', () => {
  it('finds the frame of a value', () => {
    expect(frameOf('Last day')).toBe('Common');
    expect(frameOf('previous calendar year')).toBe('Calendar');
    expect(frameOf('Current week')).toBe('Current');
    expect(frameOf('No filter')).toBe('No filter');
    expect(frameOf('2024-01-01 : now')).toBe('Custom');
    expect(frameOf('last 3 days : next week')).toBe('Advanced');
  });

  it('writes custom ends in the grammar and reads them back', () => {
    const text = customRangeText(
      { mode: 'relative', amount: 7, unit: 'day', direction: 'before' },
      { mode: 'today' },
    );
    expect(text).toBe('DATEADD(DATETIME("today"), -7, day) : today');
    expect(timeRangePreview(text, NOW).text).toBe('2024-05-08 ≤ col < 2024-05-15');
    expect(parseCustomEnd('DATEADD(DATETIME("today"), -7, day)')).toEqual({
      mode: 'relative',
      amount: 7,
      unit: 'day',
      direction: 'before',
    });
    expect(parseCustomEnd('2024-02-01')).toEqual({ mode: 'specific', date: '2024-02-01' });
  });
});
