import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { AnnotationLayerModal } from './AnnotationLayerModal.tsx';
import type { ControlProps } from './control-props.ts';

type Editing = { index: number | null } | null;

const nameOf = (layer: unknown) =>
  typeof layer === 'object' &&
  layer !== null &&
  typeof (layer as { name?: unknown }).name === 'string'
    ? (layer as { name: string }).name
    : '';

/** `annotation_layers`: the layers as tags; click one to edit it in the modal, close it to remove it. */
export function AnnotationLayerControl({ control, value, onChange }: ControlProps) {
  const layers: unknown[] = Array.isArray(value) ? value : [];
  const [editing, setEditing] = useState<Editing>(null);
  const put = (layer: unknown, index: number | null) =>
    onChange(index === null ? [...layers, layer] : layers.map((l, i) => (i === index ? layer : l)));
  return (
    <>
      <Flex gap={4} wrap align="center" data-test={`annotation-layers-${control.name}`}>
        {layers.map((layer, index) => (
          <Tag
            key={`${nameOf(layer)}-${index}`}
            closable
            color={(layer as { show?: unknown }).show === false ? 'default' : 'blue'}
            data-test="annotation-layer-pill"
            style={{ cursor: 'pointer', marginInlineEnd: 0 }}
            onClick={() => setEditing({ index })}
            onClose={(e) => {
              e.preventDefault();
              onChange(layers.filter((_, i) => i !== index));
            }}
          >
            {nameOf(layer) || '(unnamed)'}
          </Tag>
        ))}
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          data-test={`add-annotation-layer-${control.name}`}
          onClick={() => setEditing({ index: null })}
        >
          Add annotation layer
        </Button>
      </Flex>
      {editing && (
        <AnnotationLayerModal
          initial={editing.index === null ? null : layers[editing.index]}
          otherNames={layers.filter((_, i) => i !== editing.index).map(nameOf)}
          onSave={(layer) => put(layer, editing.index)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
