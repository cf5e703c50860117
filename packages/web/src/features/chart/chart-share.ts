import { useCallback } from 'react';
import { useCreateExplorePermalinkMutation } from '../../api/explore-api.ts';
import { errorMessage } from '../../api/api-slice.ts';
import { copyTextToClipboard } from '../../components/clipboard.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { shareByEmailHref } from './chart-export.ts';

/** Permalink sharing of a chart's form data: copy the link, or mail it. */
export function useChartShare(
  formData: Record<string, unknown> | null,
  sliceName: string | undefined,
) {
  const toasts = useToasts();
  const [createPermalink] = useCreateExplorePermalinkMutation();
  const permalink = useCallback(async (): Promise<string | null> => {
    if (!formData) return null;
    try {
      const { url } = await createPermalink({ formData, urlParams: [] }).unwrap();
      return url;
    } catch (err) {
      toasts.addDangerToast(`Sorry, something went wrong. Try again later. ${errorMessage(err)}`);
      return null;
    }
  }, [createPermalink, formData, toasts]);

  const copyPermalink = useCallback(async () => {
    const url = await permalink();
    if (!url) return;
    try {
      await copyTextToClipboard(url);
      toasts.addSuccessToast('Copied to clipboard!');
    } catch {
      toasts.addWarningToast(`Copy this link: ${url}`);
    }
  }, [permalink, toasts]);

  const shareByEmail = useCallback(async () => {
    const url = await permalink();
    if (url) window.location.href = shareByEmailHref(sliceName, url);
  }, [permalink, sliceName]);

  return { copyPermalink, shareByEmail };
}
