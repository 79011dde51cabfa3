import type { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';

/** The standalone __kebab__ service's environment. */
export const serverConfig = standaloneServiceConfig(__port__);
export type ServerConfig = z.infer<typeof serverConfig>;
