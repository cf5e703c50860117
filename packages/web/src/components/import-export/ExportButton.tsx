import { Button, Tooltip } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/api-slice.ts';
import { useToasts } from '../toasts/toast-context.ts';
import { exportBundle } from './bundle-client.ts';
import type { BundleResource } from './import-errors.ts';

/** Downloads the objects' ZIP, with a toast when the server refuses. */
export function useExport(resource: BundleResource) {
  const toasts = useToasts();
  return async (ids: number[]) => {
    try {
      await exportBundle(resource, ids);
    } catch (err) {
      toasts.addDangerToast(
        `There was an issue exporting the selected items: ${errorMessage(err)}`,
      );
    }
  };
}

/** A row's Export action (Superset's share icon in the Actions column). */
export function ExportButton({
  resource,
  id,
  name,
}: {
  resource: BundleResource;
  id: number;
  name: string;
}) {
  const exportIds = useExport(resource);
  return (
    <Tooltip title="Export">
      <Button
        type="text"
        size="small"
        icon={<ShareAltOutlined />}
        aria-label={`Export ${name}`}
        data-test="row-export"
        onClick={() => void exportIds([id])}
      />
    </Tooltip>
  );
}
