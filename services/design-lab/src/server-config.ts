import type { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';

/** The standalone design-lab service's environment. */
export const serverConfig = standaloneServiceConfig(3104);
export type ServerConfig = z.infer<typeof serverConfig>;
