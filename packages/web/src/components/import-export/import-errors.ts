import type { ApiErrorItem } from '../../api/http.ts';

/** The resources with export and import bundles (docs/api.md §2.15). */
export type BundleResource = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query';

/** How each resource reads in the import dialog's texts. */
export const RESOURCE_LABELS: Record<BundleResource, { one: string; many: string }> = {
  dashboard: { one: 'dashboard', many: 'dashboards' },
  chart: { one: 'chart', many: 'charts' },
  dataset: { one: 'dataset', many: 'datasets' },
  database: { one: 'database', many: 'databases' },
  saved_query: { one: 'saved query', many: 'saved queries' },
};

const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';
const NEEDS_PASSWORD = 'Must provide a password for the database';

const isAlreadyExists = (payload: unknown) =>
  typeof payload === 'string' && payload.includes(ALREADY_EXISTS);
const isNeedsPassword = (payload: unknown) => {
  const schema = (payload as { _schema?: unknown } | null)?._schema;
  return (
    typeof payload === 'object' &&
    Array.isArray(schema) &&
    schema.length === 1 &&
    schema[0] === NEEDS_PASSWORD
  );
};
const fileEntries = (e: ApiErrorItem) =>
  Object.entries(e.extra ?? {}).filter(([key]) => key !== 'issue_codes');

/** What a failed import asks of the user next (Superset's useImportResource). */
export interface ImportNeeds {
  /** Files of objects that exist: the user must confirm overwriting. */
  alreadyExists: string[];
  /** Database files that need their password. */
  passwordsNeeded: string[];
  /** Any other problem: shown as it is, nothing to fill in. */
  isTerminal: boolean;
}

/** Reads a 422's SIP-40 errors as Superset's import hook does. */
export function importNeeds(errors: ApiErrorItem[]): ImportNeeds {
  const files = errors.flatMap(fileEntries);
  const isTerminal =
    errors.length === 0 ||
    errors.some((e) => {
      const entries = fileEntries(e);
      return (
        entries.length === 0 ||
        !entries.every(([, payload]) => isAlreadyExists(payload) || isNeedsPassword(payload))
      );
    });
  return {
    alreadyExists: files.filter(([, p]) => isAlreadyExists(p)).map(([file]) => file),
    passwordsNeeded: files.filter(([, p]) => isNeedsPassword(p)).map(([file]) => file),
    isTerminal,
  };
}

/** One readable line per failing file: "charts/x.yaml: Dataset not found ...". */
export function importErrorText(message: string, errors: ApiErrorItem[]): string {
  const lines = errors.flatMap((e) =>
    fileEntries(e).map(([file, payload]) => {
      const text =
        typeof payload === 'string'
          ? payload
          : Object.values((payload ?? {}) as Record<string, unknown>)
              .flat()
              .join(' ');
      return `${file}: ${text}`;
    }),
  );
  return [message, ...lines].join('\n');
}

/** The export URL of some objects: `/api/v1/<resource>/export/?q=!(1,2)`. */
export function exportUrl(resource: BundleResource, ids: number[]): string {
  return `/api/v1/${resource}/export/?q=!(${ids.join(',')})`;
}

/** The file name of a Content-Disposition header, or a fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(header ?? '');
  return plain ? plain[1]! : fallback;
}
