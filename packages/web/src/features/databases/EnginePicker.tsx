import { Button, Flex, Select, Spin, Typography } from 'antd';
import type { AvailableEngine } from '@sightline/core';
import { useGetAvailableEnginesQuery } from '../../api/database-api.ts';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

export interface EnginePickerProps {
  onPick(engine: AvailableEngine | null): void;
}

/** First step of "connect a database": preferred engines as buttons, every engine in a select. */
export function EnginePicker({ onPick }: EnginePickerProps) {
  const { data: engines = [], isLoading, error } = useGetAvailableEnginesQuery();
  if (isLoading) return <Spin />;
  const preferred = engines.filter((e) => e.preferred);
  return (
    <div data-test="engine-picker">
      {error && (
        <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />
      )}
      {preferred.length > 0 && (
        <>
          <Typography.Paragraph strong>Choose a database</Typography.Paragraph>
          <Flex wrap gap={8} style={{ marginBottom: 16 }}>
            {preferred.map((engine) => (
              <Button
                key={engine.engine}
                data-test={`engine-button-${engine.engine}`}
                onClick={() => onPick(engine)}
              >
                {engine.name}
              </Button>
            ))}
          </Flex>
        </>
      )}
      <Typography.Paragraph strong>
        {preferred.length > 0 ? 'Or choose from the list' : 'Supported databases'}
      </Typography.Paragraph>
      <Select
        data-test="engine-select"
        style={{ width: '100%' }}
        placeholder="Choose a database..."
        showSearch={{ optionFilterProp: 'label' }}
        options={engines.map((e) => ({ value: e.engine, label: e.name }))}
        onChange={(value: string) => onPick(engines.find((e) => e.engine === value) ?? null)}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Typography.Link data-test="connect-with-uri" onClick={() => onPick(null)}>
          Connect with a URI instead
        </Typography.Link>
      </Typography.Paragraph>
    </div>
  );
}
