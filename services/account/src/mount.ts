import { z } from 'zod';
import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import { accountAlertSettings, alertSettingsOfGateway } from './alert-config';
import accountApp from './app';
import { accountRateLimitKeys, accountRateLimits } from './rate-limit-config';

const rateLimitSettings = z.object(accountRateLimitKeys);

/**
 * How the gateway mounts the account service in-process: its sign-in/up limits and its alert job's
 * settings from the gateway's settings; the mails' links default to the gateway's own PUBLIC_URL,
 * and mails written for want of SMTP go beside its PGlite folder.
 */
export const serviceMount: ServiceMount = ({ db, secureCookies, staffApiToken, settings }) => {
  const gateway = alertSettingsOfGateway.parse(settings);
  return [
    servicePlugin(accountApp, {
      db,
      secureCookies,
      staffApiToken,
      rateLimits: accountRateLimits(rateLimitSettings.parse(settings)),
      ...accountAlertSettings(gateway, { publicOrigin: gateway.PUBLIC_URL, pgliteDir: gateway.PGLITE_DATA_DIR }),
    }),
  ];
};
