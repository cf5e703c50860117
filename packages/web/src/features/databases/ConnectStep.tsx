import { Checkbox, Collapse, Form, Input, Typography } from 'antd';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ConnectionForm } from './ConnectionForm.tsx';
import { DATABASE_FLAGS, engineFields } from './database-form.ts';
import type { DatabaseFormState } from './database-form.ts';

export interface ShownError {
  message: string;
  details: string[];
}

export interface ConnectStepProps {
  state: DatabaseFormState;
  error: ShownError | null;
  canChangeEngine: boolean;
  onUpdate(patch: Partial<DatabaseFormState>): void;
  onChangeEngine(): void;
}

/** Second step of the database modal: name, parameters or URI, advanced flags, last error. */
export function ConnectStep({
  state,
  error,
  canChangeEngine,
  onUpdate,
  onChangeEngine,
}: ConnectStepProps) {
  const fields = engineFields(state.engine);
  const isUriMode = state.method === 'sqlalchemy_form' || fields.length === 0;
  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph data-test="database-modal-engine">
        <strong>{state.engine ? state.engine.name : 'SQLAlchemy URI'}</strong>
        {canChangeEngine && (
          <Typography.Link
            style={{ marginLeft: 12 }}
            onClick={onChangeEngine}
            data-test="change-engine"
          >
            Change
          </Typography.Link>
        )}
      </Typography.Paragraph>
      <Form.Item label="Display name" htmlFor="database-name" required>
        <Input
          id="database-name"
          data-test="database-name-input"
          value={state.databaseName}
          onChange={(e) => onUpdate({ databaseName: e.target.value })}
        />
      </Form.Item>
      {isUriMode ? (
        <Form.Item
          label="SQLAlchemy URI"
          htmlFor="sqlalchemy-uri"
          required
          extra="Refer to the engine's documentation for the connection string format."
        >
          <Input
            id="sqlalchemy-uri"
            data-test="sqlalchemy-uri-input"
            placeholder={
              state.engine?.sqlalchemy_uri_placeholder ??
              'engine+driver://user:password@host:port/dbname'
            }
            value={state.sqlalchemyUri}
            onChange={(e) => onUpdate({ sqlalchemyUri: e.target.value })}
          />
        </Form.Item>
      ) : (
        <ConnectionForm
          fields={fields}
          values={state.fieldValues}
          onChange={(fieldValues) => onUpdate({ fieldValues })}
        />
      )}
      {fields.length > 0 && (
        <Typography.Paragraph>
          <Typography.Link
            data-test="toggle-connection-method"
            onClick={() => onUpdate({ method: isUriMode ? 'dynamic_form' : 'sqlalchemy_form' })}
          >
            {isUriMode ? 'Connect with parameters instead' : 'Connect with a URI instead'}
          </Typography.Link>
        </Typography.Paragraph>
      )}
      <Collapse
        size="small"
        data-test="database-advanced"
        items={[
          {
            key: 'advanced',
            label: 'Advanced',
            forceRender: true,
            children: DATABASE_FLAGS.map((flag) => (
              <div key={flag.key}>
                <Checkbox
                  data-test={`flag-${flag.key}`}
                  checked={state.flags[flag.key]}
                  onChange={(e) =>
                    onUpdate({ flags: { ...state.flags, [flag.key]: e.target.checked } })
                  }
                >
                  {flag.label}
                </Checkbox>
              </div>
            )),
          },
        ]}
      />
      {error && (
        <div style={{ marginTop: 16 }}>
          <ErrorAlert message={error.message} details={error.details} />
        </div>
      )}
    </Form>
  );
}
