import type { FastifyInstance } from 'fastify';

/**
 * The site's icon: a small SVG (the store's dark mark with a printed "S"), named by the document's
 * `<link rel="icon">`. Without it every page's browser asked for /favicon.ico and got the 10 KB
 * not-found page, logged as a console error; that path now points at the icon.
 */
export const FAVICON_PATH = '/favicon.svg';
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#111827"/><path d="M21.5 10.2c-1.3-1.2-3.1-1.9-5.2-1.9-3.3 0-5.6 1.8-5.6 4.4 0 2.5 1.9 3.6 5 4.2 2.3.5 3.2.9 3.2 1.9 0 1-1.1 1.7-2.8 1.7-1.9 0-3.5-.7-4.7-1.9l-1.9 2.3c1.6 1.5 3.9 2.4 6.5 2.4 3.6 0 6-1.8 6-4.6 0-2.6-1.8-3.7-5.1-4.4-2.2-.4-3.1-.8-3.1-1.7 0-.9 1-1.5 2.5-1.5 1.5 0 2.9.5 4 1.5z" fill="#fff"/></svg>`;

export async function favicon(app: FastifyInstance): Promise<void> {
  app.get(FAVICON_PATH, async (_req, reply) => {
    // a day: the icon may change with a release, and a stale one costs nothing
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
    return FAVICON_SVG;
  });
  app.get('/favicon.ico', async (_req, reply) => reply.header('cache-control', 'public, max-age=86400').redirect(FAVICON_PATH, 301));
}
