import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import {
  assertColumns,
  columnValues,
  resolveColumn,
  withPlainColumns,
  type Frame,
} from './frame.ts';
import { toNumber } from './values.ts';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
const PRECISION = 12;

/** Centre (latitude, longitude) of a geohash cell, as python-geohash `decode`. */
export function decodeGeohash(hash: string): [number, number] {
  const lat = [-90, 90];
  const lon = [-180, 180];
  let even = true;
  for (const char of hash) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new PostProcessingError('Invalid geohash string');
    for (let bit = 4; bit >= 0; bit -= 1) {
      const range = even ? lon : lat;
      const mid = (range[0] + range[1]) / 2;
      if ((value >> bit) & 1) range[0] = mid;
      else range[1] = mid;
      even = !even;
    }
  }
  return [(lat[0] + lat[1]) / 2, (lon[0] + lon[1]) / 2];
}

/** 12-character geohash of a point; latitude must be in [-90, 90), longitude is wrapped. */
export function encodeGeohash(latitude: number, longitude: number, precision = PRECISION): string {
  if (!(latitude >= -90 && latitude < 90) || !Number.isFinite(longitude))
    throw new PostProcessingError('Invalid longitude/latitude');
  let lng = longitude;
  while (lng < -180) lng += 360;
  while (lng >= 180) lng -= 360;
  const lat = [-90, 90];
  const lon = [-180, 180];
  let even = true;
  let hash = '';
  let value = 0;
  let bits = 0;
  while (hash.length < precision) {
    const range = even ? lon : lat;
    const target = even ? lng : latitude;
    const mid = (range[0] + range[1]) / 2;
    value <<= 1;
    if (target >= mid) {
      value |= 1;
      range[0] = mid;
    } else {
      range[1] = mid;
    }
    even = !even;
    bits += 1;
    if (bits === 5) {
      hash += BASE32[value];
      value = 0;
      bits = 0;
    }
  }
  return hash;
}

/** Options of `geohash_decode`: the source geohash column and the new latitude/longitude columns. */
export const geohashDecodeOptionsSchema = z.object({
  geohash: z.string(),
  longitude: z.string(),
  latitude: z.string(),
});
/** Options of `geohash_decode` as written in a step (defaults optional). */
export type GeohashDecodeOptions = z.input<typeof geohashDecodeOptionsSchema>;

/** Options of `geohash_encode`: the new geohash column and the source latitude/longitude columns. */
export const geohashEncodeOptionsSchema = geohashDecodeOptionsSchema;
/** Options of `geohash_encode` as written in a step (defaults optional). */
export type GeohashEncodeOptions = z.input<typeof geohashEncodeOptionsSchema>;

/** Adds latitude and longitude columns decoded from the `geohash` column. */
export function geohashDecode(frame: Frame, options: GeohashDecodeOptions): Frame {
  const o = parseOptions(geohashDecodeOptionsSchema, options, 'geohash_decode');
  assertColumns(frame, [o.geohash]);
  const points = columnValues(frame, resolveColumn(frame, o.geohash)).map((hash) => {
    if (typeof hash !== 'string') throw new PostProcessingError('Invalid geohash string');
    return decodeGeohash(hash);
  });
  return withPlainColumns(frame, {
    [o.latitude]: points.map((p) => p[0]),
    [o.longitude]: points.map((p) => p[1]),
  });
}

/** Adds a geohash column encoded from the `latitude` and `longitude` columns. */
export function geohashEncode(frame: Frame, options: GeohashEncodeOptions): Frame {
  const o = parseOptions(geohashEncodeOptionsSchema, options, 'geohash_encode');
  assertColumns(frame, [o.latitude, o.longitude]);
  const lats = columnValues(frame, resolveColumn(frame, o.latitude)).map(toNumber);
  const lons = columnValues(frame, resolveColumn(frame, o.longitude)).map(toNumber);
  const hashes = lats.map((lat, i) => {
    if (lat === null || lons[i] === null)
      throw new PostProcessingError('Invalid longitude/latitude');
    return encodeGeohash(lat, lons[i]!);
  });
  return withPlainColumns(frame, { [o.geohash]: hashes });
}
