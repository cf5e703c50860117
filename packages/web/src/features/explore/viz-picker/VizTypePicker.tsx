import { useState } from 'react';
import { Button, Modal } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { getChartPlugin } from '@sightline/viz';
import { VizTypeGallery } from './VizTypeGallery.tsx';

export interface VizTypePickerProps {
  value: string;
  onChange(vizType: string): void;
}

/** The current chart type; opens the gallery to pick another. */
export function VizTypePicker({ value, onChange }: VizTypePickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [pending, setPending] = useState(value);
  const name = getChartPlugin(value)?.metadata.name ?? value;
  const confirm = (vizType: string) => {
    setIsOpen(false);
    if (vizType !== value) onChange(vizType);
  };
  return (
    <>
      <Button
        block
        icon={<AppstoreOutlined />}
        data-test="viz-type-button"
        onClick={() => {
          setPending(value);
          setIsOpen(true);
        }}
      >
        {name}
      </Button>
      <Modal
        open={isOpen}
        title="Select a visualization type"
        width={900}
        onCancel={() => setIsOpen(false)}
        onOk={() => confirm(pending)}
        okText="Select"
        okButtonProps={{ 'data-test': 'viz-gallery-select' } as object as { disabled?: boolean }}
        destroyOnHidden
      >
        <VizTypeGallery selected={pending} onSelect={setPending} onConfirm={confirm} />
      </Modal>
    </>
  );
}
