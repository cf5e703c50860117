import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng, inkStats, isBlank, pdfFromPngs } from '../../src/screenshots/index.ts';

/** A PNG (8-bit RGB, every row with filter `filter`) of `pixel(x, y)`, written by hand. */
function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
  filter = 0,
): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(filter);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      // Filter 1 (Sub) stores the difference to the pixel on the left.
      const [lr, lg, lb] = filter === 1 && x > 0 ? pixel(x - 1, y) : [0, 0, 0];
      rows.push((r - lr) & 0xff, (g - lg) & 0xff, (b - lb) & 0xff);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const white = (): [number, number, number] => [255, 255, 255];
/** A white image with a coloured bar in its left quarter, as a chart would draw. */
const bar = (x: number, y: number): [number, number, number] =>
  x < 20 && y > 10 ? [30 + y, 120, 200 - x] : [255, 255, 255];

describe('PNG checks of a render', () => {
  it('decodes rows of any filter and counts what is not background', () => {
    for (const filter of [0, 1]) {
      const img = decodePng(encodePng(80, 60, bar, filter));
      expect([img.width, img.height, img.channels]).toEqual([80, 60, 3]);
      expect([...img.pixels.subarray((30 * 80 + 5) * 3, (30 * 80 + 5) * 3 + 3)]).toEqual([
        60, 120, 195,
      ]);
      const stats = inkStats(img);
      expect(stats.inkShare).toBeCloseTo((20 * 49) / (80 * 60), 5);
      expect(isBlank(stats)).toBe(false);
    }
  });

  it('calls a one-colour image blank, and one with a few stray pixels too', () => {
    expect(isBlank(inkStats(decodePng(encodePng(200, 100, white))))).toBe(true);
    const speck = (x: number, y: number): [number, number, number] =>
      x === 3 && y === 3 ? [0, 0, 0] : [245, 245, 245];
    expect(isBlank(inkStats(decodePng(encodePng(200, 100, speck))))).toBe(true);
  });

  it('refuses what is not a PNG', () => {
    expect(() => decodePng(Buffer.from('<html>Forbidden</html>'))).toThrow(/not a PNG/);
  });
});

describe('PDF from screenshots', () => {
  it('writes one page per image, each the image size in points, with a valid xref', () => {
    const pdf = pdfFromPngs([encodePng(80, 60, bar), encodePng(40, 100, bar)]).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    expect(pdf).toContain('/MediaBox [0 0 60.00 45.00]');
    expect(pdf).toContain('/MediaBox [0 0 30.00 75.00]');
    expect(pdf).toContain('/Count 2');
    // startxref points at the xref table, and every object offset points at "<n> 0 obj".
    const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    offsets.forEach((o, i) =>
      expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    );
  });
});
