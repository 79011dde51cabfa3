import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import digitalAssetsApp from './app';

/**
 * How the gateway mounts the digital-assets service in-process (embedded mode): its plugins and their
 * options from what the gateway shares (MountDeps: db, blobStore, secureCookies, settings). The
 * gateway finds this through the service's row of SERVICES in packages/routing.
 */
export const serviceMount: ServiceMount = ({ db }) => [servicePlugin(digitalAssetsApp, { db })];
