/** The separator `flatten` joins header levels with. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/** Escapes the separator's non-blank character (`,` -> `\,`) inside one header component. */
export function escapeSeparator(plain: string, separator = FLAT_COLUMN_SEPARATOR): string {
  const char = separator.trim();
  return plain.split(char).join(`\\${char}`);
}

/** Reverses `escapeSeparator` (`\,` -> `,`); the payload builder applies it to final column names. */
export function unescapeSeparator(escaped: string, separator = FLAT_COLUMN_SEPARATOR): string {
  const char = separator.trim();
  return escaped.split(`\\${char}`).join(char);
}

/** Splits a flattened column name into its components on unescaped separators (for `label_map`). */
export function splitFlatColumn(name: string, separator = FLAT_COLUMN_SEPARATOR): string[] {
  const char = separator.trim();
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < name.length; i += 1) {
    if (name[i] === '\\' && name[i + 1] === char) {
      current += `\\${char}`;
      i += 1;
    } else if (name.startsWith(separator, i)) {
      parts.push(current);
      current = '';
      i += separator.length - 1;
    } else {
      current += name[i];
    }
  }
  parts.push(current);
  return parts.map((p) => unescapeSeparator(p, separator));
}
