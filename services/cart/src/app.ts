import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, schedulePeriodic, zodValidation } from '@storefront/server-kit';
import { reconcilePlacements } from './domain/orders/placement/reconcile-placements';
import { blanksOrderRoutes } from './routes/blanks-order/route';
import { cartRoutes } from './routes/cart/route';
import { orderRoutes } from './routes/orders/route';
import { paymentIntentRoutes } from './routes/payment-intents/route';
import type { PaymentProviderName } from '@storefront/payments';
import { checkoutRoutes } from './routes/checkout/route';
import { couponRoutes } from './routes/coupons/route';
import { deliveryRoutes } from './routes/delivery/route';
import { savedCartRoutes } from './routes/saved-carts/route';
import { upsellRoutes } from './routes/upsell/route';
import type { RouteContext } from './routes/route-context';
import { settlePendingSignIns } from './domain/merge-guest-cart-on-sign-in';
import type { ArtworkBlobs } from './domain/made/artwork';
import { dtfRoutes } from './routes/dtf/route';
import { digitalRoutes } from './routes/digital/route';
import { gangSheetRoutes } from './routes/gang-sheet/route';
import { madeRoutes } from './routes/made/route';
import { mockupRoutes } from './routes/made/mockup-route';
import { orderStatusRoutes } from './routes/staff/order-status-route';
import { printFileRoutes } from './routes/staff/print-files-route';

export interface CartOptions {
  db: Database;
  /** mark the guest `cart` cookie Secure (HTTPS only); default false */
  secureCookies?: boolean;
  /** prefix for line image URLs, e.g. a CDN origin; default '' (same-origin /images/garments/…) */
  imageBaseUrl?: string;
  /** the payment provider new intents use (payments/provider-registry.ts); default 'test' */
  paymentProvider?: PaymentProviderName;
  /**
   * How often pending sign-in events of any user are settled in the background (guest carts
   * merged, guest orders claimed); default 1 minute, 0 turns it off. A signed-in cart request
   * settles its own user's events first regardless, so this only catches users who do not return.
   */
  signInSweepIntervalMs?: number;
  /** the service's clock; default the real one (tests pass a fixed or moving one) */
  now?: () => Date;
  /**
   * Where uploaded artwork is read from for mockups and print files: @storefront/uploads'
   * BlobStore (only `get` is used), the same store the design lab writes. Without it a design with
   * an image answers its mockup and print files with 503 `artwork_unavailable`.
   */
  blobStore?: ArtworkBlobs;
  /** the bearer token of the staff-only print-file routes (STAFF_API_TOKEN); unset: those routes answer 404 */
  staffApiToken?: string;
  /** how often this instance settles stuck placements and stray holds (reconcilePlacements), and once at start; default 60 s, 0 = never */
  reconcileEveryMs?: number;
}

/**
 * The cart API, an encapsulated plugin whose paths are absolute, as the spec names them:
 *   app.register(cartApp, { prefix: '', db })
 * Shoppers are account users (server-kit's read-only readSession) or guests (`cart` cookie). Anti-forgery comes
 * from the host: registerCsrf on the root instance covers every POST/PATCH/DELETE here.
 */
export default async function cartApp(app: FastifyInstance, opts: CartOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const ctx: RouteContext = {
    db: opts.db,
    secureCookies: opts.secureCookies ?? false,
    imageBaseUrl: opts.imageBaseUrl ?? '',
    now: opts.now ?? (() => new Date()),
  };
  cartRoutes(app, ctx);
  blanksOrderRoutes(app, ctx);
  couponRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  savedCartRoutes(app, ctx);
  upsellRoutes(app, ctx);
  deliveryRoutes(app, ctx);
  paymentIntentRoutes(app, { ...ctx, paymentProvider: opts.paymentProvider });
  orderRoutes(app, ctx);
  madeRoutes(app, ctx);
  dtfRoutes(app, { ...ctx, blobs: opts.blobStore });
  gangSheetRoutes(app, { ...ctx, blobs: opts.blobStore });
  mockupRoutes(app, { ...ctx, blobs: opts.blobStore });
  printFileRoutes(app, { ...ctx, blobs: opts.blobStore, staffApiToken: opts.staffApiToken || undefined });
  orderStatusRoutes(app, { ...ctx, staffApiToken: opts.staffApiToken || undefined });
  await digitalRoutes(app, ctx);
  // the consumer of account's sign-in events for users who do not come back (exactly-once per
  // event, so every instance may run it); a cart request settles its own user's events first
  const sweepEvery = opts.signInSweepIntervalMs ?? 60_000;
  if (sweepEvery > 0) {
    let sweep: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      sweep = schedulePeriodic(app.log, 'sign-in event sweep', sweepEvery, () => settlePendingSignIns(opts.db, ctx.now()));
    });
    app.addHook('onClose', async () => sweep?.stop());
  }

  const reconcileEvery = opts.reconcileEveryMs ?? 60_000;
  if (reconcileEvery > 0) {
    let job: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      job = schedulePeriodic(app.log, 'placement reconciliation', reconcileEvery, async () => {
        const report = await reconcilePlacements(opts.db, { now: ctx.now() });
        if (Object.values(report).some((list) => list.length > 0)) app.log.info({ ...report }, 'placements reconciled');
      }, { runNow: true });
    });
    app.addHook('onClose', async () => job?.stop());
  }
}
