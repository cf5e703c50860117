/** Which databases and datasets a user may see: everything, or explicit grants (docs/api.md §1.4 base filters). */
export type DataAccess =
  { all: true } | { all: false; databaseIds: number[]; datasetIds: number[] };
