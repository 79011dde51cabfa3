import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import designLabApp from './app';

/** How the gateway mounts the design lab in-process: uploads go to the one blob store the gateway shares. */
export const serviceMount: ServiceMount = ({ db, secureCookies, blobStore }) => [
  servicePlugin(designLabApp, { db, blobStore, secureCookies }),
];
