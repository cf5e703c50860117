import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Result, Select, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import type { UploadMetadataResponse, UploadResponse } from '@sightline/core';
import { apiSlice } from '../../api/api-slice.ts';
import { useListDatabasesQuery } from '../../api/database-api.ts';
import { ApiError, requestJson } from '../../api/http.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import {
  acceptsFile,
  DELIMITERS,
  INITIAL_VALUES,
  UPLOAD_TYPES,
  uploadFormData,
  type UploadFileType,
  type UploadValues,
} from './upload-form.ts';
import { useGetUploadSchemasQuery } from './upload-api.ts';
import { UploadSettingsSections } from './UploadSettingsSections.tsx';

type Sheet = UploadMetadataResponse['result']['items'][number];

const UPLOAD_FILTER = [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }];

/** The column names (per sheet for Excel) of a chosen file, from upload_metadata. */
async function fileMetadata(type: UploadFileType, file: File, delimiter?: string) {
  const form = new FormData();
  form.append('type', type);
  if (type === 'csv' && delimiter) form.append('delimiter', delimiter);
  form.append('file', file);
  const body = await requestJson<UploadMetadataResponse>('/api/v1/database/upload_metadata/', {
    method: 'POST',
    body: form,
  });
  return body.result.items;
}

const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.info.message : e instanceof Error ? e.message : String(e);

/**
 * Superset's UploadDataModal: upload a CSV, Excel or columnar file into a database that allows
 * file uploads, with its file, column and row settings; on success a link to the new dataset.
 */
export function UploadDataModal({ type, onClose }: { type: UploadFileType; onClose(): void }) {
  const info = UPLOAD_TYPES[type];
  const toasts = useToasts();
  const dispatch = useDispatch();
  const [form] = Form.useForm<UploadValues>();
  const [file, setFile] = useState<File | null>(null);
  const [sheets, setSheets] = useState<Sheet[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ table: string; datasetId: number } | null>(null);
  const databaseId = Form.useWatch('database', form);
  const delimiter = Form.useWatch('delimiter', form);
  const sheetName = Form.useWatch('sheet_name', form);
  const databases = useListDatabasesQuery({
    page: 0,
    pageSize: 100,
    orderColumn: 'database_name',
    orderDirection: 'asc',
    filters: UPLOAD_FILTER,
  });
  const schemas = useGetUploadSchemasQuery(databaseId ?? 0, { skip: !databaseId });

  useEffect(() => {
    if (!file) return setSheets([]);
    let live = true;
    fileMetadata(type, file, delimiter)
      .then((items) => live && setSheets(items))
      .catch((e: unknown) => live && setError(messageOf(e)));
    return () => {
      live = false;
    };
  }, [file, type, delimiter]);

  const columns =
    (type === 'excel' ? sheets.find((s) => s.sheet_name === sheetName) : sheets[0])?.column_names ??
    [];

  const fileList: UploadFile[] = file
    ? [{ uid: '1', name: file.name, status: 'done', originFileObj: file as never }]
    : [];

  const submit = async () => {
    setError(null);
    const values = await form.validateFields();
    if (!file) return setError('Please select a file to upload');
    setBusy(true);
    try {
      const res = await requestJson<UploadResponse>(`/api/v1/database/${values.database}/upload/`, {
        method: 'POST',
        body: uploadFormData(type, file, values),
      });
      toasts.addSuccessToast('Data imported');
      // The new dataset shows in the datasets list without a reload.
      dispatch(apiSlice.util.invalidateTags(['Dataset']));
      setDone({ table: values.table_name ?? '', datasetId: res.dataset_id });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const footer = done
    ? [
        <Button key="close" type="primary" onClick={onClose} data-test="upload-close">
          Close
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} data-test="upload-cancel">
          Cancel
        </Button>,
        <Button
          key="upload"
          type="primary"
          loading={busy}
          disabled={!file}
          onClick={() => void submit().catch(() => undefined)}
          data-test="upload-submit"
        >
          Upload
        </Button>,
      ];

  return (
    <Modal open title={info.title} onCancel={onClose} footer={footer} width={560} destroyOnHidden>
      {done ? (
        <Result
          status="success"
          title="Data imported"
          subTitle={`The file was uploaded into table ${done.table}.`}
          extra={
            <Link
              to={`/explore/?datasource_type=table&datasource_id=${done.datasetId}`}
              data-test="upload-dataset-link"
              onClick={onClose}
            >
              Explore the new dataset
            </Link>
          }
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={INITIAL_VALUES}
          data-test="upload-form"
          requiredMark
        >
          <div style={{ fontWeight: 600 }}>General information</div>
          <div style={{ color: '#666', fontSize: 12, marginBottom: 12 }}>
            Upload a file to a database.
          </div>
          {error && <ErrorAlert message={error} />}
          <Form.Item label={`${info.title.split(' ')[0]} File`} required>
            <Upload
              accept={info.extensions.map((e) => `.${e}`).join(',')}
              maxCount={1}
              fileList={fileList}
              beforeUpload={(f) => {
                if (!acceptsFile(type, f.name)) {
                  setError(`Allowed file extensions: ${info.extensions.join(', ')}`);
                  return Upload.LIST_IGNORE;
                }
                setError(null);
                setFile(f);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />} data-test="upload-select-file">
                Select
              </Button>
            </Upload>
          </Form.Item>
          <Form.Item
            label="Database"
            name="database"
            rules={[{ required: true, message: 'Selecting a database is required' }]}
          >
            <Select
              data-test="upload-database"
              placeholder="Select a database to upload the file to"
              loading={databases.isLoading}
              options={(databases.data?.result ?? []).map((d) => ({
                value: d.id,
                label: d.database_name,
              }))}
              onChange={() => form.setFieldValue('schema', undefined)}
            />
          </Form.Item>
          <Form.Item label="Schema" name="schema">
            <Select
              data-test="upload-schema"
              allowClear
              placeholder="Select a schema if the database supports this"
              loading={schemas.isFetching}
              options={(schemas.data ?? []).map((s) => ({ value: s, label: s }))}
            />
          </Form.Item>
          <Form.Item
            label="Table Name"
            name="table_name"
            rules={[{ required: true, message: 'Table name is required' }]}
          >
            <Input data-test="upload-table-name" placeholder="Name of table to be created" />
          </Form.Item>
          {type === 'excel' && (
            <Form.Item label="Sheet name" name="sheet_name">
              <Select
                allowClear
                placeholder="Select a sheet name from the uploaded file"
                options={sheets.map((s) => ({ value: s.sheet_name, label: s.sheet_name }))}
              />
            </Form.Item>
          )}
          {type === 'csv' && (
            <Form.Item label="Delimiter" name="delimiter">
              <Select data-test="upload-delimiter" options={DELIMITERS} />
            </Form.Item>
          )}
          <UploadSettingsSections type={type} columns={columns} />
        </Form>
      )}
    </Modal>
  );
}
