import { MISSING_COLUMNS_MESSAGE, PostProcessingError } from './errors.ts';

/** One row: column key (and index name) -> cell. Dates are `Date`, missing values `null`. */
export type Row = Record<string, unknown>;

/** Multi-level column headers (a pandas MultiIndex on columns), as produced by `pivot`. */
export interface ColumnHeader {
  /** Name of each level; level 0 (the metric level after `pivot`) is unnamed. */
  names: (string | null)[];
  /** The components of each column, by column key; each has `names.length` entries. */
  keys: Record<string, unknown[]>;
}

/**
 * The table passed between post-processing steps.
 * - `columns`: data column keys in order; every row has a value under each.
 * - `index`: names of the row-index levels (pandas index, e.g. the x-axis after `pivot`). Their
 *   values live in the rows under these names but they are not data columns. Absent = a plain
 *   0..n-1 range index.
 * - `header`: present when columns have several header levels; a column's key is then
 *   `headerKey(components)` and `flatten` turns the components into a plain name.
 */
export interface Frame {
  columns: string[];
  rows: Row[];
  index?: string[];
  header?: ColumnHeader;
}

/** A column of an output frame: the key it is read from in the input rows and its header label. */
export interface ColumnSpec {
  source: string;
  /** One component for single-level frames, `levelNames.length` components otherwise. */
  label: unknown[];
  /** Values to use instead of reading `source` from the input rows. */
  values?: unknown[];
}

/** The key of a multi-level column: JSON of its components (dates as ISO strings). */
export function headerKey(components: readonly unknown[]): string {
  return JSON.stringify(
    components.map((c) =>
      c instanceof Date
        ? c.toISOString()
        : typeof c === 'bigint'
          ? String(c)
          : c === undefined
            ? null
            : c,
    ),
  );
}

/** The header components of a column (`[key]` for single-level frames). */
export function labelOf(frame: Frame, key: string): unknown[] {
  return frame.header ? frame.header.keys[key] : [key];
}

/** The values of one column (or index level) in row order. */
export function columnValues(frame: Frame, key: string): unknown[] {
  return frame.rows.map((row) => row[key]);
}

/** Index level names (empty for a range index). */
export function indexNames(frame: Frame): string[] {
  return frame.index ?? [];
}

/** Throws Superset's "Referenced columns not available" unless every label is a level-0 column label. */
export function assertColumns(frame: Frame, labels: Iterable<string> | null | undefined): void {
  if (!labels) return;
  const present = new Set(frame.columns.map((key) => labelOf(frame, key)[0]));
  for (const label of labels) {
    if (!present.has(label)) throw new PostProcessingError(MISSING_COLUMNS_MESSAGE);
  }
}

/** Keys of the columns whose level-0 label is one of `labels`, label by label (pandas `df[labels]`). */
export function keysForLabels(frame: Frame, labels: readonly string[]): string[] {
  if (!frame.header) return labels.filter((label) => frame.columns.includes(label));
  const byLabel = new Map<unknown, string[]>();
  for (const key of frame.columns) {
    const first = frame.header.keys[key][0];
    const list = byLabel.get(first) ?? [];
    list.push(key);
    byLabel.set(first, list);
  }
  return labels.flatMap((label) => byLabel.get(label) ?? []);
}

/** The single column a scalar column argument denotes; several matches on a multi-level frame are an error. */
export function resolveColumn(frame: Frame, label: string): string {
  const keys = keysForLabels(frame, [label]);
  if (keys.length === 0) throw new PostProcessingError(MISSING_COLUMNS_MESSAGE);
  if (keys.length > 1) {
    throw new PostProcessingError(
      `The column label '${label}' is not unique. For a multi-index, the label must be a tuple with elements corresponding to each level.`,
    );
  }
  return keys[0];
}

/**
 * Builds a frame with the given columns (in order) from `frame`'s rows, keeping the row index.
 * `levelNames` null = single-level. Two specs with the same key keep the first position and the
 * last values, as serialising a pandas frame with duplicate labels does.
 */
export function reshape(
  frame: Frame,
  specs: readonly ColumnSpec[],
  levelNames: (string | null)[] | null,
): Frame {
  const index = indexNames(frame);
  const keyed = specs.map((spec) => ({
    ...spec,
    key: levelNames
      ? headerKey(spec.label)
      : spec.label[0] === null || spec.label[0] === undefined
        ? ''
        : String(spec.label[0]),
  }));
  const columns: string[] = [];
  const seen = new Set<string>();
  const header: ColumnHeader | undefined = levelNames ? { names: levelNames, keys: {} } : undefined;
  for (const spec of keyed) {
    if (!seen.has(spec.key)) {
      seen.add(spec.key);
      columns.push(spec.key);
    }
    if (header) header.keys[spec.key] = spec.label;
  }
  const rows = frame.rows.map((row, i) => {
    const out: Row = {};
    for (const name of index) out[name] = row[name];
    for (const spec of keyed) out[spec.key] = spec.values ? spec.values[i] : row[spec.source];
    return out;
  });
  return withShape({ columns, rows }, frame.index, header);
}

/** Adds the optional `index` and `header` fields only when they are set. */
export function withShape(
  frame: Frame,
  index: string[] | undefined,
  header: ColumnHeader | undefined,
): Frame {
  const out: Frame = { columns: frame.columns, rows: frame.rows };
  if (index && index.length > 0) out.index = index;
  if (header) out.header = header;
  return out;
}

/** The specs that reproduce `frame`'s columns unchanged. */
export function identitySpecs(frame: Frame): ColumnSpec[] {
  return frame.columns.map((key) => ({ source: key, label: labelOf(frame, key) }));
}

/** Level names to pass to `reshape` to keep `frame`'s header shape. */
export function levelNamesOf(frame: Frame): (string | null)[] | null {
  return frame.header ? frame.header.names : null;
}

/**
 * pandas `_append_columns`: when every target equals its source the computed values overwrite
 * the source columns; otherwise they are appended as new columns whose labels are renamed
 * through `mapping`, the sources being kept.
 */
export function appendColumns(
  frame: Frame,
  computed: ReadonlyMap<string, unknown[]>,
  mapping: Record<string, string>,
): Frame {
  const inPlace = Object.entries(mapping).every(([source, target]) => source === target);
  const specs = identitySpecs(frame);
  if (inPlace) {
    for (const spec of specs) {
      const values = computed.get(spec.source);
      if (values) spec.values = values;
    }
    return reshape(frame, specs, levelNamesOf(frame));
  }
  for (const [source, values] of computed) {
    const label = labelOf(frame, source).map((c) =>
      typeof c === 'string' && Object.hasOwn(mapping, c) ? mapping[c] : c,
    );
    specs.push({ source, label, values });
  }
  return reshape(frame, specs, levelNamesOf(frame));
}

/**
 * Appends columns by plain name (overwriting a column of that name in place); on a multi-level
 * frame the other levels are '' as when pandas assigns `df["name"]`.
 */
export function withPlainColumns(frame: Frame, columns: Record<string, unknown[]>): Frame {
  const padding = (levelNamesOf(frame) ?? [null]).slice(1).map(() => '');
  const added = Object.entries(columns).map(([name, values]) => ({
    source: name,
    label: [name, ...padding],
    values,
  }));
  return reshape(frame, [...identitySpecs(frame), ...added], levelNamesOf(frame));
}
