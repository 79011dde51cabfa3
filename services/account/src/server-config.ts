import type { z } from 'zod';
import { staffApiTokenSetting, standaloneServiceConfig } from '@storefront/server-kit';
import { accountAlertKeys } from './alert-config';
import { accountRateLimitKeys } from './rate-limit-config';

/** The standalone account service's environment. */
export const serverConfig = standaloneServiceConfig(3102)
  .extend(accountRateLimitKeys)
  .extend(accountAlertKeys)
  // the operator's bearer token for PUT /api/staff/roles (unset: that route answers 404)
  .extend({ STAFF_API_TOKEN: staffApiTokenSetting });
export type ServerConfig = z.infer<typeof serverConfig>;
