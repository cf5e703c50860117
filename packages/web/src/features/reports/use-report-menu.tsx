import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Checkbox } from 'antd';
import type { MenuProps } from 'antd';
import { rolesGrant } from '@sightline/core';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import {
  useDeleteReportMutation,
  useMyReportQuery,
  useUpdateReportMutation,
} from './report-api.ts';
import type { ReportTarget } from './ReportModal.tsx';

// The modal (and its schedule picker, react-js-cron and cronstrue) loads when it opens: a dashboard
// or a chart shown without it needs none of that code.
const ReportModal = lazy(() =>
  import('./ReportModal.tsx').then((m) => ({ default: m.ReportModal })),
);

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The "Manage email reports" submenu and the dialogs it opens. */
export interface ReportMenu {
  /** The submenu; null when the user may not schedule reports or the object is not saved. */
  item: MenuItem | null;
  /** The report modal and the delete confirmation, rendered beside the menu. */
  element: ReactNode;
}

const label = (test: string, text: ReactNode) => (
  <span data-test={`report-menu-${test}`}>{text}</span>
);

/** The spec's texts (docs/api.md §2.16, Superset's report actions). */
const FETCH_FAILED: Record<ReportTarget['creationMethod'], string> = {
  dashboards: 'There was an issue fetching reports attached to this dashboard.',
  charts: 'There was an issue fetching reports attached to this chart.',
};

/**
 * Superset's HeaderReportDropdown for a dashboard's or a chart's menu: "Set up an email report"
 * when the user has none on the object, else "Email reports active", "Edit email report" and
 * "Delete email report". Only for users who may write ReportSchedule (Alpha, Admin).
 */
export function useReportMenu(target: ReportTarget | null): ReportMenu {
  const toasts = useToasts();
  const { data: user } = useGetCurrentUserQuery();
  const canReport = Boolean(user && rolesGrant(user.roles, 'can_write', 'ReportSchedule'));
  const skip = !canReport || !target || !user;
  const { data, isError, refetch } = useMyReportQuery(
    {
      creationMethod: target?.creationMethod ?? 'dashboards',
      id: target?.id ?? 0,
      userId: user?.userId ?? 0,
    },
    { skip },
  );
  const [update] = useUpdateReportMutation();
  const [remove, removing] = useDeleteReportMutation();
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const report = data?.result[0] ?? null;
  const creationMethod = target?.creationMethod;
  useEffect(() => {
    if (isError && creationMethod) toasts.addDangerToast(FETCH_FAILED[creationMethod]);
  }, [isError, creationMethod, toasts]);

  // The submenu is built again only when the report it shows changes, not on every render of the
  // dashboard or Explore around an open menu.
  const item = useMemo((): MenuItem | null => {
    if (skip) return null;
    const toggleActive = async () => {
      if (!report) return;
      try {
        await update({ id: report.id, body: { active: !report.active } }).unwrap();
      } catch {
        toasts.addDangerToast('We were unable to active or deactivate this report.');
      }
      void refetch();
    };
    const children: MenuItem[] = report
      ? [
          {
            key: 'report-toggle-active',
            label: label(
              'toggle-active',
              <>
                <Checkbox checked={report.active} style={{ marginRight: 8 }} />
                Email reports active
              </>,
            ),
            onClick: () => void toggleActive(),
          },
          {
            key: 'report-edit',
            label: label('edit', 'Edit email report'),
            onClick: () => setIsModalOpen(true),
          },
          {
            key: 'report-delete',
            label: label('delete', 'Delete email report'),
            danger: true,
            onClick: () => setIsDeleting(true),
          },
        ]
      : [
          {
            key: 'report-set-up',
            label: label('set-up', 'Set up an email report'),
            onClick: () => setIsModalOpen(true),
          },
        ];
    return { key: 'report-menu', label: label('manage', 'Manage email reports'), children };
  }, [skip, report, update, refetch, toasts]);

  if (!item || !target) return { item: null, element: null };

  const confirmDelete = async () => {
    if (!report) return;
    try {
      await remove(report.id).unwrap();
      toasts.addSuccessToast(`Deleted: ${report.name}`);
    } catch {
      toasts.addDangerToast('Your report could not be deleted');
    }
    setIsDeleting(false);
  };

  const element = (
    <>
      {isModalOpen && (
        <Suspense fallback={null}>
          <ReportModal
            target={target}
            reportId={report?.id ?? null}
            onClose={() => setIsModalOpen(false)}
          />
        </Suspense>
      )}
      <ConfirmModal
        open={isDeleting}
        title="Delete Report?"
        okText="Delete"
        isDanger
        isLoading={removing.isLoading}
        onOk={() => void confirmDelete()}
        onCancel={() => setIsDeleting(false)}
      >
        This action will permanently delete <strong>{report?.name}</strong>.
      </ConfirmModal>
    </>
  );
  return { item, element };
}
