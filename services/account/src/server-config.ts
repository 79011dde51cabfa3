import type { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';
import { accountRateLimitKeys } from './rate-limit-config';

/** The standalone account service's environment. */
export const serverConfig = standaloneServiceConfig(3102).extend(accountRateLimitKeys);
export type ServerConfig = z.infer<typeof serverConfig>;
