import { GenericDataType } from '@sightline/core';

/**
 * Default native type -> generic type rules (docs/query-object.md §8.2), case-insensitive prefixes.
 * Engines put their own rules in front of these. Arrays and the temporal names come before the numeric
 * prefixes so that `integer[]` stays STRING and `interval` is not taken for `int`.
 */
export const BASE_TYPE_MAP: Array<[RegExp, GenericDataType]> = [
  [/\[\d*\]$/i, GenericDataType.STRING],
  [
    /^(string|nchar|nvarchar|ntext|char|varchar|character|text|tinytext|mediumtext|longtext)/i,
    GenericDataType.STRING,
  ],
  [/^(timestamp|datetime|date|time|interval)/i, GenericDataType.TEMPORAL],
  [
    /^(smallint|int|integer|bigint|long|decimal|numeric|float|double|real|serial|bigserial|smallserial|money)/i,
    GenericDataType.NUMERIC,
  ],
  [/^bool/i, GenericDataType.BOOLEAN],
];

/** Generic type of a native type name through an engine's type map; unknown or missing types are STRING. */
export function genericTypeOf(
  typeMap: ReadonlyArray<[RegExp, GenericDataType]>,
  nativeType: string | null | undefined,
): GenericDataType {
  if (!nativeType) return GenericDataType.STRING;
  const t = nativeType.trim();
  for (const [pattern, generic] of typeMap) if (pattern.test(t)) return generic;
  return GenericDataType.STRING;
}
