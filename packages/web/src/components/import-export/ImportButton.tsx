import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useToasts } from '../toasts/toast-context.ts';
import { ImportModelsModal } from './ImportModelsModal.tsx';
import { RESOURCE_LABELS } from './import-errors.ts';
import type { BundleResource } from './import-errors.ts';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A list header's Import button (Superset's upload icon) and its dialog. */
export function ImportButton({
  resource,
  onImported,
}: {
  resource: BundleResource;
  /** Refreshes the list. */
  onImported(): void;
}) {
  const toasts = useToasts();
  const [isOpen, setOpen] = useState(false);
  const label = RESOURCE_LABELS[resource].many;
  return (
    <>
      <Tooltip title={`Import ${label}`}>
        <Button
          icon={<UploadOutlined />}
          aria-label={`Import ${label}`}
          data-test="import-button"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {isOpen && (
        <ImportModelsModal
          resource={resource}
          onClose={() => setOpen(false)}
          onImported={() => {
            setOpen(false);
            toasts.addSuccessToast(`${capitalized(RESOURCE_LABELS[resource].one)} imported`);
            onImported();
          }}
        />
      )}
    </>
  );
}
