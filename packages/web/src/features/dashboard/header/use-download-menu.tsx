import { useCallback, useRef } from 'react';
import type { MenuProps } from 'antd';
import type { DashboardScreenshotTask, DataMaskMap } from '@sightline/core';
import { requestJson } from '../../../api/http.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';

/** The dashboard state the picture shows: what the user sees now. */
export interface DownloadState {
  dataMask: DataMaskMap;
  activeTabs: string[];
}

const POLL_MS = 1500;
/** Superset's client gives up after about this long. */
const GIVE_UP_MS = 120_000;

const GENERATING = 'The screenshot is being generated. Please, do not leave the page.';
const FAILED = 'The screenshot could not be downloaded. Please, try again later.';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Saves a blob under the name the server gave it (Content-Disposition). */
function saveBlob(blob: Blob, disposition: string | null, fallback: string): void {
  const encoded = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallback;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Download" > "Download as image" / "Download as PDF" of the dashboard menu, drawn by the
 * server's renderer as Superset 4 does: POST cache_dashboard_screenshot with the current state,
 * poll its task until the image is ready, then fetch the screenshot with `download_format`.
 */
export function useDownloadMenu(
  dashboardId: number,
  state: () => DownloadState,
): NonNullable<MenuProps['items']>[number] {
  const toasts = useToasts();
  const busy = useRef(false);
  const download = useCallback(
    async (format: 'png' | 'pdf') => {
      if (busy.current) return;
      busy.current = true;
      toasts.addInfoToast(GENERATING);
      try {
        const body = state();
        const deadline = Date.now() + GIVE_UP_MS;
        let task: DashboardScreenshotTask;
        for (;;) {
          task = await requestJson<DashboardScreenshotTask>(
            `/api/v1/dashboard/${dashboardId}/cache_dashboard_screenshot/`,
            { method: 'POST', body },
          );
          if (task.task_status === 'Updated') break;
          if (task.task_status === 'Error' || Date.now() > deadline) throw new Error(FAILED);
          await sleep(POLL_MS);
        }
        const res = await fetch(`${task.image_url}?download_format=${format}`, {
          credentials: 'same-origin',
        });
        if (!res.ok) throw new Error(FAILED);
        saveBlob(await res.blob(), res.headers.get('content-disposition'), `dashboard.${format}`);
      } catch {
        toasts.addDangerToast(FAILED);
      } finally {
        busy.current = false;
      }
    },
    [dashboardId, state, toasts],
  );
  return {
    key: 'download',
    label: <span data-test="dashboard-menu-download">Download</span>,
    children: [
      {
        key: 'download-image',
        label: <span data-test="dashboard-menu-download-image">Download as image</span>,
        onClick: () => void download('png'),
      },
      {
        key: 'download-pdf',
        label: <span data-test="dashboard-menu-download-pdf">Download as PDF</span>,
        onClick: () => void download('pdf'),
      },
    ],
  };
}
