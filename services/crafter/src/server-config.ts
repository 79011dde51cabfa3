import type { z } from 'zod';
import { MAIL_KEYS } from '@storefront/mail';
import { standaloneServiceConfig } from '@storefront/server-kit';

/** The standalone crafter service's environment: the common keys and where quote mails go. */
export const serverConfig = standaloneServiceConfig(3106).extend(MAIL_KEYS);
export type ServerConfig = z.infer<typeof serverConfig>;
