import { lazy, Suspense } from 'react';
import type { DashboardDetail } from '../../../api/dashboard-api.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import type { DashboardEditing } from '../editor/use-dashboard-editing.ts';
import { useProfilerSession } from '../profiler/use-profiler-session.ts';
import { AutoRefreshModal, CssEditorModal, SaveAsModal } from './SmallModals.tsx';
import type { useDashboardActions } from './use-dashboard-actions.ts';
import type { useDashboardHeader } from './use-dashboard-header.ts';

// The larger dialogs (owners, roles and colour schemes; the embed settings; the profiler's
// waterfall) load when the menu opens them, not with every dashboard.
const PropertiesModal = lazy(() =>
  import('./PropertiesModal.tsx').then((m) => ({ default: m.PropertiesModal })),
);
const EmbedModal = lazy(() => import('./EmbedModal.tsx').then((m) => ({ default: m.EmbedModal })));
const PerformancePanel = lazy(() =>
  import('../profiler/PerformancePanel.tsx').then((m) => ({ default: m.PerformancePanel })),
);

export interface DashboardHeaderModalsProps {
  detail: DashboardDetail;
  header: ReturnType<typeof useDashboardHeader>;
  editing: DashboardEditing;
  actions: ReturnType<typeof useDashboardActions>;
  refreshSeconds: number;
}

/** The modal the header menu opened: properties, CSS, save as, auto-refresh, performance or delete. */
export function DashboardHeaderModals({
  detail,
  header,
  editing,
  actions,
  refreshSeconds,
}: DashboardHeaderModalsProps) {
  const { modal, close } = header;
  const { draft, layout } = editing;
  useProfilerSession(detail.id);
  return (
    <Suspense fallback={null}>
      {modal === 'properties' && (
        <PropertiesModal
          draft={draft}
          knownNames={Object.fromEntries([
            ...detail.owners.map((o) => [`owners:${o.id}`, `${o.first_name} ${o.last_name}`]),
            ...detail.roles.map((r) => [`roles:${r.id}`, r.name]),
          ])}
          onApply={(next) => void header.applyDraft(next)}
          onClose={close}
        />
      )}
      {modal === 'css' && (
        <CssEditorModal
          css={draft.css}
          onApply={(css) => void header.applyDraft({ ...draft, css })}
          onClose={close}
        />
      )}
      {modal === 'save-as' && (
        <SaveAsModal
          title={draft.dashboard_title}
          onSave={(title, duplicate) => void actions.saveAs(draft, layout, title, duplicate)}
          onClose={close}
        />
      )}
      {modal === 'auto-refresh' && (
        <AutoRefreshModal
          seconds={refreshSeconds}
          onApply={header.applyAutoRefresh}
          onClose={close}
        />
      )}
      {modal === 'embed' && <EmbedModal dashboardId={detail.id} onClose={close} />}
      {modal === 'performance' && <PerformancePanel layout={layout} onClose={close} />}
      <ConfirmModal
        open={modal === 'delete'}
        title="Delete dashboard?"
        okText="Delete"
        isDanger
        onOk={() => void actions.remove()}
        onCancel={close}
      >
        The dashboard <strong>{draft.dashboard_title}</strong> will be removed. This cannot be
        undone.
      </ConfirmModal>
    </Suspense>
  );
}
