import { useState } from 'react';
import type { RefObject } from 'react';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useToasts } from '../../components/toasts/toast-context.ts';
import {
  anyChartImageDataUrl,
  downloadDataUrl,
  exportPivotedCsv,
  exportChartCsv,
  exportChartData,
  imageFileName,
  offersPivotedCsv,
} from './chart-export.ts';
import { useChartPermissions } from './chart-permissions.ts';
import { useChartShare } from './chart-share.ts';
import { DrillDetailModal } from './DrillDetailModal.tsx';
import type { ChartHandle } from './use-chart.ts';
import { ViewQueryModal } from './ViewQueryModal.tsx';
import { ViewResultsModal } from './ViewResultsModal.tsx';

export interface ChartActionsMenuProps {
  chart: ChartHandle;
  sliceName?: string;
  /** The form data a permalink keeps (explore passes its raw form data); default the chart's. */
  permalinkFormData?: Record<string, unknown> | null;
  /** The box of the rendered chart, for "Download as image" and "Fullscreen". */
  chartBoxRef?: RefObject<HTMLDivElement | null>;
  /** Offered when the chart has a description to show or hide. */
  onToggleDescription?(): void;
  /** Explore's "Manage email reports" submenu (features/reports); its entries handle their clicks. */
  reportMenu?: NonNullable<MenuProps['items']>[number] | null;
}

type OpenModal = 'none' | 'query' | 'results' | 'drill';

const label = (test: string, text: string) => (
  <span data-test={`chart-action-${test}`}>{text}</span>
);

/**
 * The chart menu (docs/charts.md §2), shared by explore and dashboards: force refresh, fullscreen,
 * description, view query, view results, drill to detail, exports, share and image download, each
 * behind its permission.
 */
export function ChartActionsMenu({
  chart,
  sliceName,
  permalinkFormData,
  chartBoxRef,
  onToggleDescription,
  reportMenu,
}: ChartActionsMenuProps) {
  const toasts = useToasts();
  const permissions = useChartPermissions();
  const [modal, setModal] = useState<OpenModal>('none');
  const share = useChartShare(
    permalinkFormData ?? (chart.formData as Record<string, unknown> | null),
    sliceName,
  );
  const request = chart.request;
  const hasRequest = request !== null;

  const downloadImage = async () => {
    const box = chartBoxRef?.current;
    const dataUrl = box ? await anyChartImageDataUrl(box) : null;
    if (!dataUrl) {
      toasts.addDangerToast('Sorry, something went wrong. Try again later.');
      return;
    }
    downloadDataUrl(dataUrl, imageFileName(sliceName));
  };
  const fullscreen = () => {
    const container = chartBoxRef?.current?.closest<HTMLElement>('[data-test="chart-container"]');
    if (container?.requestFullscreen)
      void container
        .requestFullscreen()
        .catch(() =>
          toasts.addWarningToast('The browser refused to show the chart in full screen.'),
        );
  };
  const exportAs = (format: 'csv' | 'xlsx', isFull = false) => {
    if (!request) return;
    if (format === 'xlsx') return exportChartData(request, format, isFull);
    // A large CSV export in async mode runs as a job: a toast, then the file when it is ready.
    exportChartCsv(request, isFull, () => toasts.addInfoToast('Preparing your CSV…')).catch(
      (e: unknown) =>
        toasts.addDangerToast(e instanceof Error ? e.message : 'The CSV export failed'),
    );
  };

  const items: MenuProps['items'] = [
    {
      key: 'refresh',
      label: label('refresh', 'Force refresh'),
      disabled: !hasRequest,
      onClick: () => chart.refresh(),
    },
    {
      key: 'fullscreen',
      label: label('fullscreen', 'Enter fullscreen'),
      disabled: !chartBoxRef,
      onClick: fullscreen,
    },
    ...(onToggleDescription
      ? [
          {
            key: 'description',
            label: label('toggle-description', 'Toggle chart description'),
            onClick: onToggleDescription,
          },
        ]
      : []),
    ...(permissions.canExplore
      ? [
          {
            key: 'query',
            label: label('view-query', 'View query'),
            disabled: !hasRequest,
            onClick: () => setModal('query'),
          },
          {
            key: 'results',
            label: label('view-results', 'View as table'),
            disabled: !hasRequest,
            onClick: () => setModal('results'),
          },
          {
            key: 'drill',
            label: label('drill-detail', 'Drill to detail'),
            disabled: !hasRequest,
            onClick: () => setModal('drill'),
          },
        ]
      : []),
    { type: 'divider' as const },
    {
      key: 'download',
      type: 'group' as const,
      label: label('download', 'Download'),
      children: [
        ...(permissions.canCsv
          ? [
              {
                key: 'csv',
                label: label('export-csv', 'Export to .CSV'),
                disabled: !hasRequest,
                onClick: () => exportAs('csv'),
              },
              ...(offersPivotedCsv(request)
                ? [
                    {
                      key: 'pivoted-csv',
                      label: label('export-pivoted-csv', 'Export to pivoted .CSV'),
                      onClick: () => request && exportPivotedCsv(request),
                    },
                  ]
                : []),
              {
                key: 'xlsx',
                label: label('export-xlsx', 'Export to Excel'),
                disabled: !hasRequest,
                onClick: () => exportAs('xlsx'),
              },
              {
                key: 'full-csv',
                label: label('export-full-csv', 'Export to full .CSV'),
                disabled: !hasRequest,
                onClick: () => exportAs('csv', true),
              },
              {
                key: 'full-xlsx',
                label: label('export-full-xlsx', 'Export to full Excel'),
                disabled: !hasRequest,
                onClick: () => exportAs('xlsx', true),
              },
            ]
          : []),
        {
          key: 'image',
          label: label('download-image', 'Download as image'),
          onClick: () => void downloadImage(),
        },
      ],
    },
    ...(permissions.canShare
      ? [
          { type: 'divider' as const },
          {
            key: 'share',
            type: 'group' as const,
            label: label('share', 'Share'),
            children: [
              {
                key: 'permalink',
                label: label('copy-permalink', 'Copy permalink to clipboard'),
                onClick: () => void share.copyPermalink(),
              },
              {
                key: 'email',
                label: label('share-email', 'Share chart by email'),
                onClick: () => void share.shareByEmail(),
              },
            ],
          },
        ]
      : []),
    ...(reportMenu ? [{ type: 'divider' as const }, reportMenu] : []),
  ];

  return (
    <>
      {/* Unmounted when closed: a hovered submenu (the reports one) would outlive the click. */}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" destroyOnHidden>
        <Button
          icon={<EllipsisOutlined />}
          aria-label="Chart actions"
          data-test="chart-actions-menu"
        />
      </Dropdown>
      {/* Mounted only while open: a dashboard has a menu per chart, and closed modals still cost renders. */}
      {modal === 'query' && (
        <ViewQueryModal request={request} open onClose={() => setModal('none')} />
      )}
      {modal === 'results' && (
        <ViewResultsModal request={request} open onClose={() => setModal('none')} />
      )}
      {modal === 'drill' && (
        <DrillDetailModal
          datasource={request?.datasource ?? null}
          filters={[]}
          open
          onClose={() => setModal('none')}
        />
      )}
    </>
  );
}
