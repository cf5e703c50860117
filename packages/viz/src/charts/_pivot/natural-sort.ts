/**
 * A cell or header value (the chart contract's DataRecordValue, restated because this module is
 * reachable from the server-safe `@sightline/viz/query` entry, which must not import the contract).
 */
export type DataRecordValue = string | number | boolean | null;

const CHUNKS = /(\d+)|(\D+)/g;
const DIGIT = /\d/;
const LEADING_ZERO = /^0/;

/**
 * react-pivottable's natural order, which saved pivot tables were sorted by: nulls first, then
 * numbers and numeric strings by value (numbers before equal numeric strings), then strings with
 * digit runs compared as numbers ("a2" < "a10").
 */
export function naturalSort(
  a: DataRecordValue | undefined,
  b: DataRecordValue | undefined,
): number {
  return compareNatural(a, b, (text) => text.match(CHUNKS) ?? []);
}

/** naturalSort remembering each string's digit/non-digit chunks, for sorting many keys at once. */
export function createNaturalSort(): (
  a: DataRecordValue | undefined,
  b: DataRecordValue | undefined,
) => number {
  const cache = new Map<string, string[]>();
  const chunksOf = (text: string) => {
    let chunks = cache.get(text);
    if (!chunks) cache.set(text, (chunks = text.match(CHUNKS) ?? []));
    return chunks;
  };
  return (a, b) => compareNatural(a, b, chunksOf);
}

function compareNatural(
  a: DataRecordValue | undefined,
  b: DataRecordValue | undefined,
  chunksOf: (text: string) => string[],
): number {
  if (a === b) return 0;
  if (b !== null && b !== undefined && (a === null || a === undefined)) return -1;
  if (a !== null && a !== undefined && (b === null || b === undefined)) return 1;
  if (typeof a === 'number' && Number.isNaN(a)) return -1;
  if (typeof b === 'number' && Number.isNaN(b)) return 1;
  const na = Number(a);
  const nb = Number(b);
  if (na < nb) return -1;
  if (na > nb) return 1;
  if (typeof a === 'number' && typeof b !== 'number') return -1;
  if (typeof b === 'number' && typeof a !== 'number') return 1;
  if (typeof a === 'number' && typeof b === 'number') return 0;
  if (Number.isNaN(nb) && !Number.isNaN(na)) return -1;
  if (Number.isNaN(na) && !Number.isNaN(nb)) return 1;
  const sa = String(a);
  const sb = String(b);
  if (sa === sb) return 0;
  if (!DIGIT.test(sa) || !DIGIT.test(sb)) return sa > sb ? 1 : -1;
  const ca = chunksOf(sa);
  const cb = chunksOf(sb);
  for (let i = 0; i < Math.min(ca.length, cb.length); i += 1) {
    if (ca[i] === cb[i]) continue;
    if (DIGIT.test(ca[i]) && DIGIT.test(cb[i]))
      return Number(ca[i].replace(LEADING_ZERO, '.0')) - Number(cb[i].replace(LEADING_ZERO, '.0'));
    return ca[i] > cb[i] ? 1 : -1;
  }
  return ca.length - cb.length;
}

/** A comparator that puts `order`'s values first, in that order, and the rest after in natural order. */
export function sortAs(
  order: readonly DataRecordValue[],
): (a: DataRecordValue, b: DataRecordValue) => number {
  const rank = new Map(order.map((v, i) => [v, i]));
  return (a, b) => {
    const ra = rank.get(a);
    const rb = rank.get(b);
    if (ra !== undefined && rb !== undefined) return ra - rb;
    if (ra !== undefined) return -1;
    if (rb !== undefined) return 1;
    return naturalSort(a, b);
  };
}
