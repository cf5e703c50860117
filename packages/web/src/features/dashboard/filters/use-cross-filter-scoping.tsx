import { useState } from 'react';
import type { RefObject } from 'react';
import type { Layout } from '@sightline/core';
import { crossFilterScopingOf, scopingMetadata } from './cross-filter-scoping.ts';
import type { CrossFilterScoping } from './cross-filter-scoping.ts';
import { CrossFilterScopingModal } from './CrossFilterScopingModal.tsx';
import type { DashboardDraft, DashboardMetadataObject } from '../dashboard-model.ts';

export interface CrossFilterScopingOptions {
  layout: Layout;
  draft: DashboardDraft;
  chartNames: Record<number, string>;
  /** The last saved draft, which the scoping is written onto. */
  baseline: RefObject<{ draft: DashboardDraft }>;
  setDraft(update: (current: DashboardDraft) => DashboardDraft): void;
  /** PUTs json_metadata; false (after its toast) when it failed. */
  save(metadata: DashboardMetadataObject): Promise<boolean>;
}

const withMetadata = (draft: DashboardDraft, keys: DashboardMetadataObject): DashboardDraft => ({
  ...draft,
  metadata: { ...draft.metadata, ...keys },
});

/**
 * The cross-filter scoping modal of the dashboard: `open(chartId)` shows one chart's scoping,
 * `open(null)` the global one. Saving writes onto the last saved metadata, so unsaved edits are
 * not saved with it, and then folds the new keys into both the saved and the edited draft.
 */
export function useCrossFilterScoping({
  layout,
  draft,
  chartNames,
  baseline,
  setDraft,
  save,
}: CrossFilterScopingOptions) {
  const [openOn, setOpenOn] = useState<number | null | undefined>(undefined);
  const onSave = async (scoping: CrossFilterScoping) => {
    const keys = scopingMetadata(scoping, layout);
    const ok = await save(withMetadata(baseline.current.draft, keys).metadata);
    if (ok) {
      baseline.current = { ...baseline.current, draft: withMetadata(baseline.current.draft, keys) };
      setDraft((current) => withMetadata(current, keys));
    }
    return ok;
  };
  const element =
    openOn === undefined ? null : (
      <CrossFilterScopingModal
        layout={layout}
        chartNames={chartNames}
        initial={crossFilterScopingOf(draft.metadata)}
        initialChartId={openOn}
        onSave={onSave}
        onClose={() => setOpenOn(undefined)}
      />
    );
  return { open: (chartId: number | null) => setOpenOn(chartId), element };
}
