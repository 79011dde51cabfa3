import React, { type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from '@storefront/http';
import '../styles.css';
import { AreaError, type AreaErrorText } from './area-error';
import { HYDRATING_ATTRIBUTE, HydrationBoundary, MarkLive } from './hydration-boundary';
import { HydratingContext } from './hydration-turns';

export interface RemoteLifecyclesOptions {
  /** the remote's root: receives the props the shell hands every application */
  rootComponent: FunctionComponent<AppProps>;
  /** what the remote's slot says when rendering throws; the rest of the page keeps working */
  areaError: AreaErrorText;
}

/**
 * The single-spa lifecycles of a React remote (its only exposed module): mounted into the slot the
 * shell hands it as `props.domElement`, with the UI kit's styles loaded once.
 */
export function createRemoteLifecycles({ rootComponent, areaError }: RemoteLifecyclesOptions) {
  // read synchronously by single-spa-react inside `mount`, so it applies to that mount only
  let hydrating = false;
  // slots whose current mount hydrates the gateway's HTML: long lists there hydrate in turns
  const hydratingSlots = new WeakSet<Element>();
  const lifecycles = singleSpaReact<AppProps>({
    React,
    ReactDOMClient,
    rootComponent: function AreaRoot(props: AppProps) {
      const Root = rootComponent;
      return (
        <HydratingContext value={hydratingSlots.has(props.domElement)}>
          <HydrationBoundary slot={props.domElement}>
            <Root {...props} />
          </HydrationBoundary>
        </HydratingContext>
      );
    },
    // a thrown render error shows in this area's slot only, which is then as live as it gets
    errorBoundary: (err, _info, props) => (
      <>
        <AreaError error={err} {...areaError} />
        {props?.domElement ? <MarkLive slot={props.domElement} /> : null}
      </>
    ),
    domElementGetter: (props) => props.domElement,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    unmount: lifecycles.unmount,
    /**
     * The first mount into a slot the gateway rendered (`data-ssr`) hydrates that HTML instead of
     * replacing it, so nothing moves; every later mount (after client-side navigation) renders anew.
     * The slot carries `data-hydrating` until the area's content is live.
     */
    mount(props: Parameters<typeof lifecycles.mount>[0]) {
      const slot = props.domElement as HTMLElement | undefined;
      hydrating = slot?.hasAttribute(SSR_ATTRIBUTE) === true;
      if (slot) {
        if (hydrating) hydratingSlots.add(slot);
        else hydratingSlots.delete(slot);
      }
      slot?.removeAttribute(SSR_ATTRIBUTE);
      // until the boundary's content has hydrated (HydrationBoundary removes it)
      slot?.setAttribute(HYDRATING_ATTRIBUTE, '');
      try {
        return lifecycles.mount(props);
      } finally {
        hydrating = false;
      }
    },
  };
}

/** Set by the gateway on a slot whose HTML it rendered (ARCHITECTURE §2.4). */
export const SSR_ATTRIBUTE = 'data-ssr';
