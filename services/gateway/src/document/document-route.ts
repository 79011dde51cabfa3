import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORES } from '@storefront/store-config';
import type { MenuResponse, PageData, PromotionCountResponse } from '@storefront/contracts';
import { guestForWrite, SESSION_COOKIE } from '@storefront/server-kit';
import { recognize, remotesForScreen, STATUS_SCREENS } from '@storefront/routing';
import type { RegistrySource } from '../registry/registry';
import { createExposedChunks } from '../ssr/exposed-chunks';
import { planAreas, renderSlot } from '../ssr/render-areas';
import { createServerBundles } from '../ssr/server-bundles';
import { statusPageSlot } from '../ssr/status-page-html';
import { fetchScreenData } from './fetch-screen-data';
import { renderDocument } from './render-document';
import { headTags } from './seo';

export interface DocumentRouteOptions {
  registry: RegistrySource;
  origin(req: FastifyRequest): string;
  /** the share of browser sessions that report problems (the page's `sf-telemetry` tag); none: the pages report nothing */
  telemetry?: { sampleRate: number };
  /** the guest cookie goes over HTTPS only (the site's public URL is https) */
  secureCookies: boolean;
}

const PER_STORE_TTL_MS = 60_000;

/**
 * One inject per store per minute, keeping the last good answer when a refresh fails: the mega
 * menu and the promotions badge change with the catalog, not per request.
 */
function perStoreCache<T>(app: FastifyInstance, url: (store: string) => string, read: (body: unknown) => T, fallback: T) {
  const hits = new Map<string, { at: number; value: T }>();
  return async (store: string): Promise<T> => {
    const hit = hits.get(store);
    if (hit && Date.now() - hit.at < PER_STORE_TTL_MS) return hit.value;
    const res = await app.inject({ method: 'GET', url: url(store) });
    if (res.statusCode !== 200) return hit?.value ?? fallback;
    const value = read(res.json());
    hits.set(store, { at: Date.now(), value });
    return value;
  };
}

/** Every non-API GET is a page: recognise the route, gather what its screen needs, answer HTML. */
export async function documentRoute(app: FastifyInstance, opts: DocumentRouteOptions): Promise<void> {
  const menuFor = perStoreCache<MenuResponse>(app, (s) => `/api/menu?store=${s}`, (b) => b as MenuResponse, { subsites: [] });
  // rendered with the first screen so the badge does not appear late and push the search box (CLS)
  const promotionsFor = perStoreCache<number | undefined>(app, (s) => `/api/promotions/count?store=${s}`, (b) => (b as PromotionCountResponse).count, undefined);

  const bundles = createServerBundles();
  const exposedChunks = createExposedChunks();

  app.get('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/images/')) {
      return reply.code(404).send({ code: 'not_found', message: `No route for ${req.method} ${url.pathname}` });
    }
    const route = recognize(url.pathname, url.searchParams);
    const [menu, promotions, screen] = await Promise.all([menuFor(route.store), promotionsFor(route.store), fetchScreenData(app, route, url.searchParams)]);
    const store = STORES[route.store];
    const name = readName(req.cookies?.name);
    const page: PageData = {
      store: route.store,
      locale: store.locale,
      currency: store.currency,
      screen: route.screen,
      path: route.path,
      params: route.params,
      status: screen.status,
      csrfToken: reply.generateCsrf(),
      menu,
      ...(promotions === undefined ? {} : { promotions }),
      user: { name },
      data: screen.data,
      ...(screen.notice ? { notice: screen.notice } : {}),
    };
    const origin = opts.origin(req);
    const registry = opts.registry.registry(origin);
    const plan = planAreas(page.screen, { registry: opts.registry, bundles, log: req.log });
    const input = { pageData: page, url: url.pathname + url.search };
    const slotsOf = (slot: 'header' | 'main') => () =>
      plan.areas
        .filter((a) => a.area.slot === slot)
        .map((a) => renderSlot(a, input, req.log))
        .join('') + (slot === 'main' && STATUS_SCREENS.includes(page.screen) ? statusPageSlot(page.store) : '');
    const parts = renderDocument({
      page,
      registry,
      head: headTags(route, screen.data, screen.status, origin, url.searchParams, screen.topReviews),
      shell: opts.registry.shell(),
      remotesForScreen: remotesForScreen(route.screen),
      search: url.search,
      ...(opts.telemetry ? { telemetry: opts.telemetry } : {}),
      slots: { header: slotsOf('header'), main: slotsOf('main'), styles: plan.styles },
      chunksOf: (remote) => {
        const folder = opts.registry.buildFolder(remote);
        return folder ? exposedChunks(folder) : [];
      },
    });
    giveGuestIdentity(req, reply, opts.secureCookies);
    // carries a per-visitor token and greeting: never stored by shared caches
    reply.code(screen.status).header('cache-control', 'private, no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8');
    // head and header go out first; the main area renders while they travel (ARCHITECTURE §2.4)
    return reply.send(Readable.from(streamParts(parts)));
  });
}

/**
 * A first-time visitor gets their guest token (the cart's `cart` cookie) with the page, so the
 * page's first writes, often several at once (the editor's autosave and an upload, add to cart and
 * a saved location), all act for the same guest. Minted by each service on its first write, two
 * writes in flight each minted one, and whatever the second created belonged to a guest the browser
 * no longer was. Nothing is stored until a write: the cookie alone is no cart. A signed-in browser
 * (session cookie) gets none; the cart clears a leftover one.
 */
function giveGuestIdentity(req: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (req.cookies[SESSION_COOKIE]) return;
  const guest = guestForWrite(req, reply, secure);
  if (guest.fresh) guest.keep();
}

/** The `name` cookie holds the signed-in shopper's display name (§3, §6); anything odd reads as a guest. */
function readName(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    // form-encoded like the header's readNameCookie reads it: `+` is a space, so the served name matches
    const name = decodeURIComponent(raw.replace(/\+/g, ' ')).trim();
    return name.length > 0 && name.length <= 80 ? name : null;
  } catch {
    return null;
  }
}

async function* streamParts(parts: Array<() => string>): AsyncGenerator<string> {
  for (const [i, part] of parts.entries()) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    yield part();
  }
}
