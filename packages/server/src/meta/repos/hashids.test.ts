import { describe, expect, it } from 'vitest';
import { Hashids } from './hashids.ts';

describe('Hashids', () => {
  it('matches the reference implementation', () => {
    const h = new Hashids('this is my salt');
    expect(h.encode(12345)).toBe('NkK9');
    expect(h.encode(1, 2, 3)).toBe('laHquq');
    expect(new Hashids().encode(1)).toBe('jR');
    expect(new Hashids().encode(1, 2, 3)).toBe('o2fXhV');
    expect(new Hashids('this is my salt', 8).encode(1)).toBe('gB0NV05e');
  });

  it('pads to the minimum length and decodes only what it encodes', () => {
    const h = new Hashids('per-install salt', 11);
    for (const n of [0, 1, 7, 1000, 2_147_483_647]) {
      const key = h.encode(n);
      expect(key.length).toBeGreaterThanOrEqual(11);
      expect(h.decode(key)).toEqual([n]);
    }
    expect(h.decode(h.encode(4, 5))).toEqual([4, 5]);
    expect(new Hashids('other salt', 11).decode(h.encode(1))).toEqual([]);
    expect(h.decode('')).toEqual([]);
    expect(h.decode('abc!')).toEqual([]);
    expect(h.encode(-1)).toBe('');
    expect(h.encode(1.5)).toBe('');
  });
});
