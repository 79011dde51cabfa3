import React, { type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from '@storefront/http';
import '../styles.css';
import { AreaError, type AreaErrorText } from './area-error';

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
  const { bootstrap, mount, unmount } = singleSpaReact<AppProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (err) => <AreaError error={err} {...areaError} />, // a thrown render error shows in this area's slot only
    domElementGetter: (props) => props.domElement,
  });
  return { bootstrap, mount, unmount };
}
