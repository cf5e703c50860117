import { useState } from 'react';
import { Alert, Typography } from 'antd';

export interface ErrorAlertProps {
  /** The error text; only its first line shows until the user asks for more. */
  message: string;
  /** Further lines shown under "See more". */
  details?: string[];
  title?: string;
  level?: 'error' | 'warning' | 'info';
}

/** Splits an error into the line shown at once and the lines behind "See more". */
export function splitErrorText(
  message: string,
  details: string[] = [],
): { summary: string; rest: string[] } {
  const lines = message.split('\n');
  const summary = lines[0] ?? '';
  const rest = [...lines.slice(1), ...details].filter((line) => line.trim() !== '');
  return { summary, rest };
}

/** An error box showing a summary, with 'See more' / 'See less' for the full details. */
export function ErrorAlert({ message, details, title, level = 'error' }: ErrorAlertProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const { summary, rest } = splitErrorText(message, details);
  const description = (
    <div>
      <div data-test="error-alert-summary">{summary}</div>
      {isExpanded && (
        <div data-test="error-alert-details" style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>
          {rest.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
      )}
      {rest.length > 0 && (
        <Typography.Link data-test="error-alert-toggle" onClick={() => setIsExpanded(!isExpanded)}>
          {isExpanded ? 'See less' : 'See more'}
        </Typography.Link>
      )}
    </div>
  );
  return (
    <Alert
      data-test="error-alert"
      type={level}
      showIcon
      title={title ?? (level === 'error' ? 'Error' : undefined)}
      description={description}
    />
  );
}
