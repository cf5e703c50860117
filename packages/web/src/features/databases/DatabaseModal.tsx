import { useEffect, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import type { AvailableEngine } from '@sightline/core';
import {
  useCreateDatabaseMutation,
  useGetAvailableEnginesQuery,
  useGetDatabaseConnectionQuery,
  useTestConnectionMutation,
  useUpdateDatabaseMutation,
} from '../../api/database-api.ts';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { ConnectStep } from './ConnectStep.tsx';
import type { ShownError } from './ConnectStep.tsx';
import { EnginePicker } from './EnginePicker.tsx';
import {
  emptyDatabaseForm,
  formFromConnection,
  saveDatabaseBody,
  testConnectionBody,
  validateDatabaseForm,
  withEngine,
} from './database-form.ts';
import type { DatabaseFormState } from './database-form.ts';

export interface DatabaseModalProps {
  /** The database to edit; undefined to create one. */
  databaseId?: number;
  onClose(): void;
}

function shownError(err: unknown): ShownError {
  return { message: errorMessage(err), details: errorDetails(asApiError(err)) };
}

/** Loads the existing connection into the form once it and the engine list are in. */
function useEditState(databaseId: number | undefined, setState: (s: DatabaseFormState) => void) {
  const engines = useGetAvailableEnginesQuery();
  const connection = useGetDatabaseConnectionQuery(databaseId ?? 0, {
    skip: databaseId === undefined,
    refetchOnMountOrArgChange: true,
  });
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    if (isLoaded || !connection.data || engines.isLoading) return;
    setState(formFromConnection(connection.data, engines.data ?? []));
    setIsLoaded(true);
  }, [isLoaded, connection.data, engines.isLoading, engines.data, setState]);
  return { isLoaded, loadError: connection.error };
}

/** Create or edit a database connection: pick an engine, then parameters or URI, name and flags. */
export function DatabaseModal({ databaseId, onClose }: DatabaseModalProps) {
  const isEdit = databaseId !== undefined;
  const toasts = useToasts();
  const [state, setState] = useState<DatabaseFormState>(emptyDatabaseForm);
  const [step, setStep] = useState<'engine' | 'connect'>(isEdit ? 'connect' : 'engine');
  const [error, setError] = useState<ShownError | null>(null);
  const { isLoaded, loadError } = useEditState(databaseId, setState);
  const [testConnection, testing] = useTestConnectionMutation();
  const [createDatabase, creating] = useCreateDatabaseMutation();
  const [updateDatabase, updating] = useUpdateDatabaseMutation();

  const pickEngine = (engine: AvailableEngine | null) => {
    setState((s) => withEngine(s, engine));
    setError(null);
    setStep('connect');
  };

  const onTest = async () => {
    const invalid = validateDatabaseForm(state, false);
    setError(invalid ? { message: invalid, details: [] } : null);
    if (invalid) return;
    try {
      await testConnection(testConnectionBody(state)).unwrap();
      toasts.addSuccessToast('Connection looks good!');
    } catch (err) {
      setError(shownError(err));
    }
  };

  const onSave = async () => {
    const invalid = validateDatabaseForm(state, true);
    setError(invalid ? { message: invalid, details: [] } : null);
    if (invalid) return;
    try {
      if (isEdit) {
        await updateDatabase({ id: databaseId, body: saveDatabaseBody(state) }).unwrap();
        toasts.addSuccessToast('Database settings updated');
      } else {
        await createDatabase(saveDatabaseBody(state)).unwrap();
        toasts.addSuccessToast('Database connected');
      }
      onClose();
    } catch (err) {
      setError(shownError(err));
    }
  };

  const cancel = (
    <Button key="cancel" data-test="database-modal-cancel" onClick={onClose}>
      Cancel
    </Button>
  );
  const actions = [
    <Button
      key="test"
      data-test="test-connection-button"
      loading={testing.isLoading}
      onClick={onTest}
    >
      Test connection
    </Button>,
    <Button
      key="save"
      type="primary"
      data-test="database-modal-save"
      loading={creating.isLoading || updating.isLoading}
      onClick={onSave}
    >
      {isEdit ? 'Save' : 'Connect'}
    </Button>,
  ];

  let body;
  if (isEdit && loadError) body = <ErrorAlert {...shownError(loadError)} />;
  else if (isEdit && !isLoaded) body = <Spin />;
  else if (step === 'engine') body = <EnginePicker onPick={pickEngine} />;
  else {
    body = (
      <ConnectStep
        state={state}
        error={error}
        canChangeEngine={!isEdit}
        onUpdate={(patch) => setState((s) => ({ ...s, ...patch }))}
        onChangeEngine={() => setStep('engine')}
      />
    );
  }
  return (
    <Modal
      open
      width={640}
      title={isEdit ? 'Edit database' : 'Connect a database'}
      onCancel={onClose}
      footer={step === 'engine' ? [cancel] : [cancel, ...actions]}
      destroyOnHidden
      data-test="database-modal"
    >
      {body}
    </Modal>
  );
}
