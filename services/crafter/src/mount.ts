import { mailSettingsOf, mailSettingsOfGateway } from '@storefront/mail';
import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import crafterApp from './app';

/**
 * How the gateway mounts the crafter service in-process (embedded mode): quote images go to the
 * one blob store the gateway shares; quote mails go where the account's alerts go (SMTP_URL, or
 * .eml files beside the PGlite folder), their links on the gateway's PUBLIC_URL.
 */
export const serviceMount: ServiceMount = ({ db, blobStore, settings }) => {
  const gateway = mailSettingsOfGateway.parse(settings);
  return [servicePlugin(crafterApp, { db, blobStore, mail: mailSettingsOf(gateway, { publicOrigin: gateway.PUBLIC_URL, pgliteDir: gateway.PGLITE_DATA_DIR }) })];
};
