import { Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { useGetExploreQuery } from '../../api/explore-api.ts';
import type { ExploreArgs } from '../../api/explore-api.ts';
import { PageSpinner } from '../../app/Shell.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { bootstrapIdentity, parseExploreUrl } from './explore-url.ts';
import type { ExploreUrlParams } from './explore-url.ts';
import { ExploreWorkspace } from './ExploreWorkspace.tsx';

function bootstrapArgs(params: ExploreUrlParams): ExploreArgs | null {
  if (params.permalinkKey) return { permalinkKey: params.permalinkKey };
  if (params.sliceId !== undefined) return { sliceId: params.sliceId };
  if (params.datasourceId !== undefined)
    return { datasourceId: params.datasourceId, datasourceType: params.datasourceType ?? 'table' };
  return null;
}

/** /explore/ and /superset/explore/p/<key>/: bootstraps from GET /api/v1/explore/ and opens the workspace. */
export function Explore() {
  const location = useLocation();
  const params = parseExploreUrl(location.pathname, location.search);
  const args = bootstrapArgs(params);
  const { currentData: data, error } = useGetExploreQuery(args ?? {}, {
    skip: args === null,
    refetchOnMountOrArgChange: true,
  });
  if (!args) {
    return (
      <Result
        status="info"
        title="Choose a dataset to explore"
        subTitle="Open explore from a dataset or a saved chart."
        extra={<Link to="/tablemodelview/list/">Go to datasets</Link>}
        data-test="explore-no-datasource"
      />
    );
  }
  if (error) {
    return (
      <div data-test="explore-error">
        <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />
      </div>
    );
  }
  if (!data) return <PageSpinner />;
  return <ExploreWorkspace key={bootstrapIdentity(params)} context={data} params={params} />;
}
