import type { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';
import { accountAlertKeys } from './alert-config';
import { accountRateLimitKeys } from './rate-limit-config';

/** The standalone account service's environment. */
export const serverConfig = standaloneServiceConfig(3102).extend(accountRateLimitKeys).extend(accountAlertKeys);
export type ServerConfig = z.infer<typeof serverConfig>;
