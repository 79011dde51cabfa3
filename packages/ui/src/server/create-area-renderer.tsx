import type { FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData } from '@storefront/contracts';
import { createRequestCounter, type AppProps, type HttpClient } from '@storefront/http';
import { ServedAddress } from '../navigation/use-location';
import { HydrationBoundary } from '../remote/hydration-boundary';
import '../styles.css';

/** What the gateway hands a remote's server bundle: the same page data the browser reads. */
export interface ServerRenderInput {
  pageData: PageData;
  /** the requested pathname and search (store prefix included), what `useLocation` reads */
  url: string;
}

/**
 * On the server nothing may fetch: effects never run there, so a call can only come from render
 * code, and it must neither hang the response nor reject unhandled. It stays pending forever and
 * the browser, which hydrates and runs the effects, makes the real request.
 */
const pending = () => new Promise<never>(() => {});
export const SERVER_HTTP: HttpClient = { get: pending, post: pending, put: pending, patch: pending, delete: pending };

/**
 * A remote's `src/server.tsx` default export: renders the remote's first screen to HTML from
 * the same root and props the browser mounts with (ARCHITECTURE §2.4), so hydration matches.
 */
export function createAreaRenderer(Root: FunctionComponent<AppProps>) {
  return {
    render({ pageData, url }: ServerRenderInput): string {
      const props = {
        pageData,
        initialData: pageData.data,
        http: SERVER_HTTP,
        requestCounter: createRequestCounter(),
        navigate: () => {},
        // never read while rendering: the slot exists only in the browser
        domElement: null as unknown as HTMLElement,
      } satisfies AppProps;
      return renderToString(
        <ServedAddress.Provider value={url}>
          <HydrationBoundary>
            <Root {...props} />
          </HydrationBoundary>
        </ServedAddress.Provider>,
      );
    },
  };
}
