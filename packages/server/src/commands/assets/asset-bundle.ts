import { exceedsNestingDepth, MAX_NESTING_DEPTH } from '@sightline/core';
import { unzipSync } from 'fflate';
import { parse as parseYaml } from 'yaml';
import { AppError, badRequest } from '../../errors.ts';

/** The kinds of file a bundle holds, by their top folder. */
export type BundleKind = 'databases' | 'datasets' | 'charts' | 'dashboards' | 'queries';

const KINDS: readonly BundleKind[] = ['databases', 'datasets', 'charts', 'dashboards', 'queries'];
/** Refuse bundles that would unpack to more than this (a zip bomb would otherwise fill memory). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_FILES = 20_000;

/** An unpacked bundle: each YAML document by its path relative to the bundle's root folder. */
export interface AssetBundle {
  metadata: unknown;
  files: Map<string, { kind: BundleKind; content: unknown }>;
}

const isZip = (buf: Uint8Array): boolean =>
  buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;

/**
 * Whether a parsed document nests deeper than MAX_NESTING_DEPTH, or holds a string of JSON text that
 * does (chart params, dashboard metadata, dataset extra are stored as such strings and parsed again
 * by readers). Iterative, so that a hostile document cannot overflow the stack here.
 */
function tooDeep(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (exceedsNestingDepth(v, MAX_NESTING_DEPTH, 'json')) return true;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > MAX_NESTING_DEPTH) return true;
    for (const child of Object.values(v as object)) stack.push([child, depth + 1]);
  }
  return false;
}

function parseDocument(path: string, text: string): unknown {
  const invalid = (message: string) =>
    new AppError(422, 'Error importing bundle', { shape: 'errors', extra: { [path]: message } });
  let value: unknown;
  try {
    value = parseYaml(text, { maxAliasCount: 100 });
  } catch (err) {
    throw invalid(
      `Not a valid YAML file: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
    );
  }
  if (tooDeep(value)) throw invalid('Not a valid YAML file: too deeply nested');
  return value;
}

/** Strips the single root folder every exported ZIP has (`dashboard_export_<ts>/...`). */
function relativePaths(names: string[]): Map<string, string> {
  const roots = new Set(names.map((n) => n.split('/')[0]));
  const hasRootFolder = roots.size === 1 && names.every((n) => n.includes('/'));
  return new Map(names.map((n) => [n, hasRootFolder ? n.slice(n.indexOf('/') + 1) : n]));
}

/**
 * Reads an uploaded bundle: a ZIP in Superset's export layout (docs/api.md §2.15). Only `metadata.yaml`
 * and YAML files under the known folders count; anything else is ignored, as Superset does.
 */
export function readAssetBundle(upload: Uint8Array): AssetBundle {
  if (upload.length === 0) throw badRequest('No file was uploaded');
  if (!isZip(upload)) throw badRequest('Not a ZIP file');
  let entries: Record<string, Uint8Array>;
  let unpacked = 0;
  let count = 0;
  try {
    entries = unzipSync(upload, {
      filter: (file) => {
        count += 1;
        unpacked += file.originalSize;
        if (count > MAX_FILES || unpacked > MAX_UNPACKED_BYTES)
          throw new RangeError('bundle too large');
        return !file.name.endsWith('/') && /\.(ya?ml)$/i.test(file.name);
      },
    });
  } catch (err) {
    throw badRequest(
      err instanceof RangeError ? 'The bundle is too large' : 'Not a valid ZIP file',
    );
  }
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const paths = relativePaths(Object.keys(entries));
  let metadata: unknown;
  const files = new Map<string, { kind: BundleKind; content: unknown }>();
  for (const [name, data] of Object.entries(entries)) {
    const path = paths.get(name)!;
    if (path.split('/').some((part) => part === '..')) continue;
    if (path === 'metadata.yaml') {
      metadata = parseDocument(path, decoder.decode(data));
      continue;
    }
    const kind = path.split('/')[0] as BundleKind;
    if (!KINDS.includes(kind)) continue;
    files.set(path, { kind, content: parseDocument(path, decoder.decode(data)) });
  }
  if (metadata === undefined) {
    throw new AppError(422, 'Error importing bundle', {
      shape: 'errors',
      extra: { 'metadata.yaml': 'Missing metadata.yaml' },
    });
  }
  if (files.size === 0) throw badRequest('No valid import files were found');
  return { metadata, files };
}
