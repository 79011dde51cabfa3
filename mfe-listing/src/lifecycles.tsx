import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from '@storefront/http';
import { Root } from './root';
import { AreaError } from './area-error';
import './styles.css';

const lifecycles = singleSpaReact<AppProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (err) => <AreaError error={err} />, // a thrown render error shows in this area's slot only
  domElementGetter: (props) => props.domElement,
});

export const { bootstrap, mount, unmount } = lifecycles;
