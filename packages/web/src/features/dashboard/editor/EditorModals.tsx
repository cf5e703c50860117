import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { OverwriteConfirmModal } from '../header/SmallModals.tsx';
import type { DashboardEditing } from './use-dashboard-editing.ts';

/** The editor's confirmations: overwriting a dashboard changed elsewhere, and leaving with unsaved changes. */
export function EditorModals({ editing }: { editing: DashboardEditing }) {
  const { saver, blocker } = editing;
  return (
    <>
      {saver.pending && (
        <OverwriteConfirmModal
          diffs={saver.pending.diffs}
          isSaving={saver.isSaving}
          onConfirm={() => void saver.confirmOverwrite()}
          onCancel={saver.cancelOverwrite}
        />
      )}
      <ConfirmModal
        open={blocker.state === 'blocked'}
        title="Unsaved changes"
        okText="Leave"
        isDanger
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        You have unsaved changes on this dashboard. Leave the page and discard them?
      </ConfirmModal>
    </>
  );
}
