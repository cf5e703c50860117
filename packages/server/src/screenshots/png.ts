import { deflateSync, inflateSync } from 'node:zlib';
import { AppError } from '../errors.ts';

/** A decoded 8-bit image: `channels` bytes per pixel (1 grey, 2 grey+alpha, 3 RGB, 4 RGBA). */
export interface DecodedPng {
  width: number;
  height: number;
  channels: number;
  pixels: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes the per-row filters of PNG (filter types 0-4) in place into `out`. */
function unfilter(raw: Buffer, width: number, height: number, bpp: number): Buffer {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const v = raw[src + x]!;
      const a = x >= bpp ? out[row + x - bpp]! : 0;
      const b = y > 0 ? out[row - stride + x]! : 0;
      const c = x >= bpp && y > 0 ? out[row - stride + x - bpp]! : 0;
      const pred =
        type === 0
          ? 0
          : type === 1
            ? a
            : type === 2
              ? b
              : type === 3
                ? (a + b) >> 1
                : paeth(a, b, c);
      out[row + x] = (v + pred) & 0xff;
    }
  }
  return out;
}

/**
 * Decodes the PNGs Chromium writes (8-bit grey, RGB or RGBA, not interlaced, not paletted): enough
 * to look at a screenshot's pixels without an image library. Anything else is an AppError.
 */
export function decodePng(png: Buffer): DecodedPng {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE))
    throw new AppError(500, 'The screenshot is not a PNG image');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colorType, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      channels = CHANNELS[colorType ?? -1] ?? 0;
      if (depth !== 8 || !channels || interlace !== 0)
        throw new AppError(500, 'The screenshot PNG has a format the checker does not read');
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, height, channels, pixels: unfilter(raw, width, height, channels) };
}

/** What an image holds beyond its background colour. */
export interface InkStats {
  /** Share of pixels that differ from the most common colour (0..1). */
  inkShare: number;
  /** Distinct colours (RGB, capped at 4096 counted). */
  colours: number;
  /** Standard deviation of the luminance (0..255). */
  lumaStdDev: number;
}

/** Counts the pixels of an image that are not its background, and how varied they are. */
export function inkStats(img: DecodedPng): InkStats {
  const { pixels, channels } = img;
  const n = img.width * img.height;
  if (n === 0) return { inkShare: 0, colours: 0, lumaStdDev: 0 };
  const counts = new Map<number, number>();
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const p = i * channels;
    const r = pixels[p]!;
    const g = channels >= 3 ? pixels[p + 1]! : r;
    const b = channels >= 3 ? pixels[p + 2]! : r;
    const key = (r << 16) | (g << 8) | b;
    if (counts.size < 4096 || counts.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    sum += luma;
    sumSq += luma * luma;
  }
  const top = Math.max(...counts.values());
  const mean = sum / n;
  return {
    inkShare: 1 - top / n,
    colours: counts.size,
    lumaStdDev: Math.sqrt(Math.max(0, sumSq / n - mean * mean)),
  };
}

/** Below this share of non-background pixels a screenshot counts as blank. */
export const BLANK_INK_SHARE = 0.002;

/** Whether a screenshot shows nothing: (almost) one colour everywhere. */
export function isBlank(stats: InkStats): boolean {
  return stats.inkShare < BLANK_INK_SHARE || stats.colours < 3;
}

/** The image as raw RGB rows deflated, the form a PDF image XObject with FlateDecode takes. */
export function deflatedRgb(img: DecodedPng): Buffer {
  const { pixels, channels } = img;
  const n = img.width * img.height;
  const rgb = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    const p = i * channels;
    const alpha = channels === 4 ? pixels[p + 3]! / 255 : channels === 2 ? pixels[p + 1]! / 255 : 1;
    for (let c = 0; c < 3; c++) {
      const v = channels >= 3 ? pixels[p + c]! : pixels[p]!;
      // Transparent pixels are drawn on white, as a browser would show them.
      rgb[i * 3 + c] = Math.round(v * alpha + 255 * (1 - alpha));
    }
  }
  return deflateSync(rgb);
}
