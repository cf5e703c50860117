import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Menu, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  withComputedScope,
  type Layout,
  type NativeFilterConfigItem,
  type NativeFilterConfiguration,
} from '@sightline/core';
import type { FilterBarChart, FilterBarDataset } from '../NativeFilterBar.tsx';
import {
  FILTER_REMOVAL_UNDO_MS,
  newDivider,
  newNativeFilter,
  validateFilterConfig,
  type FilterConfigError,
} from './filter-config-model.ts';
import { FilterConfigForm } from './FilterConfigForm.tsx';

export interface FiltersConfigModalProps {
  filters: NativeFilterConfiguration;
  layout: Layout;
  charts: FilterBarChart[];
  datasets: FilterBarDataset[];
  onCancel(): void;
  onSave(filters: NativeFilterConfiguration): Promise<void>;
}

function itemLabel(item: NativeFilterConfigItem): string {
  const text = item.type === 'DIVIDER' ? item.title : item.name;
  return text.trim() || (item.type === 'DIVIDER' ? '[untitled divider]' : '[untitled]');
}

/**
 * The filter configuration modal: add, edit and remove filters and dividers. A removed item can be
 * restored for 5 s; Save validates and, on errors, switches to the first invalid item.
 */
export function FiltersConfigModal({
  filters,
  layout,
  charts,
  datasets,
  onCancel,
  onSave,
}: FiltersConfigModalProps) {
  const [draft, setDraft] = useState<NativeFilterConfiguration>(filters);
  const [selectedId, setSelectedId] = useState<string | undefined>(filters[0]?.id);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<FilterConfigError[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const chartNames = useMemo(
    () => Object.fromEntries(charts.map((c) => [c.id, c.slice_name])),
    [charts],
  );
  const kept = draft.filter((item) => !removed.has(item.id));
  const liveErrors = errors === null ? [] : validateFilterConfig(kept);
  const selected = draft.find((item) => item.id === selectedId);

  const update = (next: NativeFilterConfigItem) =>
    setDraft((items) => items.map((item) => (item.id === next.id ? next : item)));
  const add = (item: NativeFilterConfigItem) => {
    setDraft((items) => [...items, item]);
    setSelectedId(item.id);
  };
  const remove = (id: string) => {
    setRemoved((ids) => new Set(ids).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setDraft((items) => items.filter((item) => item.id !== id));
        setRemoved((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
        setSelectedId((current) => (current === id ? undefined : current));
      }, FILTER_REMOVAL_UNDO_MS),
    );
  };
  const restore = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setRemoved((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  };

  const save = async () => {
    const found = validateFilterConfig(kept);
    setErrors(found);
    if (found.length > 0) {
      setSelectedId(found[0]!.id);
      return;
    }
    const allChartIds = charts.map((c) => c.id);
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(kept.map((item) => withComputedScope(item, layout, allChartIds)));
    } catch (e) {
      setSaveError(
        e instanceof Error
          ? e.message
          : String((e as { message?: unknown })?.message ?? 'An error occurred'),
      );
    } finally {
      setSaving(false);
    }
  };

  const invalidIds = new Set(liveErrors.map((e) => e.id));
  const menuItems = draft.map((item) => ({
    key: item.id,
    label: (
      <Flex
        justify="space-between"
        align="center"
        data-test="filter-config-item"
        data-filter-id={item.id}
      >
        <Typography.Text
          delete={removed.has(item.id)}
          type={invalidIds.has(item.id) ? 'danger' : undefined}
          italic={item.type === 'DIVIDER'}
        >
          {itemLabel(item)}
        </Typography.Text>
        {!removed.has(item.id) && (
          <Button
            size="small"
            type="text"
            aria-label={`Remove ${itemLabel(item)}`}
            data-test="filter-config-remove"
            icon={<DeleteOutlined />}
            onClick={(e) => {
              e.stopPropagation();
              remove(item.id);
            }}
          />
        )}
      </Flex>
    ),
  }));

  return (
    <Modal
      open
      width={960}
      title="Add and edit filters"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button
          key="save"
          data-test="filter-config-save"
          type="primary"
          loading={isSaving}
          onClick={() => void save()}
        >
          Save
        </Button>,
      ]}
    >
      {liveErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-test="filter-config-errors"
          title="Some filters have errors"
          style={{ marginBottom: 12 }}
        />
      )}
      {saveError && <Alert type="error" showIcon title={saveError} style={{ marginBottom: 12 }} />}
      <Flex gap={16} style={{ minHeight: 400 }}>
        <Flex vertical gap={8} style={{ width: 240, flex: 'none' }}>
          <Flex gap={8}>
            <Button data-test="filter-config-add-filter" onClick={() => add(newNativeFilter())}>
              Add filter
            </Button>
            <Button data-test="filter-config-add-divider" onClick={() => add(newDivider())}>
              Add divider
            </Button>
          </Flex>
          <Menu
            mode="inline"
            selectedKeys={selectedId ? [selectedId] : []}
            items={menuItems}
            onClick={({ key }) => setSelectedId(String(key))}
          />
        </Flex>
        <div style={{ flex: 1, maxHeight: 560, overflowY: 'auto' }}>
          {selected && removed.has(selected.id) && (
            <Flex vertical align="center" gap={8} data-test="filter-config-removed">
              <Typography.Text>You have removed this filter.</Typography.Text>
              <Button
                data-test="filter-config-restore"
                type="primary"
                onClick={() => restore(selected.id)}
              >
                Restore Filter
              </Button>
            </Flex>
          )}
          {selected && !removed.has(selected.id) && selected.type === 'DIVIDER' && (
            <Form layout="vertical" data-test="divider-config-form">
              <Form.Item
                label="Title"
                required
                validateStatus={liveErrors.some((e) => e.id === selected.id) ? 'error' : undefined}
                help={liveErrors.find((e) => e.id === selected.id)?.message}
              >
                <Input
                  data-test="divider-config-title"
                  value={selected.title}
                  onChange={(e) => update({ ...selected, title: e.target.value })}
                />
              </Form.Item>
              <Form.Item label="Description">
                <Input.TextArea
                  data-test="divider-config-description"
                  value={selected.description}
                  onChange={(e) => update({ ...selected, description: e.target.value })}
                />
              </Form.Item>
            </Form>
          )}
          {selected && !removed.has(selected.id) && selected.type === 'NATIVE_FILTER' && (
            <FilterConfigForm
              key={selected.id}
              filter={selected}
              allFilters={kept}
              datasets={datasets}
              layout={layout}
              chartNames={chartNames}
              errors={liveErrors.filter((e) => e.id === selected.id)}
              onChange={update}
            />
          )}
          {!selected && (
            <Typography.Text type="secondary">Add a filter or a divider.</Typography.Text>
          )}
        </div>
      </Flex>
    </Modal>
  );
}
