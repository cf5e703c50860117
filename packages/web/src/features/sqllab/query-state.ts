import type { LabQuery } from './sqllab-state.ts';

/** Query states still in progress (docs/dashboards.md §4). */
export const IN_PROGRESS_STATES = ['started', 'pending', 'running', 'fetching', 'scheduled'];
/** Query states that are final (docs/dashboards.md §4). */
export const FINISHED_STATES = ['stopped', 'failed', 'success', 'timed_out'];

export function isInProgress(state: string | undefined): boolean {
  return state !== undefined && IN_PROGRESS_STATES.includes(state);
}

/** A run begins as pending if asynchronous, otherwise running (docs/dashboards.md §4). */
export function initialState(isAsync: boolean): 'pending' | 'running' {
  return isAsync ? 'pending' : 'running';
}

/**
 * Merges a polled server query into the local one (docs/dashboards.md §4): success and failure are ignored once the
 * query was stopped here; a success arriving while the local state is fetching, success or running
 * keeps the local state (results are fetched separately, when the state is fetching).
 */
export function mergeQueryUpdate(local: LabQuery | undefined, incoming: LabQuery): LabQuery {
  if (!local) return incoming;
  if (local.state === 'stopped' && (incoming.state === 'success' || incoming.state === 'failed'))
    return local;
  if (incoming.state === 'success' && ['fetching', 'success', 'running'].includes(local.state)) {
    return { ...local, ...incoming, state: local.state };
  }
  return { ...local, ...incoming };
}

/** Whether a polled success needs its results fetched now (it has a key and none is being fetched). */
export function needsResultsFetch(local: LabQuery | undefined, incoming: LabQuery): boolean {
  return (
    incoming.state === 'success' &&
    Boolean(incoming.resultsKey) &&
    !!local &&
    local.state !== 'fetching' &&
    local.state !== 'success' &&
    local.state !== 'stopped'
  );
}

/** The text of a failed query: its SIP-40 errors, else its error message. */
export function queryErrorText(query: LabQuery): string {
  const errors = query.extra?.errors ?? [];
  if (errors.length > 0) return errors.map((e) => e.message).join('\n');
  return query.errorMessage ?? 'Unknown error';
}
