import type { Database } from '@storefront/db';
import type { RateLimitWindow } from '@storefront/server-kit';

export interface SessionRotation {
  /** the guest (or other) session the request came with, now deleted; null when there was none */
  previousSessionId: string | null;
  sessionId: string;
  userId: string;
}

/** What every account route needs, handed down from the plugin options. */
export interface RouteContext {
  db: Database;
  secureCookies: boolean;
  now: () => Date;
  limits: { signIn: RateLimitWindow; signUp: RateLimitWindow };
  onSessionRotated: ((rotation: SessionRotation) => Promise<void> | void) | undefined;
}
