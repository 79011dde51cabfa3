import type { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';

/** The standalone account service's environment. */
export const serverConfig = standaloneServiceConfig(3102);
export type ServerConfig = z.infer<typeof serverConfig>;
