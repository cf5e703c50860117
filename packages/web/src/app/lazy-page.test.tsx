import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadRoute } from './routes.tsx';

function render(Page: () => React.ReactNode): string {
  return renderToString(
    <Suspense fallback={<i>loading</i>}>
      <Page />
    </Suspense>,
  );
}

describe('lazy pages (routes.tsx)', () => {
  it('renders a page whose chunk is in without suspending, so React shows no fallback', async () => {
    const Page = lazyPage(async () => ({ Hello: () => <p>hello</p> }), 'Hello');
    await Page.preload();
    // React.lazy would suspend on this first render even with its chunk in.
    const html = render(Page);
    expect(html).toContain('hello');
    expect(html).not.toContain('loading');
  });

  it('shows the fallback for a page first rendered before its chunk is in', () => {
    const Page = lazyPage(() => new Promise<{ Later: () => React.ReactNode }>(() => {}), 'Later');
    expect(render(Page)).toContain('loading');
  });

  it("preloadRoute settles once the first URL's chunks are in", async () => {
    await expect(preloadRoute('/no/such/page/')).resolves.toBeUndefined();
  });
});
