import type { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';

/** The standalone cart service's environment. */
export const serverConfig = standaloneServiceConfig(3103);
export type ServerConfig = z.infer<typeof serverConfig>;
