import { useState } from 'react';
import {
  Alert,
  Checkbox,
  ColorPicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
} from 'antd';
import { AnnotationSourceFields } from './AnnotationSourceFields.tsx';
import {
  ANNOTATION_TYPES,
  ANNOTATION_TYPE_LABELS,
  OPACITY_OPTIONS,
  SOURCE_TYPE_LABELS,
  STYLE_OPTIONS,
  annotationLayerError,
  finalizeAnnotationLayer,
  normalizeAnnotationLayer,
  sourceTypesFor,
  withAnnotationType,
  type AnnotationLayerValue,
  type AnnotationType,
} from './annotation-layer-model.ts';

export interface AnnotationLayerModalProps {
  /** The layer being edited; null adds one. */
  initial: unknown;
  /** Names of the other layers (names key `annotation_data`, so they must be unique). */
  otherNames: readonly string[];
  onSave(layer: AnnotationLayerValue): void;
  onClose(): void;
}

/** Edits one annotation layer: name, type, source, value, overrides and display fields. */
export function AnnotationLayerModal({
  initial,
  otherNames,
  onSave,
  onClose,
}: AnnotationLayerModalProps) {
  const [layer, setLayer] = useState<AnnotationLayerValue>(() => normalizeAnnotationLayer(initial));
  const set = (patch: Partial<AnnotationLayerValue>) => setLayer((l) => ({ ...l, ...patch }));
  const error = annotationLayerError(layer, otherNames);
  const sources = sourceTypesFor(layer.annotationType);
  const isTimeSeries = layer.annotationType === 'TIME_SERIES';
  const save = () => {
    if (error) return;
    onSave(finalizeAnnotationLayer(layer));
    onClose();
  };
  return (
    <Modal
      open
      title={initial ? 'Edit annotation layer' : 'Add annotation layer'}
      width={620}
      onCancel={onClose}
      onOk={save}
      okText="Save"
      okButtonProps={
        { disabled: Boolean(error), 'data-test': 'annotation-save' } as { disabled: boolean }
      }
      destroyOnHidden
    >
      <Form layout="vertical" component="div" data-test="annotation-layer-modal">
        <Form.Item label="Name" required>
          <Input
            data-test="annotation-name"
            value={layer.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Annotation layer type">
          <Radio.Group
            data-test="annotation-type"
            optionType="button"
            value={layer.annotationType}
            options={ANNOTATION_TYPES.map((t) => ({ value: t, label: ANNOTATION_TYPE_LABELS[t] }))}
            onChange={(e) =>
              setLayer((l) => withAnnotationType(l, e.target.value as AnnotationType))
            }
          />
        </Form.Item>
        {layer.annotationType !== 'FORMULA' && (
          <Form.Item label="Annotation source type">
            <Radio.Group
              data-test="annotation-source-type"
              value={layer.sourceType}
              options={sources.map((s) => ({ value: s, label: SOURCE_TYPE_LABELS[s] ?? s }))}
              onChange={(e) => set({ sourceType: String(e.target.value), value: null })}
            />
          </Form.Item>
        )}
        <AnnotationSourceFields layer={layer} set={set} />
        <Flex gap={16} wrap>
          <Form.Item label="Style">
            <Select
              data-test="annotation-style"
              style={{ width: 130 }}
              value={layer.style}
              options={STYLE_OPTIONS}
              onChange={(style: string) => set({ style })}
            />
          </Form.Item>
          <Form.Item label="Opacity">
            <Select
              data-test="annotation-opacity"
              style={{ width: 110 }}
              value={layer.opacity}
              options={OPACITY_OPTIONS}
              onChange={(opacity: string) => set({ opacity })}
            />
          </Form.Item>
          <Form.Item label="Line width">
            <InputNumber
              data-test="annotation-width"
              min={0}
              value={layer.width}
              onChange={(w) => set({ width: w ?? 0 })}
            />
          </Form.Item>
          <Form.Item label="Color">
            <ColorPicker
              data-test="annotation-color"
              allowClear
              value={layer.color ?? undefined}
              onChangeComplete={(c) => set({ color: c.toHexString() })}
              onClear={() => set({ color: null })}
            />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Checkbox
            data-test="annotation-hide-layer"
            checked={!layer.show}
            onChange={(e) => set({ show: !e.target.checked })}
          >
            Hide layer
          </Checkbox>
          <Checkbox
            data-test="annotation-show-label"
            checked={layer.showLabel}
            onChange={(e) => set({ showLabel: e.target.checked })}
          >
            Always show label
          </Checkbox>
          {isTimeSeries && (
            <Checkbox
              data-test="annotation-show-markers"
              checked={layer.showMarkers}
              onChange={(e) => set({ showMarkers: e.target.checked })}
            >
              Show markers
            </Checkbox>
          )}
          {isTimeSeries && (
            <Checkbox
              data-test="annotation-hide-line"
              checked={layer.hideLine}
              onChange={(e) => set({ hideLine: e.target.checked })}
            >
              Hide line
            </Checkbox>
          )}
        </Flex>
        {error && layer.name && (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            title={error}
            data-test="annotation-error"
          />
        )}
      </Form>
    </Modal>
  );
}
