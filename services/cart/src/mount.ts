import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import cartApp from './app';

/** How the gateway mounts the cart in-process: the shared blob store (mockups, print files) and the staff token. */
export const serviceMount: ServiceMount = ({ db, secureCookies, staffApiToken, blobStore }) => [
  servicePlugin(cartApp, { db, secureCookies, staffApiToken, blobStore }),
];
