import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import type { DataRecordValue } from '../../query/data-record.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { countryCentroids } from '../_geo/world-geometry.ts';
import { finiteOrNull, type LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { worldMapFormDataSchema, type WorldMapFormData } from './form-data.ts';

countries.registerLocale(en as countries.LocaleData);

/** The code of rows whose country could not be resolved (dropped from the map, as Superset does). */
export const UNKNOWN_COUNTRY = 'XXX';
// IOC codes that differ from ISO alpha-3; every other IOC code is the ISO code itself.
const IOC_TO_ALPHA3: Record<string, string> = {
  ALG: 'DZA',
  ANG: 'AGO',
  ANT: 'ATG',
  ARU: 'ABW',
  ASA: 'ASM',
  BAH: 'BHS',
  BAN: 'BGD',
  BAR: 'BRB',
  BER: 'BMU',
  BHU: 'BTN',
  BIZ: 'BLZ',
  BOT: 'BWA',
  BRU: 'BRN',
  BUL: 'BGR',
  BUR: 'BFA',
  CAM: 'KHM',
  CAY: 'CYM',
  CGO: 'COG',
  CHA: 'TCD',
  CHI: 'CHL',
  CRC: 'CRI',
  CRO: 'HRV',
  DEN: 'DNK',
  ESA: 'SLV',
  FIJ: 'FJI',
  GAM: 'GMB',
  GBS: 'GNB',
  GEQ: 'GNQ',
  GER: 'DEU',
  GRE: 'GRC',
  GRN: 'GRD',
  GUA: 'GTM',
  GUI: 'GIN',
  HAI: 'HTI',
  HON: 'HND',
  INA: 'IDN',
  IRI: 'IRN',
  ISV: 'VIR',
  IVB: 'VGB',
  KSA: 'SAU',
  KUW: 'KWT',
  LAT: 'LVA',
  LBA: 'LBY',
  LES: 'LSO',
  LIB: 'LBN',
  MAD: 'MDG',
  MAS: 'MYS',
  MAW: 'MWI',
  MGL: 'MNG',
  MON: 'MCO',
  MRI: 'MUS',
  MTN: 'MRT',
  MYA: 'MMR',
  NCA: 'NIC',
  NED: 'NLD',
  NEP: 'NPL',
  NGR: 'NGA',
  NIG: 'NER',
  OMA: 'OMN',
  PAR: 'PRY',
  PHI: 'PHL',
  PLE: 'PSE',
  POR: 'PRT',
  PUR: 'PRI',
  RSA: 'ZAF',
  SAM: 'WSM',
  SEY: 'SYC',
  SIN: 'SGP',
  SKN: 'KNA',
  SLO: 'SVN',
  SOL: 'SLB',
  SRI: 'LKA',
  SUD: 'SDN',
  SUI: 'CHE',
  TAN: 'TZA',
  TGA: 'TON',
  TOG: 'TGO',
  TPE: 'TWN',
  TRI: 'TTO',
  UAE: 'ARE',
  URU: 'URY',
  VAN: 'VUT',
  VIE: 'VNM',
  VIN: 'VCT',
  ZAM: 'ZMB',
  ZIM: 'ZWE',
};

// Common English names (as world-countries spells `name.common`) that i18n-iso-countries does not list.
const NAME_ALIASES: Record<string, string> = {
  brunei: 'BRN',
  'cabo verde': 'CPV',
  curacao: 'CUW',
  'dr congo': 'COD',
  'east timor': 'TLS',
  'falkland islands': 'FLK',
  korea: 'KOR',
  laos: 'LAO',
  macau: 'MAC',
  macedonia: 'MKD',
  micronesia: 'FSM',
  moldova: 'MDA',
  'republic of serbia': 'SRB',
  'saint martin': 'MAF',
  'sao tome and principe': 'STP',
  swaziland: 'SWZ',
  syria: 'SYR',
  'the bahamas': 'BHS',
  'vatican city': 'VAT',
};

function codeOfName(name: string): string | undefined {
  const plain = name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return (
    NAME_ALIASES[plain.toLowerCase()] ??
    countries.getAlpha3Code(name, 'en') ??
    countries.getAlpha3Code(plain, 'en')
  );
}

/** A resolved country: ISO alpha-3 code and English name. */
export interface Country {
  code: string;
  name: string;
}

/** Looks `value` up (case-insensitively) as a name, IOC, alpha-2 or alpha-3 code; undefined when unknown. */
export function lookupCountry(
  value: DataRecordValue,
  fieldType: WorldMapFormData['country_fieldtype'],
): Country | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  const upper = text.toUpperCase();
  const code = {
    cca2: () => countries.alpha2ToAlpha3(upper),
    cca3: () => (countries.isValid(upper) && upper.length === 3 ? upper : undefined),
    cioc: () =>
      IOC_TO_ALPHA3[upper] ?? (countries.isValid(upper) && upper.length === 3 ? upper : undefined),
    name: () => codeOfName(text),
  }[fieldType]();
  return code ? { code, name: countries.getName(code, 'en') ?? code } : undefined;
}

/** One row of the legacy payload: the resolved country (`XXX` when unknown) with its metrics and centroid. */
export interface WorldMapDatum {
  country: string;
  m1: DataRecordValue;
  m2: DataRecordValue;
  latitude?: number | null;
  longitude?: number | null;
  name?: string;
}

/**
 * The legacy `data` of `world_map` (WorldMapViz): one row per returned row, the entity resolved by
 * `country_fieldtype` to its alpha-3 code, English name and centroid (the largest landmass of the
 * bundled world geometry); `m2` is the secondary metric, or the metric without one.
 */
export function worldMapLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): WorldMapDatum[] {
  const fd = worldMapFormDataSchema.parse(formData);
  const entity = fd.entity ? getColumnLabel(fd.entity) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const secondary = fd.secondary_metric ? getMetricLabel(fd.secondary_metric) : metric;
  const centroids = countryCentroids();
  return (results[0]?.data ?? []).map((row) => {
    const [m1, m2] = [row[metric] ?? null, row[secondary] ?? null];
    const country = lookupCountry(row[entity], fd.country_fieldtype);
    if (!country) return { country: UNKNOWN_COUNTRY, m1, m2 };
    const [longitude, latitude] = centroids[country.code] ?? [null, null];
    return {
      country: country.code,
      m1,
      m2,
      latitude: finiteOrNull(latitude),
      longitude: finiteOrNull(longitude),
      name: country.name,
    };
  });
}
