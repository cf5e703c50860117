import { Result } from 'antd';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { PageSpinner } from '../../app/Shell.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { EditorPane } from './EditorPane.tsx';
import { EditorTabs } from './EditorTabs.tsx';
import { SqlLabContext } from './sqllab-context.ts';
import { useOpenFromUrl } from './use-open-from-url.ts';
import { useSqlLabModel } from './use-sqllab-model.ts';

/** SQL Lab: tabs of SQL editors kept on the server, each with its left bar, results and history. */
export function SqlLab() {
  const lab = useSqlLabModel();
  useOpenFromUrl(lab);
  if (lab.bootError) {
    return (
      <Result status="error" title="SQL Lab could not be loaded">
        <ErrorAlert
          message={errorMessage(lab.bootError)}
          details={errorDetails(asApiError(lab.bootError))}
        />
      </Result>
    );
  }
  if (!lab.state.isLoaded) return <PageSpinner />;
  return (
    <SqlLabContext.Provider value={lab}>
      <div data-test="sqllab-page">
        <EditorTabs />
        {lab.activeEditor && <EditorPane key={lab.activeEditor.id} editor={lab.activeEditor} />}
      </div>
    </SqlLabContext.Provider>
  );
}
