import type { UploadFileType } from '@sightline/core';

/**
 * The upload dialog's form (Superset's UploadDataModal): which fields each file type shows and how
 * its values become the multipart fields of `POST /api/v1/database/<pk>/upload/`.
 */

export type { UploadFileType };

export interface UploadTypeInfo {
  /** The modal's title. */
  title: string;
  /** The Data menu entry. */
  menuLabel: string;
  /** Extensions the file picker accepts. */
  extensions: string[];
}

export const UPLOAD_TYPES: Record<UploadFileType, UploadTypeInfo> = {
  csv: {
    title: 'CSV Upload',
    menuLabel: 'Upload CSV to database',
    extensions: ['csv', 'tsv', 'txt'],
  },
  excel: {
    title: 'Excel Upload',
    menuLabel: 'Upload Excel to database',
    extensions: ['xlsx', 'xls'],
  },
  columnar: {
    title: 'Columnar Upload',
    menuLabel: 'Upload Columnar file to database',
    extensions: ['parquet', 'zip'],
  },
};

/** The delimiters the CSV form offers (Superset's list). */
export const DELIMITERS = [
  { value: ',', label: 'Comma ","' },
  { value: ';', label: 'Semicolon ";"' },
  { value: '\t', label: 'Tab "\\t"' },
  { value: '|', label: 'Pipe "|"' },
];

/** pandas' default null strings, offered by "Null Values". */
export const DEFAULT_NULL_VALUES = [
  '',
  '#N/A',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
];

export interface UploadValues {
  database?: number;
  schema?: string;
  table_name?: string;
  sheet_name?: string;
  delimiter?: string;
  already_exists?: 'fail' | 'replace' | 'append';
  column_dates?: string[];
  decimal_character?: string;
  null_values?: string[];
  skip_initial_space?: boolean;
  skip_blank_lines?: boolean;
  day_first?: boolean;
  columns_read?: string[];
  column_data_types?: string;
  dataframe_index?: boolean;
  index_column?: string;
  index_label?: string;
  header_row?: number | null;
  rows_to_read?: number | null;
  skip_rows?: number | null;
}

export const INITIAL_VALUES: UploadValues = {
  delimiter: ',',
  already_exists: 'fail',
  decimal_character: '.',
  header_row: 0,
  skip_rows: 0,
};

/** The fields each type sends besides type, table_name, schema and already_exists. */
const FIELDS: Record<UploadFileType, (keyof UploadValues)[]> = {
  csv: [
    'delimiter',
    'column_dates',
    'decimal_character',
    'null_values',
    'skip_initial_space',
    'skip_blank_lines',
    'day_first',
    'columns_read',
    'column_data_types',
    'dataframe_index',
    'index_column',
    'index_label',
    'header_row',
    'rows_to_read',
    'skip_rows',
  ],
  excel: [
    'sheet_name',
    'column_dates',
    'decimal_character',
    'null_values',
    'columns_read',
    'dataframe_index',
    'index_column',
    'index_label',
    'header_row',
    'rows_to_read',
    'skip_rows',
  ],
  columnar: ['columns_read', 'dataframe_index', 'index_label'],
};

/** Whether the form of `type` has the field. */
export const hasField = (type: UploadFileType, field: keyof UploadValues): boolean =>
  FIELDS[type].includes(field);

/** Multipart fields as Superset's dialog sends them: lists comma-joined, booleans as text. */
export function uploadFields(type: UploadFileType, v: UploadValues): Record<string, string> {
  const out: Record<string, string> = {
    type,
    table_name: v.table_name ?? '',
    already_exists: v.already_exists ?? 'fail',
  };
  if (v.schema) out.schema = v.schema;
  for (const key of FIELDS[type]) {
    const value = v[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else out[key] = String(value);
  }
  return out;
}

/** The multipart body of the upload. */
export function uploadFormData(type: UploadFileType, file: File, v: UploadValues): FormData {
  const form = new FormData();
  for (const [k, value] of Object.entries(uploadFields(type, v))) form.append(k, value);
  form.append('file', file);
  return form;
}

/** Whether a file name has one of the type's extensions. */
export function acceptsFile(type: UploadFileType, name: string): boolean {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return UPLOAD_TYPES[type].extensions.includes(ext);
}
