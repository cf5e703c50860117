/*
 * The Hashids (v1) encoder permalink keys were made with before they became random (migration 0006),
 * kept only so tests can build an old-style key and check it is refused.
 */

const DEFAULT_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890';
const DEFAULT_SEPARATORS = 'cfhistuCFHISTU';
const SEPARATOR_RATIO = 3.5;
const GUARD_RATIO = 12;

/** Hashids' consistent shuffle of `chars` driven by `salt`. */
function reorder(chars: string[], salt: string[]): string[] {
  if (salt.length === 0) return chars;
  const out = [...chars];
  for (let i = out.length - 1, index = 0, sum = 0; i > 0; i--, index = (index + 1) % salt.length) {
    const integer = salt[index]!.codePointAt(0)!;
    sum += integer;
    const j = (integer + index + sum) % i;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function hash(value: number, alphabet: string[]): string[] {
  const out: string[] = [];
  let v = value;
  do {
    out.unshift(alphabet[v % alphabet.length]!);
    v = Math.floor(v / alphabet.length);
  } while (v > 0);
  return out;
}

/** Encodes integers as Superset-style salted hashids. */
export class LegacyHashids {
  readonly #salt: string[];
  readonly #minLength: number;
  readonly #alphabet: string[];
  readonly #separators: string[];
  readonly #guards: string[];

  constructor(salt = '', minLength = 0) {
    this.#salt = Array.from(salt);
    this.#minLength = Math.max(0, Math.floor(minLength));
    let separators = Array.from(DEFAULT_SEPARATORS);
    let alphabet = Array.from(DEFAULT_ALPHABET).filter((c) => !separators.includes(c));
    separators = reorder(separators, this.#salt);
    const missing = Math.ceil(alphabet.length / SEPARATOR_RATIO) - separators.length;
    if (missing > 0) {
      separators = [...separators, ...alphabet.slice(0, missing)];
      alphabet = alphabet.slice(missing);
    }
    alphabet = reorder(alphabet, this.#salt);
    const guardCount = Math.ceil(alphabet.length / GUARD_RATIO);
    this.#guards = alphabet.slice(0, guardCount);
    this.#alphabet = alphabet.slice(guardCount);
    this.#separators = separators;
  }

  /** Encodes non-negative safe integers; '' when the list is empty or holds anything else. */
  encode(...values: number[]): string {
    if (values.length === 0 || values.some((v) => !Number.isSafeInteger(v) || v < 0)) return '';
    let alphabet = this.#alphabet;
    const valuesHash = values.reduce((acc, v, i) => acc + (v % (i + 100)), 0);
    const lottery = alphabet[valuesHash % alphabet.length]!;
    let out: string[] = [lottery];
    values.forEach((value, i) => {
      alphabet = reorder(alphabet, [lottery, ...this.#salt, ...alphabet].slice(0, alphabet.length));
      const last = hash(value, alphabet);
      out.push(...last);
      if (i + 1 < values.length)
        out.push(
          this.#separators[(value % (last[0]!.codePointAt(0)! + i)) % this.#separators.length]!,
        );
    });
    if (out.length < this.#minLength) {
      out.unshift(this.#guards[(valuesHash + out[0]!.codePointAt(0)!) % this.#guards.length]!);
      if (out.length < this.#minLength)
        out.push(this.#guards[(valuesHash + out[2]!.codePointAt(0)!) % this.#guards.length]!);
    }
    const half = Math.floor(alphabet.length / 2);
    while (out.length < this.#minLength) {
      alphabet = reorder(alphabet, alphabet);
      out = [...alphabet.slice(half), ...out, ...alphabet.slice(0, half)];
      const excess = out.length - this.#minLength;
      if (excess > 0)
        out = out.slice(Math.floor(excess / 2), Math.floor(excess / 2) + this.#minLength);
    }
    return out.join('');
  }
}
