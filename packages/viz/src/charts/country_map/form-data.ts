import { DEFAULT_NUMBER_FORMAT, columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { baseFormDataSchema, withDefault } from '../../query/form-data.ts';

/** The country maps Superset bundles, by the key saved in `select_country`. */
export const COUNTRY_MAP_KEYS = [
  'afghanistan', 'aland', 'albania', 'algeria', 'american_samoa', 'andorra', 'angola', 'anguilla', 'antarctica', 'antigua_and_barbuda', 'argentina',
  'armenia', 'australia', 'austria', 'azerbaijan', 'bahrain', 'bangladesh', 'barbados', 'belarus', 'belgium', 'belize', 'benin', 'bermuda', 'bhutan',
  'bolivia', 'bosnia_and_herzegovina', 'botswana', 'brazil', 'brunei', 'bulgaria', 'burkina_faso', 'burundi', 'cambodia', 'cameroon', 'canada',
  'cape_verde', 'central_african_republic', 'chad', 'chile', 'china', 'colombia', 'comoros', 'cook_islands', 'costa_rica', 'croatia', 'cuba',
  'cyprus', 'czech_republic', 'democratic_republic_of_the_congo', 'denmark', 'djibouti', 'dominica', 'dominican_republic', 'ecuador', 'egypt',
  'el_salvador', 'equatorial_guinea', 'eritrea', 'estonia', 'ethiopia', 'fiji', 'finland', 'france', 'france_overseas', 'france_regions',
  'french_polynesia', 'gabon', 'gambia', 'germany', 'ghana', 'greece', 'greenland', 'grenada', 'guatemala', 'guinea', 'guyana', 'haiti', 'honduras',
  'hungary', 'iceland', 'india', 'indonesia', 'iran', 'israel', 'italy', 'italy_regions', 'ivory_coast', 'japan', 'jordan', 'kazakhstan', 'kenya',
  'korea', 'kuwait', 'kyrgyzstan', 'laos', 'latvia', 'lebanon', 'lesotho', 'liberia', 'libya', 'liechtenstein', 'lithuania', 'luxembourg',
  'macedonia', 'madagascar', 'malawi', 'malaysia', 'maldives', 'mali', 'malta', 'marshall_islands', 'mauritania', 'mauritius', 'mexico', 'moldova',
  'mongolia', 'montenegro', 'montserrat', 'morocco', 'mozambique', 'myanmar', 'namibia', 'nauru', 'nepal', 'netherlands', 'new_caledonia',
  'new_zealand', 'nicaragua', 'niger', 'nigeria', 'northern_mariana_islands', 'norway', 'oman', 'pakistan', 'palau', 'panama', 'papua_new_guinea',
  'paraguay', 'peru', 'philippines', 'philippines_regions', 'poland', 'portugal', 'qatar', 'republic_of_serbia', 'romania', 'russia', 'rwanda',
  'saint_lucia', 'saint_pierre_and_miquelon', 'saint_vincent_and_the_grenadines', 'samoa', 'san_marino', 'sao_tome_and_principe', 'saudi_arabia',
  'senegal', 'seychelles', 'sierra_leone', 'singapore', 'slovakia', 'slovenia', 'solomon_islands', 'somalia', 'south_africa', 'spain', 'sri_lanka',
  'sudan', 'suriname', 'sweden', 'switzerland', 'syria', 'taiwan', 'tajikistan', 'tanzania', 'thailand', 'the_bahamas', 'timorleste', 'togo', 'tonga',
  'trinidad_and_tobago', 'tunisia', 'turkey', 'turkey_regions', 'turkmenistan', 'turks_and_caicos_islands', 'uganda', 'uk', 'ukraine',
  'united_arab_emirates', 'united_states_minor_outlying_islands', 'united_states_virgin_islands', 'uruguay', 'usa', 'uzbekistan', 'vanuatu',
  'venezuela', 'vietnam', 'wallis_and_futuna', 'yemen', 'zambia', 'zimbabwe',
] as const;

/** Form data of `country_map` (docs/chart-types.md §4.K, legacy, served through /api/v1/chart/data); defaults live here only. */
export const countryMapFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('country_map'),
  /** A key of COUNTRY_MAP_KEYS (kept as a free string so unknown saved values still parse). */
  select_country: z.string().nullish(),
  /** The column holding ISO 3166-2 codes (`US-AK`, `FR-ARA`). */
  entity: columnRefSchema.nullish(),
  metric: metricRefSchema.nullish(),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  linear_color_scheme: withDefault(z.string(), 'superset_seq_1'),
});
export type CountryMapFormData = z.infer<typeof countryMapFormDataSchema>;

const LABEL_OVERRIDES: Record<string, string> = { usa: 'USA', uk: 'UK', timorleste: 'Timor-Leste' };

/** Display name of a `select_country` key: `france_regions` -> "France (regions)". */
export function countryMapLabel(key: string): string {
  const [, base, variant] = /^(.*?)(?:_(regions|overseas))?$/.exec(key) ?? [key, key];
  const name = LABEL_OVERRIDES[base] ?? base.split('_').map((w) => (w === 'and' || w === 'of' || w === 'the' ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
  return variant ? `${name} (${variant})` : name;
}
