import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { CATEGORICAL_SCHEMES } from '@sightline/viz';
import { useGetDashboardRelatedQuery } from '../../../api/dashboard-api.ts';
import type { DashboardDraft } from '../dashboard-model.ts';

export interface PropertiesModalProps {
  draft: DashboardDraft;
  /** Owner and role names known from the loaded dashboard. */
  knownNames: Record<string, string>;
  onApply(next: DashboardDraft): void;
  onClose(): void;
}

const SCHEME_OPTIONS = Object.keys(CATEGORICAL_SCHEMES).map((name) => ({
  value: name,
  label: name,
}));

function useRelatedOptions(
  column: 'owners' | 'roles',
  known: Record<string, string>,
  selected: number[],
) {
  const [filter, setFilter] = useState('');
  const { data } = useGetDashboardRelatedQuery({ column, filter });
  const options = new Map<number, string>((data ?? []).map((o) => [o.value, o.text]));
  selected.forEach((id) => {
    if (!options.has(id)) options.set(id, known[`${column}:${id}`] ?? String(id));
  });
  return {
    options: [...options.entries()].map(([value, label]) => ({ value, label })),
    onSearch: setFilter,
  };
}

/**
 * Dashboard properties (title, slug, owners, roles, certification, colour scheme, JSON metadata).
 * Invalid JSON metadata keeps the dialog open with the error.
 */
export function PropertiesModal({ draft, knownNames, onApply, onClose }: PropertiesModalProps) {
  const [value, setValue] = useState(draft);
  const [metadataText, setMetadataText] = useState(() => JSON.stringify(draft.metadata, null, 2));
  const [metadataError, setMetadataError] = useState<string | null>(null);
  const owners = useRelatedOptions('owners', knownNames, value.owners);
  const roles = useRelatedOptions('roles', knownNames, value.roles);
  const colorScheme =
    typeof value.metadata.color_scheme === 'string' ? value.metadata.color_scheme : undefined;

  const apply = () => {
    let metadata: Record<string, unknown>;
    try {
      const parsed = JSON.parse(metadataText || '{}') as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new Error('JSON metadata must be an object');
      metadata = parsed as Record<string, unknown>;
    } catch (err) {
      setMetadataError(err instanceof Error ? err.message : 'Invalid JSON');
      return;
    }
    // The colour scheme select wins over the JSON text, so clearing it clears the scheme.
    const { color_scheme: _fromText, ...rest } = metadata;
    onApply({ ...value, metadata: colorScheme ? { ...rest, color_scheme: colorScheme } : rest });
  };

  return (
    <Modal
      open
      title="Dashboard properties"
      okText="Apply"
      onOk={apply}
      onCancel={onClose}
      width={640}
      data-test="properties-modal"
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Title">
          <Input
            data-test="properties-title"
            value={value.dashboard_title}
            onChange={(e) => setValue({ ...value, dashboard_title: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="URL slug">
          <Input
            data-test="properties-slug"
            value={value.slug ?? ''}
            onChange={(e) => setValue({ ...value, slug: e.target.value || null })}
          />
        </Form.Item>
        <Form.Item label="Owners">
          <Select<number[]>
            mode="multiple"
            data-test="properties-owners"
            showSearch={{ filterOption: false, onSearch: owners.onSearch }}
            options={owners.options}
            value={value.owners}
            onChange={(ids) => setValue({ ...value, owners: ids })}
          />
        </Form.Item>
        <Form.Item label="Roles">
          <Select<number[]>
            mode="multiple"
            data-test="properties-roles"
            showSearch={{ filterOption: false, onSearch: roles.onSearch }}
            options={roles.options}
            value={value.roles}
            onChange={(ids) => setValue({ ...value, roles: ids })}
          />
        </Form.Item>
        <Form.Item label="Certified by">
          <Input
            data-test="properties-certified-by"
            value={value.certified_by ?? ''}
            onChange={(e) => setValue({ ...value, certified_by: e.target.value || null })}
          />
        </Form.Item>
        <Form.Item label="Certification details">
          <Input
            value={value.certification_details ?? ''}
            disabled={!value.certified_by}
            onChange={(e) => setValue({ ...value, certification_details: e.target.value || null })}
          />
        </Form.Item>
        <Form.Item label="Color scheme">
          <Select<string>
            allowClear
            data-test="properties-color-scheme"
            options={SCHEME_OPTIONS}
            value={colorScheme}
            onChange={(scheme) => {
              const { color_scheme: _old, ...rest } = value.metadata;
              setValue({ ...value, metadata: scheme ? { ...rest, color_scheme: scheme } : rest });
            }}
          />
        </Form.Item>
        <Form.Item
          label="JSON metadata"
          validateStatus={metadataError ? 'error' : undefined}
          help={metadataError ?? undefined}
        >
          <Input.TextArea
            data-test="properties-json-metadata"
            rows={8}
            style={{ fontFamily: 'monospace' }}
            value={metadataText}
            onChange={(e) => setMetadataText(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
