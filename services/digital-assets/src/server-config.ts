import { z } from 'zod';
import { standaloneServiceConfig } from '@storefront/server-kit';

/**
 * The standalone digital-assets service's environment. DOWNLOAD_LINK_SECRET is required here, as
 * COOKIE_SECRET is: every instance must verify the links any of them signed.
 */
export const serverConfig = standaloneServiceConfig(3105).extend({
  DOWNLOAD_LINK_SECRET: z.string().min(32, 'must be at least 32 characters'),
});
export type ServerConfig = z.infer<typeof serverConfig>;
