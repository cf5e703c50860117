import { useState } from 'react';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Spin,
  Typography,
} from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/api-slice.ts';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import {
  useCreateReportMutation,
  useGetReportQuery,
  useUpdateReportMutation,
} from './report-api.ts';
import type { ReportPost, ReportResource, ReportShowItem } from './report-api.ts';
import {
  allowedFormats,
  defaultFormat,
  FORMAT_LABELS,
  isScreenshot,
  MAX_WIDTH,
  MIN_WIDTH,
} from './report-formats.ts';
import type { ReportFormat } from './report-formats.ts';
import { ScheduleField, TimezoneSelect } from './ScheduleField.tsx';

/** The dashboard or chart the modal subscribes the user to. */
export interface ReportTarget extends ReportResource {
  name: string;
  /** A chart's viz type: text-based charts may be sent as text. */
  vizType?: string | null;
  /**
   * A dashboard's native filter state when the report is saved (its data masks): the report renders
   * the dashboard filtered as the user sees it, as Superset keeps it in `extra.dashboard`.
   */
  dataMask?: () => Record<string, unknown>;
}

export interface ReportModalProps {
  target: ReportTarget;
  /** The user's report on the target, to edit; null schedules a new one. */
  reportId: number | null;
  onClose(): void;
}

/** Superset's ReportModal INITIAL_STATE: Mondays at noon. */
const DEFAULT_CRONTAB = '0 12 * * 1';

/** The browser's zone, as Superset's TimezoneSelector starts with it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Superset's ReportModal: a self-subscription to a dashboard or a chart, sent to the user's own
 * email (creation_method `dashboards`/`charts`): name, description, schedule, time zone, format and
 * screenshot width.
 */
export function ReportModal({ target, reportId, onClose }: ReportModalProps) {
  const { data: report, isLoading } = useGetReportQuery(reportId ?? 0, { skip: reportId === null });
  return (
    <Modal
      open
      width={432}
      centered
      title={
        <Flex gap={8} align="center">
          <CalendarOutlined />
          {reportId === null ? 'Schedule a new email report' : 'Edit email report'}
        </Flex>
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-test="report-modal"
    >
      {reportId !== null && isLoading ? (
        <Spin />
      ) : (
        <ReportForm target={target} report={report ?? null} onClose={onClose} />
      )}
    </Modal>
  );
}

function ReportForm({
  target,
  report,
  onClose,
}: {
  target: ReportTarget;
  report: ReportShowItem | null;
  onClose(): void;
}) {
  const toasts = useToasts();
  const { data: user } = useGetCurrentUserQuery();
  const [create, creating] = useCreateReportMutation();
  const [update, updating] = useUpdateReportMutation();
  const isChart = target.creationMethod === 'charts';
  const formats = allowedFormats(isChart, target.vizType);
  const placeholder = `Weekly Report for ${target.name}`;
  const [name, setName] = useState(report?.name ?? placeholder);
  const [description, setDescription] = useState(report?.description ?? '');
  const [crontab, setCrontab] = useState(report?.crontab ?? DEFAULT_CRONTAB);
  const [timezone, setTimezone] = useState(report?.timezone ?? browserZone());
  const [format, setFormat] = useState<ReportFormat>(
    report && formats.includes(report.report_format)
      ? report.report_format
      : defaultFormat(isChart, target.vizType),
  );
  const [width, setWidth] = useState<number | null>(report?.custom_width ?? null);
  const [error, setError] = useState<string | null>(null);
  const isWidthBad = width !== null && (width < MIN_WIDTH || width > MAX_WIDTH);

  const save = async () => {
    if (!user) return;
    const body: ReportPost = {
      type: 'Report',
      active: report?.active ?? true,
      force_screenshot: false,
      custom_width: isScreenshot(format) ? width : null,
      creation_method: target.creationMethod,
      ...(isChart ? { chart: target.id } : { dashboard: target.id }),
      owners: [user.userId],
      recipients: [{ type: 'Email', recipient_config_json: { target: user.email ?? '' } }],
      name: name.trim(),
      description: description || null,
      crontab,
      report_format: format,
      timezone,
      ...(target.dataMask ? { extra: { dashboard: { dataMask: target.dataMask() } } } : {}),
    };
    setError(null);
    try {
      if (report) {
        await update({ id: report.id, body }).unwrap();
        toasts.addSuccessToast('Report updated');
      } else {
        await create(body).unwrap();
        toasts.addSuccessToast('The report has been created');
      }
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Form layout="vertical" requiredMark onFinish={() => void save()}>
      <Form.Item label="Report Name" required>
        <Input
          data-test="report-name"
          value={name}
          placeholder={placeholder}
          onChange={(e) => setName(e.target.value)}
        />
      </Form.Item>
      <Form.Item label="Description">
        <Input
          data-test="report-description"
          value={description}
          placeholder="Include a description that will be sent with your report"
          onChange={(e) => setDescription(e.target.value)}
        />
      </Form.Item>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Schedule
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        The report will be sent to your email at
      </Typography.Paragraph>
      <ScheduleField crontab={crontab} onChange={setCrontab} />
      <Form.Item label="Timezone" style={{ marginTop: 12 }}>
        <TimezoneSelect value={timezone} onChange={setTimezone} />
      </Form.Item>
      <Form.Item label="Message content">
        <Radio.Group
          data-test="report-format"
          value={format}
          onChange={(e) => setFormat(e.target.value as ReportFormat)}
        >
          <Flex vertical gap={4}>
            {formats.map((f) => (
              <Radio key={f} value={f}>
                {FORMAT_LABELS[f]}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      {isScreenshot(format) && (
        <Form.Item
          label="Screenshot width"
          validateStatus={isWidthBad ? 'error' : undefined}
          help={isWidthBad ? `Width must be between ${MIN_WIDTH} and ${MAX_WIDTH}` : undefined}
        >
          <InputNumber
            data-test="report-width"
            style={{ width: '100%' }}
            value={width}
            min={1}
            placeholder="Input custom width in pixels"
            onChange={(v) => setWidth(typeof v === 'number' ? v : null)}
          />
        </Form.Item>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          data-test="report-error"
          style={{ marginBottom: 12 }}
          title={report ? 'Failed to update report' : 'Failed to create report'}
          description={error}
        />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose} data-test="report-cancel">
          Cancel
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          data-test="report-save"
          disabled={!name.trim() || isWidthBad || !user}
          loading={creating.isLoading || updating.isLoading}
        >
          {report ? 'Save' : 'Add'}
        </Button>
      </Flex>
    </Form>
  );
}
