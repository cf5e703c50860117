import { useCallback, useEffect, useRef } from 'react';
import type { Dispatch, RefObject } from 'react';
import { ApiError } from '../../api/http.ts';
import {
  executeSql,
  fetchResults,
  queriesUpdatedSince,
  stopQuery as postStop,
} from '../../api/sqllab-api.ts';
import type { SqlLabDatabase, SqlResults } from '../../api/sqllab-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { newClientId } from './editor-model.ts';
import type { QueryEditor } from './editor-model.ts';
import { initialState, isInProgress, needsResultsFetch } from './query-state.ts';
import { saveStoredResult } from './result-storage.ts';
import type { LabQuery, SqlLabAction, SqlLabState } from './sqllab-state.ts';

const POLL_INTERVAL_MS = 1000;
/**
 * An async query still pending or running this long after it started is no longer followed: it
 * fails here with a clear message (the server's async time limit is 6 h, and it fails queries
 * whose process died, docs/adr/0016; this is the last resort when even that answer never comes).
 */
export const POLL_DEADLINE_MS = 6 * 3600_000 + 5 * 60_000;

function failedQuery(base: LabQuery, err: unknown): LabQuery {
  const info = err instanceof ApiError ? err.info : null;
  const errors = info?.errors.length
    ? info.errors
    : [{ message: info?.message ?? 'Unknown error' }];
  return {
    ...base,
    state: 'failed',
    errorMessage: errors[0]?.message ?? 'Unknown error',
    extra: { errors },
    endDttm: Date.now(),
  };
}

/** Runs, follows and stops queries: sync runs answer at once, async runs are polled (docs/api.md §2.11, §2.14). */
export function useQueryRunner(
  stateRef: RefObject<SqlLabState>,
  dispatch: Dispatch<SqlLabAction>,
  databases: Record<string, SqlLabDatabase>,
) {
  const toasts = useToasts();
  const lastPoll = useRef(Date.now());

  const storeResults = useCallback(
    (clientId: string, results: SqlResults) => {
      dispatch({ type: 'setResults', clientId, results });
      dispatch({
        type: 'upsertQuery',
        query: { ...results.query, id: clientId, state: 'success' },
        force: true,
      });
      saveStoredResult(clientId, results);
    },
    [dispatch],
  );

  const runQuery = useCallback(
    (editor: QueryEditor, sqlOverride?: string) => {
      if (editor.dbId === null) return;
      const sql = sqlOverride ?? editor.sql;
      const isAsync = Boolean(databases[String(editor.dbId)]?.allow_run_async);
      const clientId = newClientId();
      const base: LabQuery & { runAsync: boolean } = {
        id: clientId,
        dbId: editor.dbId,
        sql,
        sqlEditorId: editor.id,
        tab: editor.name,
        schema: editor.schema,
        state: initialState(isAsync),
        progress: 0,
        startDttm: Date.now(),
        runAsync: isAsync,
      };
      dispatch({ type: 'upsertQuery', query: base, force: true });
      dispatch({
        type: 'updateEditor',
        id: editor.id,
        patch: { latestQueryId: clientId },
        now: Date.now(),
      });
      executeSql({
        client_id: clientId,
        database_id: editor.dbId,
        sql,
        schema: editor.schema,
        sql_editor_id: editor.id,
        tab: editor.name,
        queryLimit: editor.queryLimit,
        templateParams: editor.templateParams || undefined,
        runAsync: isAsync,
        json: true,
        select_as_cta: false,
        expand_data: true,
      })
        .then((body) => {
          if (stateRef.current.queries[clientId]?.state === 'stopped') return;
          if ('data' in body) storeResults(clientId, body);
          else dispatch({ type: 'upsertQuery', query: { ...body.query, id: clientId } });
        })
        .catch((err: unknown) => dispatch({ type: 'upsertQuery', query: failedQuery(base, err) }));
    },
    [databases, dispatch, stateRef, storeResults],
  );

  const stopQuery = useCallback(
    (clientId: string) => {
      const query = stateRef.current.queries[clientId];
      if (!query) return;
      postStop(clientId)
        .then(() => {
          dispatch({
            type: 'upsertQuery',
            query: { ...query, state: 'stopped', endDttm: Date.now() },
            force: true,
          });
          toasts.addInfoToast('Query was stopped.');
        })
        .catch(() => toasts.addDangerToast('Failed to stop query.'));
    },
    [dispatch, stateRef, toasts],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      const queries = stateRef.current.queries;
      const watched = Object.values(queries).filter(
        (q) => q.runAsync && isInProgress(q.state) && q.state !== 'fetching',
      );
      if (watched.length === 0) return;
      for (const q of watched) {
        if (Date.now() - (q.startDttm ?? Date.now()) <= POLL_DEADLINE_MS) continue;
        const message =
          'The query did not finish within its time limit and is no longer followed. Run it again.';
        dispatch({
          type: 'upsertQuery',
          query: {
            ...q,
            state: 'failed',
            errorMessage: message,
            extra: { errors: [{ message }] },
            endDttm: Date.now(),
          },
          force: true,
        });
      }
      const since =
        Math.min(lastPoll.current, ...watched.map((q) => q.startDttm ?? Date.now())) - 1000;
      lastPoll.current = Date.now();
      queriesUpdatedSince(since)
        .then((updated) => {
          for (const incoming of updated) {
            const local = stateRef.current.queries[incoming.id];
            if (!local) continue;
            if (needsResultsFetch(local, incoming)) {
              dispatch({
                type: 'upsertQuery',
                query: { ...local, ...incoming, state: 'fetching' },
                force: true,
              });
              fetchResults(incoming.resultsKey!)
                .then((results) => storeResults(incoming.id, results))
                .catch((err: unknown) =>
                  dispatch({
                    type: 'upsertQuery',
                    query: {
                      ...failedQuery(local, err),
                      errorMessage: 'Failed at retrieving results',
                    },
                    force: true,
                  }),
                );
            } else {
              dispatch({ type: 'upsertQuery', query: incoming });
            }
          }
        })
        .catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [dispatch, stateRef, storeResults]);

  return { runQuery, stopQuery };
}
