/**
 * The connection form is drawn from the JSON schema an engine publishes as `parameters` in
 * GET /api/v1/database/available/, so a new engine needs no web change.
 */

export type FieldKind = 'text' | 'password' | 'number' | 'boolean' | 'object';

export interface ConnectionField {
  name: string;
  label: string;
  kind: FieldKind;
  isRequired: boolean;
  description?: string;
  defaultValue?: unknown;
}

/** What the inputs hold: text for every kind but booleans ("k=v&k2=v2" for object properties). */
export type FieldValues = Record<string, string | boolean>;

interface JsonSchemaProperty {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  format?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function humanize(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function kindOf(name: string, prop: JsonSchemaProperty): FieldKind {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  if (name === 'password' || prop.format === 'password') return 'password';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'object') return 'object';
  return 'text';
}

/** One field per property of an object JSON schema, in the schema's order. */
export function connectionFields(schema: unknown): ConnectionField[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r) => typeof r === 'string')
    : [];
  return Object.entries(schema.properties).map(([name, raw]) => {
    const prop: JsonSchemaProperty = isRecord(raw) ? raw : {};
    return {
      name,
      label: prop.title ?? humanize(name),
      kind: kindOf(name, prop),
      isRequired: required.includes(name),
      description: prop.description,
      defaultValue: prop.default,
    };
  });
}

function objectToQueryString(value: unknown): string {
  if (!isRecord(value)) return '';
  return Object.entries(value)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&');
}

function queryStringToObject(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split('&')) {
    const [key, ...rest] = part.split('=');
    if (key && key.trim()) out[key.trim()] = rest.join('=').trim();
  }
  return out;
}

/** Input values for the fields: existing parameters first, then schema defaults. */
export function initialFieldValues(
  fields: ConnectionField[],
  parameters?: Record<string, unknown> | null,
): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const raw = parameters?.[field.name] ?? field.defaultValue;
    if (field.kind === 'boolean') values[field.name] = raw === true;
    else if (field.kind === 'object') values[field.name] = objectToQueryString(raw);
    else values[field.name] = raw === undefined || raw === null ? '' : String(raw);
  }
  return values;
}

/** The `parameters` object for the API: empty inputs are left out, numbers become numbers. */
export function parametersFromValues(
  fields: ConnectionField[],
  values: FieldValues,
): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'boolean') {
      if (typeof value === 'boolean') parameters[field.name] = value;
      continue;
    }
    const text = typeof value === 'string' ? value : '';
    if (text.trim() === '') continue;
    if (field.kind === 'number') {
      const n = Number(text);
      // A non-number goes through as typed so the server's validation message names it.
      parameters[field.name] = Number.isFinite(n) ? n : text;
    } else if (field.kind === 'object') {
      parameters[field.name] = queryStringToObject(text);
    } else {
      parameters[field.name] = field.kind === 'password' ? text : text.trim();
    }
  }
  return parameters;
}

/** Labels of required fields left empty. */
export function missingRequiredFields(fields: ConnectionField[], values: FieldValues): string[] {
  return fields
    .filter((f) => f.isRequired && f.kind !== 'boolean')
    .filter((f) => {
      const v = values[f.name];
      return typeof v !== 'string' || v.trim() === '';
    })
    .map((f) => f.label);
}
