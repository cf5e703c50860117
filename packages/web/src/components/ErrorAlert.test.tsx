import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorAlert, splitErrorText } from './ErrorAlert.tsx';

describe('ErrorAlert', () => {
  it('shows the first line and toggles the rest with See more / See less', () => {
    render(
      <ErrorAlert
        message={'Connection failed\nThe host could not be reached.'}
        details={["Issue 1007 - The hostname provided can't be resolved."]}
      />,
    );
    expect(screen.getByText('Connection failed')).toBeTruthy();
    expect(screen.queryByText('The host could not be reached.')).toBeNull();

    fireEvent.click(screen.getByText('See more'));
    expect(screen.getByText('The host could not be reached.')).toBeTruthy();
    expect(screen.getByText("Issue 1007 - The hostname provided can't be resolved.")).toBeTruthy();
    expect(screen.queryByText('See more')).toBeNull();

    fireEvent.click(screen.getByText('See less'));
    expect(screen.queryByText('The host could not be reached.')).toBeNull();
    expect(screen.getByText('See more')).toBeTruthy();
  });

  it('offers no toggle when there is nothing more to show', () => {
    render(<ErrorAlert message="Not found" />);
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(screen.queryByText('See more')).toBeNull();
  });

  it('splits text into a summary and the remaining non-empty lines', () => {
    expect(splitErrorText('a\n\nb', ['c'])).toEqual({ summary: 'a', rest: ['b', 'c'] });
  });
});
