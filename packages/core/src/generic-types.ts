/** Generic data types as used in `coltypes` and `type_generic` (docs/api.md §1.10). */
export const GenericDataType = {
  NUMERIC: 0,
  STRING: 1,
  TEMPORAL: 2,
  BOOLEAN: 3,
} as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];
