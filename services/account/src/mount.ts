import { z } from 'zod';
import { servicePlugin, type ServiceMount } from '@storefront/server-kit';
import accountApp from './app';
import { accountRateLimitKeys, accountRateLimits } from './rate-limit-config';

const rateLimitSettings = z.object(accountRateLimitKeys);

/** How the gateway mounts the account service in-process: its sign-in/up limits from the gateway's settings. */
export const serviceMount: ServiceMount = ({ db, secureCookies, settings }) => [
  servicePlugin(accountApp, { db, secureCookies, rateLimits: accountRateLimits(rateLimitSettings.parse(settings)) }),
];
