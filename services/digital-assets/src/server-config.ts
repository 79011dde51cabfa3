import type { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';

/** The standalone digital-assets service's environment. */
export const serverConfig = standaloneServiceConfig(3105);
export type ServerConfig = z.infer<typeof serverConfig>;
