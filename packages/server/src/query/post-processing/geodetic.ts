import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import {
  assertColumns,
  columnValues,
  resolveColumn,
  withPlainColumns,
  type Frame,
} from './frame.ts';

/** Options of `geodetic_parse`: the source column and the new coordinate columns. */
export const geodeticParseOptionsSchema = z.object({
  geodetic: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  altitude: z.string().nullish(),
});
/** Options of `geodetic_parse` as written in a step (defaults optional). */
export type GeodeticParseOptions = z.input<typeof geodeticParseOptionsSchema>;

const KM_PER_UNIT: Record<string, number> = {
  km: 1,
  m: 0.001,
  mi: 1.609344,
  ft: 0.0003048,
  nm: 1.852,
  nmi: 1.852,
};
const FLOAT = String.raw`\d+(?:\.\d+)?`;
const angle = (hemispheres: string): string =>
  String.raw`([${hemispheres}])?\s*([+-]?${FLOAT})(?:[°D*\s]\s*(?:(${FLOAT})['′m]\s*)?(?:(${FLOAT})["″s]\s*)?)?([${hemispheres}])?`;
const SEP = String.raw`\s*[,;/\s]\s*`;
const POINT = new RegExp(
  String.raw`^\s*${angle('NS')}${SEP}${angle('EW')}(?:${SEP}([+-]?${FLOAT})\s*(km|m|mi|ft|nm|nmi))?\s*$`,
);

function degrees(
  sign: string | undefined,
  deg: string,
  min: string | undefined,
  sec: string | undefined,
  back: string | undefined,
): number {
  const raw = Number(deg);
  const magnitude = Math.abs(raw) + Number(min ?? 0) / 60 + Number(sec ?? 0) / 3600;
  const hemisphere = sign ?? back;
  const negative = raw < 0 || Object.is(raw, -0) || hemisphere === 'S' || hemisphere === 'W';
  return negative ? -magnitude : magnitude;
}

/**
 * Parses a point string the way geopy's `Point(text)` reads its common forms:
 * `"lat, lon"`, `"lat lon, 12m"`, `"41°30'N 81°W"`; altitude is returned in kilometres
 * (0 when absent); latitude must be within ±90 and longitude is wrapped into (-180, 180].
 */
export function parseGeodetic(
  text: string,
): [latitude: number, longitude: number, altitude: number] {
  const m = POINT.exec(text);
  if (!m) throw new PostProcessingError('Invalid geodetic string');
  const latitude = degrees(m[1], m[2], m[3], m[4], m[5]);
  let longitude = degrees(m[6], m[7], m[8], m[9], m[10]);
  const altitude = m[11] === undefined ? 0 : Number(m[11]) * KM_PER_UNIT[m[12]];
  if (Math.abs(latitude) > 90) throw new PostProcessingError('Invalid geodetic string');
  if (Math.abs(longitude) > 180) longitude = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return [latitude, longitude, altitude];
}

/** Adds latitude, longitude (and altitude when named) columns parsed from the `geodetic` column. */
export function geodeticParse(frame: Frame, options: GeodeticParseOptions): Frame {
  const o = parseOptions(geodeticParseOptionsSchema, options, 'geodetic_parse');
  assertColumns(frame, [o.geodetic]);
  const points = columnValues(frame, resolveColumn(frame, o.geodetic)).map((text) => {
    if (typeof text !== 'string') throw new PostProcessingError('Invalid geodetic string');
    return parseGeodetic(text);
  });
  const columns: Record<string, unknown[]> = {
    [o.latitude]: points.map((p) => p[0]),
    [o.longitude]: points.map((p) => p[1]),
  };
  if (o.altitude) columns[o.altitude] = points.map((p) => p[2]);
  return withPlainColumns(frame, columns);
}
