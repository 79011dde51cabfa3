import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { createMailer, DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_DIR, DEFAULT_PUBLIC_ORIGIN, type MailSettings } from '@storefront/mail';
import { errorHandler, schedulePeriodic, zodValidation } from '@storefront/server-kit';
import { UPLOAD_LIMITS, type BlobStore, type UploadLimits } from '@storefront/uploads';
import { settleStalePayments } from './domain/payments/refresh-payments';
import { catalogRoutes } from './routes/catalog/route';
import { customerRoutes } from './routes/customers/route';
import { earningsRoutes } from './routes/earnings/route';
import { imageRoutes } from './routes/images/route';
import { invoiceRoutes } from './routes/invoices/route';
import { orderRoutes } from './routes/orders/route';
import { meRoutes } from './routes/me/route';
import { publicQuoteRoutes } from './routes/public-quotes/route';
import { quoteRoutes } from './routes/quotes/route';
import type { RouteContext } from './routes/route-context';

export interface CrafterOptions {
  db: Database;
  /** where quote images live: the gateway's one store (MountDeps), or the standalone server's */
  blobStore: BlobStore;
  /** where quote mails go (SMTP or an outbox folder) and the origin their links start with */
  mail?: Partial<MailSettings>;
  /** the payment provider new quote payments use (@storefront/payments' registry); default 'test' */
  paymentProvider?: string;
  /** the service's clock; default the real one (tests pass their own) */
  now?: () => Date;
  /** prefix for catalog image URLs, e.g. a CDN origin; default '' (same origin) */
  imageBaseUrl?: string;
  /** lower upload limits than @storefront/uploads' defaults (tests) */
  uploadLimits?: Partial<UploadLimits>;
  /**
   * How often quote payments a crash left pending are settled from the provider (the refresh
   * check, for every crafter; domain/payments/refresh-payments.ts). Default 60 000 ms; 0: never.
   */
  settleEveryMs?: number;
}

/**
 * The crafter API, an encapsulated plugin whose paths are absolute (/api/crafter):
 *   app.register(crafterApp, { db, blobStore })
 * The portal's routes need the crafter role (deny by default, checked per request); the
 * customer's quote page needs only the link's token. Anti-forgery comes from the host:
 * registerCsrf on the root instance covers every write here.
 */
export default async function crafterApp(app: FastifyInstance, opts: CrafterOptions): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  // every answer here is one person's (a crafter's books, a customer's quote): never in a shared cache
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const mail: MailSettings = {
    smtpUrl: opts.mail?.smtpUrl,
    outboxDir: opts.mail?.outboxDir ?? DEFAULT_OUTBOX_DIR,
    from: opts.mail?.from ?? DEFAULT_MAIL_FROM,
    publicOrigin: opts.mail?.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
  };
  const mailer = createMailer(mail);
  app.addHook('onClose', async () => mailer.close());
  const ctx: RouteContext = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    blobStore: opts.blobStore,
    mailer,
    publicOrigin: mail.publicOrigin,
    paymentProvider: opts.paymentProvider ?? 'test',
    imageBaseUrl: opts.imageBaseUrl ?? '',
    uploadLimits: { ...UPLOAD_LIMITS, ...opts.uploadLimits },
  };
  meRoutes(app, ctx);
  customerRoutes(app, ctx);
  catalogRoutes(app, ctx);
  await imageRoutes(app, ctx);
  quoteRoutes(app, ctx);
  invoiceRoutes(app, ctx);
  orderRoutes(app, ctx);
  earningsRoutes(app, ctx);
  publicQuoteRoutes(app, ctx);
  scheduleSettling(app, ctx, opts.settleEveryMs ?? 60_000);
}

/** The refresh check on a timer, one run at a time; closing waits for a run in progress. */
function scheduleSettling(app: FastifyInstance, ctx: RouteContext, everyMs: number): void {
  if (everyMs <= 0) return;
  let job: { stop(): void } | undefined;
  let current: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    job = schedulePeriodic(app.log, 'settling quote payments', everyMs, () => {
      current = settleStalePayments(ctx).then((settled) => {
        if (settled.recorded + settled.failed > 0) app.log.info({ ...settled }, 'settled quote payments left pending');
      });
      return current;
    });
  });
  app.addHook('onClose', async () => {
    job?.stop();
    await current.catch(() => {});
  });
}
