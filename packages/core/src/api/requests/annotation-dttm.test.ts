import { describe, expect, it } from 'vitest';
import { annotationDttmMs, parseAnnotationDttm } from './annotation-dttm.ts';

describe('annotation date-times', () => {
  it('reads ISO forms marshmallow accepts and stores naive UTC', () => {
    expect(parseAnnotationDttm('2024-03-05T06:07:08')).toBe('2024-03-05T06:07:08');
    expect(parseAnnotationDttm('2024-03-05 06:07')).toBe('2024-03-05T06:07:00');
    expect(parseAnnotationDttm('2024-3-5T6:07:08.25')).toBe('2024-03-05T06:07:08.250000');
    expect(parseAnnotationDttm('2024-03-05T06:07:08Z')).toBe('2024-03-05T06:07:08');
    expect(parseAnnotationDttm('2024-03-05T01:30:00+02:00')).toBe('2024-03-04T23:30:00');
    expect(parseAnnotationDttm('2024-03-05T23:30:00-0130')).toBe('2024-03-06T01:00:00');
  });

  it('refuses what is not a real date-time', () => {
    for (const bad of [
      '2024-03-05',
      '2024-02-30T00:00:00',
      '2024-03-05T24:00:00',
      'yesterday',
      '',
      '2024-03-05T00:00:00+25:00',
    ]) {
      expect(parseAnnotationDttm(bad), bad).toBeNull();
    }
  });

  it('gives epoch milliseconds of a stored time', () => {
    expect(annotationDttmMs('2024-03-05T06:07:08')).toBe(Date.UTC(2024, 2, 5, 6, 7, 8));
    expect(annotationDttmMs('2024-03-05T06:07:08.250000')).toBe(Date.UTC(2024, 2, 5, 6, 7, 8, 250));
  });
});
