import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useCreateChartMutation, useUpdateChartMutation } from '../../api/chart-api.ts';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import {
  useCreateDashboardMutation,
  useListDashboardOptionsQuery,
} from '../../api/dashboard-api.ts';
import type { ExploreSlice } from '../../api/explore-api.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { canOverwriteChart } from '../chart/chart-permissions.ts';
import { SAVE_MESSAGES, saveErrorMessage } from './save-chart.ts';
import { chartSavePayload } from './save-payload.ts';

type SaveAction = 'saveas' | 'overwrite';

export interface SaveModalProps {
  formData: Record<string, unknown>;
  slice: ExploreSlice | null;
  defaultName: string;
  onClose(): void;
  onSaved(sliceId: number, formData: Record<string, unknown>): void;
}

/** A dashboard picked in the modal: an existing one, or a title for a new one. */
type DashboardChoice = { id: number; title: string } | { id: null; title: string } | null;

/**
 * Save the chart: as a new chart, or overwrite the open one (owners and admins only); optionally add
 * it to a dashboard, shown only when the server offers a dashboard API.
 */
export function SaveModal({ formData, slice, defaultName, onClose, onSaved }: SaveModalProps) {
  const toasts = useToasts();
  const { data: user } = useGetCurrentUserQuery();
  const canOverwrite = slice !== null && canOverwriteChart(user, slice.owners);
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(slice?.slice_name ?? defaultName);
  const [dashboard, setDashboard] = useState<DashboardChoice>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const dashboards = useListDashboardOptionsQuery();
  const [createChart] = useCreateChartMutation();
  const [updateChart] = useUpdateChartMutation();
  const [createDashboard] = useCreateDashboardMutation();
  const hasDashboardApi = dashboards.isSuccess;

  const save = async () => {
    const sliceName = name.trim();
    if (!sliceName) return;
    if (action === 'overwrite' && !canOverwrite) {
      setError(SAVE_MESSAGES.noPermission);
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      let dashboardId: number | null = dashboard?.id ?? null;
      if (dashboard && dashboard.id === null)
        dashboardId = (await createDashboard({ dashboard_title: dashboard.title }).unwrap()).id;
      const isOverwrite = action === 'overwrite' && slice !== null;
      const payload = chartSavePayload({
        formData,
        sliceName,
        owners: isOverwrite ? slice.owners : [],
        dashboards: dashboardId === null ? [] : [dashboardId],
        savedFormData: isOverwrite ? slice.form_data : null,
      });
      const { id } = isOverwrite
        ? await updateChart({ id: slice.slice_id, body: payload }).unwrap()
        : await createChart(payload).unwrap();
      toasts.addSuccessToast(
        isOverwrite ? SAVE_MESSAGES.overwritten(sliceName) : SAVE_MESSAGES.saved(sliceName),
      );
      if (dashboard) {
        toasts.addSuccessToast(
          dashboard.id === null
            ? SAVE_MESSAGES.dashboardCreated(dashboard.title, sliceName)
            : SAVE_MESSAGES.addedToDashboard(sliceName, dashboard.title),
        );
      }
      onSaved(id, { ...JSON.parse(payload.params), slice_id: id });
    } catch (err) {
      setError(saveErrorMessage(err));
      setIsSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Save chart"
      onCancel={onClose}
      destroyOnHidden
      data-test="save-modal"
      footer={[
        <Button key="cancel" data-test="save-modal-cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          data-test="save-modal-save"
          loading={isSaving}
          disabled={!name.trim()}
          onClick={save}
        >
          Save
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item>
          <Radio.Group
            value={action}
            onChange={(e) => setAction(e.target.value as SaveAction)}
            data-test="save-modal-action"
          >
            <Radio value="overwrite" disabled={!canOverwrite} data-test="save-overwrite">
              Save (Overwrite)
            </Radio>
            <Radio value="saveas" data-test="save-as-new">
              Save as...
            </Radio>
          </Radio.Group>
        </Form.Item>
        {slice !== null && !canOverwrite && (
          <Alert
            type="info"
            showIcon
            title={SAVE_MESSAGES.noPermission}
            data-test="save-no-permission"
            style={{ marginBottom: 12 }}
          />
        )}
        <Form.Item label="Chart name" required>
          <Input
            data-test="save-chart-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Name"
          />
        </Form.Item>
        {hasDashboardApi && (
          <Form.Item label="Add to dashboard">
            <Select
              allowClear
              showSearch
              mode="tags"
              maxCount={1}
              data-test="save-dashboard-select"
              placeholder="Select a dashboard or type a name to create one"
              options={(dashboards.data ?? []).map((d) => ({
                value: String(d.id),
                label: d.dashboard_title,
              }))}
              value={
                dashboard ? [dashboard.id === null ? dashboard.title : String(dashboard.id)] : []
              }
              onChange={(values: string[]) => {
                const picked = values[values.length - 1];
                const existing = (dashboards.data ?? []).find((d) => String(d.id) === picked);
                setDashboard(
                  picked === undefined
                    ? null
                    : existing
                      ? { id: existing.id, title: existing.dashboard_title }
                      : { id: null, title: picked },
                );
              }}
            />
          </Form.Item>
        )}
      </Form>
      {error && <ErrorAlert message={error} />}
    </Modal>
  );
}
