import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import type { ListingResponse } from '@storefront/contracts';
import { buildGateway } from '../app';
import { gatewayConfigSchema } from '../config';

// Fixture builds: a header whose server bundle renders, a listing whose bundle throws, a pdp with
// no server bundle (an older build), and a shell; the same folder layout the build writes.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-builds-'));
function build(dir: string, name: string, version: string, serverSource?: string) {
  const out = path.join(root, dir, 'dist', version);
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './lifecycles', assets: { js: { sync: [`lifecycles.${version}.js`], async: ['later.js'] } } }] }));
  fs.writeFileSync(path.join(root, dir, 'dist', 'live.json'), JSON.stringify({ name, version }));
  if (serverSource) {
    fs.mkdirSync(path.join(out, 'server'));
    fs.writeFileSync(path.join(out, 'server', 'server.cjs'), serverSource);
  }
}
build('mfe-header', 'mfe_header', '1.0.0-h', `
exports.render = ({ pageData, url }) => '<header class="hdr">' + pageData.store + ' ' + pageData.screen + ' ' + url.length + '</header>';
exports.styles = () => [{ id: 'uikit.0123456789.css', css: '.sf-button{color:red}' }, { id: 'hdr.0123456789.css', css: '.hdr{display:flex}' }];`);
build('mfe-listing', 'mfe_listing', '1.0.0-l', `
exports.render = () => { throw new Error('listing render broke'); };
exports.styles = () => [{ id: 'uikit.0123456789.css', css: '.sf-button{color:red}' }];`);
build('mfe-pdp', 'mfe_pdp', '1.0.0-p');
build('shell', 'shell', '1.0.0-s');
fs.writeFileSync(path.join(root, 'shell', 'dist', '1.0.0-s', 'shell.js'), '');

let handle: DatabaseHandle;
let app: FastifyInstance;
let product: ListingResponse['products'][number];

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 40 });
  const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' });
  const remoteDirs = Object.fromEntries(['mfe-header', 'mfe-listing', 'mfe-pdp'].map((d) => [d, path.join(root, d)]));
  app = await buildGateway({ config, db: handle.db, logger: false, builds: { remoteDirs, shellDir: path.join(root, 'shell') } });
  product = ((await app.inject({ url: '/api/products?per_page=24' })).json() as ListingResponse).products[0]!;
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const slotOf = (html: string, area: string) => new RegExp(`<div id="sf-area-${area}" data-area="${area}"( data-ssr)?>(.*?)</div>`, 's').exec(html);

describe('server rendering of the first screen', () => {
  it("puts the header's HTML in its slot, marked for hydration, with the page data it was rendered from", async () => {
    const res = await app.inject({ url: '/ca/t-shirts?sort=newest' });
    expect(res.statusCode).toBe(200);
    const header = slotOf(res.body, 'header');
    expect(header?.[1]).toBe(' data-ssr');
    expect(header?.[2]).toBe(`<header class="hdr">ca listing ${'/ca/t-shirts?sort=newest'.length}</header>`);
    // inside the header element the shell mounts into, before the main element
    expect(res.body.indexOf('<div id="sf-header"><div id="sf-area-header"')).toBeGreaterThan(0);
    expect(res.body.indexOf('sf-area-header')).toBeLessThan(res.body.indexOf('<main'));
  });

  it('falls back to rendering in the browser for an area whose server render throws; the page still answers', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    const listing = slotOf(res.body, 'listing');
    expect(listing?.[1]).toBeUndefined();
    expect(listing?.[2]).toBe('');
    expect(res.body).not.toContain('listing render broke');
    expect(slotOf(res.body, 'header')?.[1]).toBe(' data-ssr');
  });

  it('leaves the slot to the browser when the live build has no server bundle', async () => {
    const res = await app.inject({ url: `/${product.slug}.html` });
    expect(res.statusCode).toBe(200);
    expect(slotOf(res.body, 'pdp')?.[0]).toBe('<div id="sf-area-pdp" data-area="pdp"></div>');
  });

  it('inlines the sheets of the rendered areas in the head, each once', async () => {
    const res = await app.inject({ url: '/' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.match(/<style data-href="uikit\.0123456789\.css">\.sf-button\{color:red\}<\/style>/g)).toHaveLength(1);
    expect(head).toContain('<style data-href="hdr.0123456789.css">.hdr{display:flex}</style>');
  });

  it('renders the not-found screen on the server with a 404', async () => {
    const res = await app.inject({ url: '/sweepstakes' });
    expect(res.statusCode).toBe(404);
    expect(slotOf(res.body, 'status')?.[1]).toBe(' data-ssr');
    expect(res.body).toContain('<h1 id="sf-status-title">Page not found</h1>');
    expect(res.body).toContain('<a href="/">Go to the home page</a>');
    const ca = await app.inject({ url: '/ca/sweepstakes' });
    expect(ca.body).toContain('<a href="/ca">Go to the home page</a>');
  });

  it('never tells the browser where server bundles live, and does not serve them', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.body).not.toContain('server.cjs');
    expect(page.body).not.toContain(root);
    const registry = await app.inject({ url: '/registry.json' });
    expect(JSON.stringify(registry.json())).not.toContain('server');
    const bundle = await app.inject({ url: '/remotes/mfe-header/1.0.0-h/server/server.cjs' });
    expect(bundle.statusCode).toBe(404);
  });

  it("preloads each remote's entry and the chunks its lifecycles load at once, at low priority, and nothing loaded later", async () => {
    const res = await app.inject({ url: `/${product.slug}.html` });
    for (const href of ['/remotes/mfe-header/1.0.0-h/remoteEntry.js', '/remotes/mfe-header/1.0.0-h/lifecycles.1.0.0-h.js', '/remotes/mfe-pdp/1.0.0-p/lifecycles.1.0.0-p.js']) {
      expect(res.body).toContain(`<link rel="preload" as="script" fetchpriority="low" href="https://shop.example${href}">`);
    }
    expect(res.body).not.toContain('later.js');
    expect(res.body).not.toContain('mfe-listing/1.0.0-l/lifecycles');
  });

  it('streams the document compressed and whole', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = (await import('node:zlib')).gunzipSync(res.rawPayload).toString('utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
