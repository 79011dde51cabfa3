import { z } from 'zod';
import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import digitalAssetsApp from './app';
import { downloadLinkKeys, persistentDownloadLinkSecret } from './download-link-config';

const downloadLinkSettings = z.object(downloadLinkKeys);

/**
 * How the gateway mounts the digital-assets service in-process (embedded mode): uploads and print
 * files go to the one blob store the gateway shares; download links are signed with the
 * gateway's DOWNLOAD_LINK_SECRET, or, unset, a secret generated once into .data/ (as the
 * gateway's cookie secret). The gateway finds this through the service's row of SERVICES.
 */
export const serviceMount: ServiceMount = ({ db, blobStore, secureCookies, settings }) => {
  const { DOWNLOAD_LINK_SECRET } = downloadLinkSettings.parse(settings);
  return [servicePlugin(digitalAssetsApp, { db, blobStore, secureCookies, downloadLinkSecret: DOWNLOAD_LINK_SECRET ?? persistentDownloadLinkSecret() })];
};
