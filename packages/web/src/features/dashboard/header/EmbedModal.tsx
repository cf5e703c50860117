import { useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { rolesGrant } from '@sightline/core';
import { errorMessage } from '../../../api/api-slice.ts';
import { useGetCurrentUserQuery } from '../../../api/auth-api.ts';
import {
  useDeleteDashboardEmbeddedMutation,
  useGetDashboardEmbeddedQuery,
  useSetDashboardEmbeddedMutation,
} from '../../embedded/embedded-api.ts';

/** Whether the current user holds can_set_embedded on Dashboard (the server also checks ownership). */
export function useCanEmbed(): boolean {
  const { data } = useGetCurrentUserQuery();
  return data ? rolesGrant(data.roles ?? {}, 'can_set_embedded', 'Dashboard') : false;
}

const domainsOf = (text: string): string[] =>
  text
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');

/**
 * "Embed dashboard" (Superset's DashboardEmbedModal): enables embedding with the allowed domains
 * (comma separated; none allows any), shows the embedded id to pass to the embedded SDK, changes the
 * domains or deactivates embedding.
 */
export function EmbedModal({ dashboardId, onClose }: { dashboardId: number; onClose(): void }) {
  const embedded = useGetDashboardEmbeddedQuery(dashboardId, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSetDashboardEmbeddedMutation();
  const [remove, removing] = useDeleteDashboardEmbeddedMutation();
  const [domains, setDomains] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = embedded.data ?? null;
  useEffect(() => {
    setDomains(current ? current.allowed_domains.join(', ') : '');
  }, [current]);

  const onSave = async () => {
    setError(null);
    const res = await save({ id: dashboardId, allowed_domains: domainsOf(domains) });
    if ('error' in res) setError(errorMessage(res.error));
  };
  const onDeactivate = async () => {
    setError(null);
    const res = await remove(dashboardId);
    if ('error' in res) setError(errorMessage(res.error));
  };

  return (
    <Modal
      open
      title="Embed dashboard"
      onCancel={onClose}
      data-test="embed-modal"
      footer={
        <Space>
          {current && (
            <Button
              danger
              loading={removing.isLoading}
              onClick={() => void onDeactivate()}
              data-test="embed-deactivate"
            >
              Deactivate
            </Button>
          )}
          <Button
            type="primary"
            loading={saving.isLoading}
            disabled={embedded.isFetching}
            onClick={() => void onSave()}
            data-test="embed-save"
          >
            {current ? 'Save changes' : 'Enable embedding'}
          </Button>
        </Space>
      }
    >
      {embedded.error ? (
        <Alert type="error" message={errorMessage(embedded.error)} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {current ? (
            <Typography.Paragraph data-test="embed-ready">
              This dashboard is ready to embed. In your application, pass the following id to the
              SDK:{' '}
              <Typography.Text code copyable data-test="embed-uuid">
                {current.uuid}
              </Typography.Text>
            </Typography.Paragraph>
          ) : (
            <Typography.Paragraph>
              Configure this dashboard to embed it into an external web application.
            </Typography.Paragraph>
          )}
          <label htmlFor="embed-allowed-domains">Allowed domains (comma separated)</label>
          <Input
            id="embed-allowed-domains"
            data-test="embed-allowed-domains"
            placeholder="superset.example.com"
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
          />
          <Typography.Text type="secondary">
            A list of domain names that can embed this dashboard. Leaving this field empty will
            allow embedding from any domain.
          </Typography.Text>
          {error && <Alert type="error" message={error} data-test="embed-error" />}
        </Space>
      )}
    </Modal>
  );
}
