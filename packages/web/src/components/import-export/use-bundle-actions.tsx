import type { ReactNode } from 'react';
import { ExportButton, useExport } from './ExportButton.tsx';
import { ImportButton } from './ImportButton.tsx';
import { useBundlePermissions } from './bundle-permissions.ts';
import type { BundleResource } from './import-errors.ts';

/** What a list page adds for bundles: the header's Import button, a row's and the selection's Export. */
export interface BundleActions<Row> {
  /** Null without `can_write` on the resource. */
  importButton: ReactNode;
  /** Null without `can_export`. */
  exportRow(row: Row): ReactNode;
  bulkActions: { key: string; label: string; dataTest: string; onClick(rows: Row[]): void }[];
}

/** Import and Export for one of the five bundle lists (docs/api.md §2.15), as Superset's lists. */
export function useBundleActions<Row extends { id: number }>(
  resource: BundleResource,
  rowName: (row: Row) => string,
  onImported: () => void,
): BundleActions<Row> {
  const { canImport, canExport } = useBundlePermissions(resource);
  const exportIds = useExport(resource);
  return {
    importButton: canImport ? <ImportButton resource={resource} onImported={onImported} /> : null,
    exportRow: (row) =>
      canExport ? <ExportButton resource={resource} id={row.id} name={rowName(row)} /> : null,
    bulkActions: canExport
      ? [
          {
            key: 'export',
            label: 'Export',
            dataTest: 'bulk-export',
            onClick: (rows) => void exportIds(rows.map((r) => r.id)),
          },
        ]
      : [],
  };
}
