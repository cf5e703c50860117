import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/api-slice.ts';
import { ApiError } from '../../api/http.ts';
import { importBundle } from './bundle-client.ts';
import { importErrorText, importNeeds, RESOURCE_LABELS } from './import-errors.ts';
import type { BundleResource } from './import-errors.ts';

const CONFIRM = 'OVERWRITE';

export interface ImportModelsModalProps {
  resource: BundleResource;
  onClose(): void;
  /** After a successful import: the list refreshes and says so. */
  onImported(): void;
}

/**
 * Superset's ImportModelsModal (mounted only while open): a ZIP (or a dashboard's YAML/JSON), then
 * the passwords of databases the bundle needs and a typed OVERWRITE when objects exist.
 */
export function ImportModelsModal({ resource, onClose, onImported }: ImportModelsModalProps) {
  const label = RESOURCE_LABELS[resource];
  const [file, setFile] = useState<File | null>(null);
  const [passwordsNeeded, setPasswordsNeeded] = useState<string[]>([]);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [alreadyExists, setAlreadyExists] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isImporting, setImporting] = useState(false);
  const needsOverwrite = alreadyExists.length > 0;

  const reset = () => {
    setPasswordsNeeded([]);
    setPasswords({});
    setAlreadyExists([]);
    setConfirmation('');
    setFailure(null);
  };
  const submit = async () => {
    if (!file) return;
    setImporting(true);
    setFailure(null);
    try {
      await importBundle(resource, file, {
        overwrite: needsOverwrite && confirmation === CONFIRM,
        passwords,
      });
      onImported();
    } catch (err) {
      const info = err instanceof ApiError ? err.info : null;
      const needs = importNeeds(info?.status === 422 ? info.errors : []);
      if (info?.status === 422 && !needs.isTerminal) {
        setPasswordsNeeded(needs.passwordsNeeded);
        setAlreadyExists(needs.alreadyExists);
      } else {
        setFailure(info ? importErrorText(info.message, info.errors) : errorMessage(err));
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <Modal
      open
      title={`Import ${label.one}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="import"
          type="primary"
          danger={needsOverwrite}
          data-test="import-submit"
          loading={isImporting}
          disabled={!file || (needsOverwrite && confirmation !== CONFIRM)}
          onClick={() => void submit()}
        >
          {needsOverwrite ? 'Overwrite' : 'Import'}
        </Button>,
      ]}
    >
      <Form layout="vertical" data-test="import-modal">
        <Form.Item label="File" required>
          <Upload
            accept={resource === 'dashboard' ? '.zip,.yaml,.yml,.json' : '.zip'}
            maxCount={1}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            beforeUpload={(f) => {
              setFile(f);
              reset();
              return false;
            }}
            onRemove={() => {
              setFile(null);
              reset();
            }}
          >
            <Button icon={<UploadOutlined />} data-test="import-select-file">
              Select file
            </Button>
          </Upload>
        </Form.Item>
        {passwordsNeeded.length > 0 && (
          <>
            <Typography.Paragraph type="secondary">
              The passwords for the databases below are needed in order to import them together with
              the {label.many}. Please note that the &quot;Secure Extra&quot; and
              &quot;Certificate&quot; sections of the database configuration are not present in
              export files, and should be added manually after the import if they are needed.
            </Typography.Paragraph>
            {passwordsNeeded.map((name) => (
              <Form.Item key={name} label={`${name} Password`} required>
                <Input.Password
                  data-test="import-password"
                  autoComplete="new-password"
                  value={passwords[name] ?? ''}
                  onChange={(e) => setPasswords({ ...passwords, [name]: e.target.value })}
                />
              </Form.Item>
            ))}
          </>
        )}
        {needsOverwrite && (
          <>
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={`You are importing one or more ${label.many} that already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?`}
            />
            <Form.Item label={`Type "${CONFIRM}" to confirm`}>
              <Input
                data-test="overwrite-modal-input"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
              />
            </Form.Item>
          </>
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            data-test="import-error"
            message={<span style={{ whiteSpace: 'pre-wrap' }}>{failure}</span>}
          />
        )}
      </Form>
    </Modal>
  );
}
