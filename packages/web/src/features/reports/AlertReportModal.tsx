import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Collapse, Flex, Form, Modal, Spin, Tooltip } from 'antd';
import { errorMessage } from '../../api/api-slice.ts';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { bodyOf, formOf, missingFields } from './alert-report-form.ts';
import type { AlertReportForm } from './alert-report-form.ts';
import {
  ConditionSection,
  ContentSection,
  GeneralSection,
  NotificationSection,
  ScheduleSection,
} from './AlertReportSections.tsx';
import {
  useCreateReportMutation,
  useGetReportQuery,
  useUpdateReportMutation,
} from './report-api.ts';
import type { ReportShowItem } from './report-api.ts';

export interface AlertReportModalProps {
  kind: 'Alert' | 'Report';
  /** The schedule to edit; null adds one. */
  reportId: number | null;
  /** Someone else's schedule: shown, not saved (Superset's "View"). */
  isReadOnly?: boolean;
  onClose(): void;
}

/**
 * Superset's AlertReportModal: general information, (for alerts) the condition, the contents, the
 * schedule and the notification method, in collapsible panels; Add or Save.
 */
export function AlertReportModal({ kind, reportId, isReadOnly, onClose }: AlertReportModalProps) {
  const { data, isLoading, error } = useGetReportQuery(reportId ?? 0, { skip: reportId === null });
  const verb = reportId === null ? 'Add' : isReadOnly ? 'View' : 'Edit';
  return (
    <Modal
      open
      width={640}
      title={`${verb} ${kind === 'Report' ? 'report' : 'alert'}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-test="alert-report-modal"
    >
      {reportId !== null && isLoading ? (
        <Spin />
      ) : error ? (
        <Alert type="error" title={errorMessage(error)} />
      ) : (
        <AlertReportFormView
          kind={kind}
          report={data ?? null}
          isReadOnly={Boolean(isReadOnly)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AlertReportFormView({
  kind,
  report,
  isReadOnly,
  onClose,
}: {
  kind: 'Alert' | 'Report';
  report: ReportShowItem | null;
  isReadOnly: boolean;
  onClose(): void;
}) {
  const toasts = useToasts();
  const { data: user } = useGetCurrentUserQuery();
  const me = user
    ? { value: user.userId, label: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() }
    : null;
  const [form, setForm] = useState<AlertReportForm>(() => formOf(report, kind, me));
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateReportMutation();
  const [update, updating] = useUpdateReportMutation();
  const set = (patch: Partial<AlertReportForm>) => setForm((f) => ({ ...f, ...patch }));
  // A new schedule is owned by its author, also when the user arrives after the first render.
  const hasDefaultOwner = useRef(report !== null || me !== null);
  useEffect(() => {
    if (hasDefaultOwner.current || !me) return;
    hasDefaultOwner.current = true;
    setForm((f) => (f.owners.length > 0 ? f : { ...f, owners: [me] }));
  }, [me]);
  const missing = missingFields(form);
  const noun = kind === 'Report' ? 'report' : 'alert';

  const save = async () => {
    setProblem(null);
    try {
      if (report) {
        await update({ id: report.id, body: bodyOf(form) }).unwrap();
        toasts.addSuccessToast(`${report.name} updated`);
      } else {
        await create(bodyOf(form)).unwrap();
        toasts.addSuccessToast(`${form.name.trim()} created`);
      }
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  const sections = [
    {
      key: 'general',
      label: 'General information',
      children: <GeneralSection form={form} set={set} />,
    },
    ...(kind === 'Alert'
      ? [
          {
            key: 'condition',
            label: 'Alert condition',
            children: <ConditionSection form={form} set={set} />,
          },
        ]
      : []),
    {
      key: 'contents',
      label: kind === 'Report' ? 'Report contents' : 'Alert contents',
      children: <ContentSection form={form} set={set} />,
    },
    { key: 'schedule', label: 'Schedule', children: <ScheduleSection form={form} set={set} /> },
    {
      key: 'notification',
      label: 'Notification method',
      children: <NotificationSection form={form} set={set} />,
    },
  ];

  return (
    <Form layout="vertical" disabled={isReadOnly} onFinish={() => void save()}>
      <Collapse
        accordion={false}
        defaultActiveKey={['general']}
        items={sections}
        data-test="alert-report-sections"
        style={{ marginBottom: 12 }}
      />
      {problem && (
        <Alert
          type="error"
          showIcon
          data-test="alert-report-problem"
          style={{ marginBottom: 12 }}
          title={report ? `Failed to update ${noun}` : `Failed to create ${noun}`}
          description={problem}
        />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose} disabled={false} data-test="alert-report-cancel">
          Cancel
        </Button>
        {!isReadOnly && (
          <Tooltip title={missing.length > 0 ? missing.join(', ') : undefined}>
            <Button
              type="primary"
              htmlType="submit"
              data-test="alert-report-save"
              data-missing={missing.join(', ')}
              disabled={missing.length > 0}
              loading={creating.isLoading || updating.isLoading}
            >
              {report ? 'Save' : 'Add'}
            </Button>
          </Tooltip>
        )}
      </Flex>
    </Form>
  );
}
