import { describe, expect, it } from 'vitest';
import {
  cellOptions,
  CellError,
  kindOfCell,
  kindOfDtype,
  mergeKinds,
  parseDateText,
  toParam,
} from './value-kinds.ts';

const o = cellOptions({});

describe('upload value kinds', () => {
  it('infers integers, floats, booleans and text as pandas reads CSV cells', () => {
    expect(['12', '-3', '+4'].map((v) => kindOfCell(v, o))).toEqual([
      'integer',
      'integer',
      'integer',
    ]);
    expect(['1.5', '.5', '1e3', '-2.'].map((v) => kindOfCell(v, o))).toEqual(
      Array(4).fill('float'),
    );
    expect(['True', 'false', 'TRUE'].map((v) => kindOfCell(v, o))).toEqual(
      Array(3).fill('boolean'),
    );
    expect(['1,5', 'abc', '12a'].map((v) => kindOfCell(v, o))).toEqual(Array(3).fill('text'));
    expect(kindOfCell('1,5', cellOptions({ decimal_character: ',' }))).toBe('float');
    expect(mergeKinds('integer', 'float')).toBe('float');
    expect(mergeKinds('integer', 'boolean')).toBe('text');
    expect(mergeKinds(null, 'boolean')).toBe('boolean');
  });

  it('maps pandas dtypes', () => {
    expect(
      ['int64', 'Int32', 'float64', 'bool', 'str', 'datetime64[ns]', 'complex'].map(kindOfDtype),
    ).toEqual(['integer', 'integer', 'float', 'boolean', 'text', 'timestamp', null]);
  });

  it('parses dates year-first, month-first, or day-first with day_first, and offsets to UTC', () => {
    expect(parseDateText('2024-03-04', false)).toBe('2024-03-04 00:00:00');
    expect(parseDateText('2024-03-04T10:20:30.5Z', false)).toBe('2024-03-04 10:20:30.500000');
    expect(parseDateText('03/04/2024', false)).toBe('2024-03-04 00:00:00');
    expect(parseDateText('03/04/2024 7:05', true)).toBe('2024-04-03 07:05:00');
    expect(parseDateText('2024-03-04 10:00+02:00', false)).toBe('2024-03-04 08:00:00');
    expect(parseDateText('2024-02-30', false)).toBeNull();
    expect(parseDateText('yesterday', false)).toBeNull();
  });

  it('turns cells into bound parameters of their column kind, or throws', () => {
    expect(toParam('NA', 'integer', o)).toBeNull();
    expect(toParam('', 'text', o)).toBeNull();
    expect(toParam('NA', 'text', cellOptions({ null_values: ['-'] }))).toBe('NA');
    expect(toParam('12345678901234567890', 'integer', o)).toBe('12345678901234567890');
    expect(toParam('True', 'boolean', o)).toBe(true);
    expect(toParam(new Date(Date.UTC(2024, 0, 2)), 'date', o)).toBe('2024-01-02');
    expect(() => toParam('x', 'float', o)).toThrow(CellError);
  });
});
