import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { datasetApi } from '../../api/dataset-api.ts';
import { sqllabApi } from '../../api/sqllab-api.ts';
import type { AppDispatch } from '../../app/store.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { seedFromPermalink } from './editor-model.ts';
import type { EditorSeed } from './editor-model.ts';
import type { SqlLabApi } from './sqllab-context.ts';
import { datasetIdOfKey, urlRequest } from './url-seed.ts';

/** One-off reads: always from the server, no cache entry kept for them. */
const FRESH = { subscribe: false, forceRefetch: true } as const;

async function seedOfAddress(
  dispatch: AppDispatch,
  search: URLSearchParams,
  permalinkKey: string | undefined,
): Promise<EditorSeed | null> {
  const datasetId = datasetIdOfKey(search.get('datasourceKey'));
  if (datasetId !== null && !permalinkKey) {
    const result = await dispatch(
      datasetApi.endpoints.getDataset.initiate(datasetId, FRESH),
    ).unwrap();
    const request = urlRequest(search, undefined, result.database.id);
    if (request?.kind === 'seed')
      return {
        ...request.seed,
        schema: request.seed.schema ?? result.schema ?? null,
        sql: request.seed.sql || result.select_star || '',
      };
  }
  const request = urlRequest(search, permalinkKey);
  if (!request) return null;
  if (request.kind === 'seed') return request.seed;
  if (request.kind === 'permalink')
    return seedFromPermalink(
      await dispatch(sqllabApi.endpoints.getSqlLabPermalink.initiate(request.key, FRESH)).unwrap(),
    );
  const result = await dispatch(
    sqllabApi.endpoints.getSavedQuery.initiate(request.id, FRESH),
  ).unwrap();
  return {
    name: result.label,
    dbId: result.database.id,
    schema: result.schema ?? null,
    sql: result.sql ?? undefined,
    templateParams: result.template_parameters ?? null,
    remoteId: result.id,
  };
}

/**
 * Once the tabs are loaded, opens what the address asks for in a new tab (permalink, saved query,
 * dataset, or sql with dbid), then drops the parameters so a reload does not open it twice. With no
 * tab at all, opens an empty one.
 */
export function useOpenFromUrl(lab: SqlLabApi): void {
  const [search] = useSearchParams();
  const { key } = useParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const dispatch = useDispatch<AppDispatch>();
  const isHandled = useRef(false);
  const { isLoaded, editors } = lab.state;

  useEffect(() => {
    if (!isLoaded || isHandled.current) return;
    isHandled.current = true;
    const hasRequest = Boolean(key) || [...search.keys()].length > 0;
    void (async () => {
      let seed: EditorSeed | null = null;
      try {
        seed = await seedOfAddress(dispatch, search, key);
      } catch {
        toasts.addDangerToast(
          search.get('datasourceKey')
            ? "The datasource couldn't be loaded"
            : "The query couldn't be loaded",
        );
      }
      if (seed) await lab.newTab(seed);
      else if (editors.length === 0) await lab.newTab();
      if (hasRequest) void navigate('/sqllab/', { replace: true });
    })();
  }, [dispatch, isLoaded, editors.length, key, lab, navigate, search, toasts]);
}
