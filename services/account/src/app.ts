import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, zodValidation, type RateLimitWindow } from '@storefront/server-kit';
import { addressRoutes } from './routes/addresses/route';
import { DEFAULT_ALERTS_INTERVAL_MS, DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_DIR, DEFAULT_PUBLIC_ORIGIN } from './alert-config';
import { scheduleAlertJob, type AlertMailSettings } from './domain/alerts/alert-job';
import { scheduleHousekeeping } from './domain/housekeeping';
import { adminCrafterRoutes } from './routes/admin-crafters/route';
import { staffRoleRoutes } from './routes/staff-roles/route';
import { authRoutes } from './routes/auth/route';
import { crafterRoutes } from './routes/crafters/route';
import { favoriteRoutes } from './routes/favorites/route';
import { locationRoutes } from './routes/locations/route';
import { storePreferenceRoutes } from './routes/store-preference/route';
import { followedBrandRoutes } from './routes/followed-brands/route';
import { roleRoutes } from './routes/roles/route';
import { subscriptionRoutes } from './routes/subscriptions/route';
import type { RouteContext, SessionRotation } from './routes/route-context';

export interface AccountOptions {
  db: Database;
  /** mark the `sid` and `name` cookies Secure (HTTPS only); default false */
  secureCookies?: boolean;
  /** attempts per window; defaults: sign-in 10 per 15 min per IP + email, sign-up 5 per hour per IP */
  rateLimits?: { signIn?: RateLimitWindow; signUp?: RateLimitWindow };
  /**
   * Called after sign-in or sign-up replaced the request's session with the user's new one
   * (cart merges the guest cart of `previousSessionId` here).
   */
  onSessionRotated?: (rotation: SessionRotation) => Promise<void> | void;
  /** the operator's bearer token (STAFF_API_TOKEN) for PUT /api/staff/roles; unset: that route answers 404 */
  staffApiToken?: string;
  /** the clock (tests); default `new Date()` */
  now?: () => Date;
  /** how often expired sessions and rate-limit windows are deleted; default 10 minutes, 0 turns it off */
  housekeepingIntervalMs?: number;
  /** how often price-drop and back-in-stock alerts are checked and mailed; default 5 minutes, 0 turns it off */
  alertsIntervalMs?: number;
  /**
   * How alert mails go out: SMTP with `smtpUrl`, else `.eml` files in `outboxDir` (default
   * `.data/outbox`); links from `publicOrigin` (default http://localhost:3000), sent `from`.
   */
  alertMail?: Partial<AlertMailSettings>;
}

export const DEFAULT_SIGN_IN_LIMIT: RateLimitWindow = { max: 10, windowMs: 15 * 60_000 };
export const DEFAULT_SIGN_UP_LIMIT: RateLimitWindow = { max: 5, windowMs: 60 * 60_000 };

/**
 * The account API, an encapsulated plugin whose paths are absolute, as the spec names them:
 *   app.register(accountApp, { prefix: '', db })
 * Sign-up/in/out, the current user, saved addresses, deliver-to locations, favorites and their
 * price and stock alerts (mailed by the alert job, domain/alerts), roles and crafter applications.
 * Anti-forgery comes from the host: registerCsrf on the root instance covers every POST/PUT/PATCH/DELETE here.
 */
export default async function accountApp(app: FastifyInstance, opts: AccountOptions): Promise<void> {
  // registerCsrf gives the root @fastify/cookie; a host without it still gets cookies here
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const ctx: RouteContext = {
    db: opts.db,
    secureCookies: opts.secureCookies ?? false,
    now: opts.now ?? (() => new Date()),
    limits: {
      signIn: opts.rateLimits?.signIn ?? DEFAULT_SIGN_IN_LIMIT,
      signUp: opts.rateLimits?.signUp ?? DEFAULT_SIGN_UP_LIMIT,
    },
    onSessionRotated: opts.onSessionRotated,
  };
  authRoutes(app, ctx);
  addressRoutes(app, ctx);
  locationRoutes(app, ctx);
  storePreferenceRoutes(app, ctx);
  favoriteRoutes(app, ctx);
  followedBrandRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
  roleRoutes(app, ctx);
  crafterRoutes(app, ctx);
  adminCrafterRoutes(app, ctx);
  staffRoleRoutes(app, { ...ctx, staffApiToken: opts.staffApiToken || undefined });
  const every = opts.housekeepingIntervalMs ?? 10 * 60_000;
  if (every > 0) {
    let job: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      job = scheduleHousekeeping(app.log, ctx.db, every, ctx.now);
    });
    app.addHook('onClose', async () => job?.stop());
  }
  const alertsEvery = opts.alertsIntervalMs ?? DEFAULT_ALERTS_INTERVAL_MS;
  if (alertsEvery > 0) {
    const mail: AlertMailSettings = {
      smtpUrl: opts.alertMail?.smtpUrl,
      outboxDir: opts.alertMail?.outboxDir ?? DEFAULT_OUTBOX_DIR,
      publicOrigin: opts.alertMail?.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
      from: opts.alertMail?.from ?? DEFAULT_MAIL_FROM,
    };
    let alerts: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      alerts = scheduleAlertJob(app.log, ctx.db, alertsEvery, mail, ctx.now);
    });
    app.addHook('onClose', async () => alerts?.stop());
  }
}
