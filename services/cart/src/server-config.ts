import { z } from 'zod';
import { staffApiTokenSetting, standaloneServiceConfig } from '@storefront/server-kit';

/** The standalone cart service's environment. */
export const serverConfig = standaloneServiceConfig(3103).extend({
  /** the bearer token of the staff-only print-file routes; unset or empty: those routes answer 404 */
  STAFF_API_TOKEN: staffApiTokenSetting,
});
export type ServerConfig = z.infer<typeof serverConfig>;
