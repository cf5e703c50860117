import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Spin } from 'antd';
import { asApiError, errorMessage } from '../../../api/api-slice.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import {
  useCreateRlsRuleMutation,
  useGetRlsRuleQuery,
  useRelatedRlsQuery,
  useUpdateRlsRuleMutation,
} from './rls-api.ts';
import type { RlsShowItem, RlsWriteBody } from './rls-api.ts';

export interface RlsModalProps {
  /** The rule to edit; null creates one. */
  ruleId: number | null;
  onClose(): void;
}

/** A select of `related/<column>` options, searched on the server. */
function RelatedSelect(props: {
  column: 'roles' | 'tables';
  dataTest: string;
  value: { value: number; label: string }[];
  onChange(value: { value: number; label: string }[]): void;
  placeholder: string;
}) {
  const [filter, setFilter] = useState('');
  const { data, isFetching } = useRelatedRlsQuery({ column: props.column, filter });
  return (
    <Select
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setFilter }}
      data-test={props.dataTest}
      placeholder={props.placeholder}
      loading={isFetching}
      value={props.value}
      onChange={(v) => props.onChange(v as { value: number; label: string }[])}
      options={(data?.result ?? []).map((o) => ({ value: Number(o.value), label: o.text }))}
    />
  );
}

const FILTER_TYPE_HELP =
  'Regular filters add where clauses to queries if a user belongs to a role referenced in the ' +
  'filter. Base filters apply filters to all queries except the roles defined in the filter.';

/** The form of a rule, filled from the rule being edited (mounted once it has loaded). */
function RlsForm({
  rule,
  ruleId,
  onClose,
}: {
  rule: RlsShowItem | null;
  ruleId: number | null;
  onClose(): void;
}) {
  const toasts = useToasts();
  const [name, setName] = useState(rule?.name ?? '');
  const [filterType, setFilterType] = useState<'Regular' | 'Base'>(rule?.filter_type ?? 'Regular');
  const [tables, setTables] = useState(
    (rule?.tables ?? []).map((t) => ({ value: t.id, label: t.table_name })),
  );
  const [roles, setRoles] = useState(
    (rule?.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
  );
  const [groupKey, setGroupKey] = useState(rule?.group_key ?? '');
  const [clause, setClause] = useState(rule?.clause ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateRlsRuleMutation();
  const [update, updating] = useUpdateRlsRuleMutation();

  const save = async () => {
    if (!name.trim() || tables.length === 0 || !clause.trim()) {
      setProblem('Name, tables and clause are required');
      return;
    }
    const body: RlsWriteBody = {
      name: name.trim(),
      filter_type: filterType,
      tables: tables.map((t) => t.value),
      roles: roles.map((r) => r.value),
      group_key: groupKey.trim() || null,
      clause,
      description: description.trim() ? description : null,
    };
    try {
      if (ruleId !== null) await update({ id: ruleId, body }).unwrap();
      else await create(body).unwrap();
      toasts.addSuccessToast(ruleId !== null ? `Updated: ${body.name}` : `Created: ${body.name}`);
      onClose();
    } catch (err) {
      const message = (asApiError(err)?.body as { message?: unknown } | undefined)?.message;
      setProblem(
        typeof message === 'object' && message
          ? Object.values(message as Record<string, string[]>)
              .flat()
              .join(' ')
          : errorMessage(err),
      );
    }
  };

  return (
    <Modal
      open
      title={ruleId !== null ? 'Edit Rule' : 'Add Rule'}
      okText={ruleId !== null ? 'Save' : 'Add'}
      okButtonProps={{ 'data-test': 'rls-save', loading: creating.isLoading || updating.isLoading }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={600}
    >
      <Form layout="vertical">
        {problem && <Alert type="error" showIcon message={problem} data-test="rls-problem" />}
        <Form.Item label="Rule name" required>
          <Input
            data-test="rls-name"
            maxLength={255}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Filter type" required tooltip={FILTER_TYPE_HELP}>
          <Select
            data-test="rls-type"
            value={filterType}
            onChange={setFilterType}
            options={[
              { value: 'Regular', label: 'Regular' },
              { value: 'Base', label: 'Base' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Datasets"
          required
          tooltip="These are the tables this filter will be applied to."
        >
          <RelatedSelect
            column="tables"
            dataTest="rls-tables"
            placeholder="Choose datasets"
            value={tables}
            onChange={setTables}
          />
        </Form.Item>
        <Form.Item
          label={filterType === 'Base' ? 'Excluded roles' : 'Roles'}
          tooltip="For regular filters, the roles this filter applies to. For base filters, the roles it does NOT apply to, e.g. Admin if admin should see all data."
        >
          <RelatedSelect
            column="roles"
            dataTest="rls-roles"
            placeholder="Choose roles"
            value={roles}
            onChange={setRoles}
          />
        </Form.Item>
        <Form.Item
          label="Group key"
          tooltip="Filters with the same group key are ORed together within the group; different groups are ANDed."
        >
          <Input
            data-test="rls-group-key"
            value={groupKey}
            onChange={(e) => setGroupKey(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Clause"
          required
          tooltip="The condition added to the WHERE clause, e.g. client_id = 9."
        >
          <Input.TextArea
            data-test="rls-clause-input"
            rows={3}
            value={clause}
            onChange={(e) => setClause(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            data-test="rls-description"
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Create or edit a row level security rule (mounted only while open). */
export function RlsModal({ ruleId, onClose }: RlsModalProps) {
  const { data, isLoading, error } = useGetRlsRuleQuery(ruleId ?? 0, { skip: ruleId === null });
  if (ruleId !== null && (isLoading || (!data && !error)))
    return (
      <Modal open footer={null} onCancel={onClose} title="Edit Rule">
        <Spin />
      </Modal>
    );
  if (ruleId !== null && error)
    return (
      <Modal open footer={null} onCancel={onClose} title="Edit Rule">
        <Alert type="error" message={errorMessage(error)} />
      </Modal>
    );
  return (
    <RlsForm rule={ruleId !== null ? (data ?? null) : null} ruleId={ruleId} onClose={onClose} />
  );
}
