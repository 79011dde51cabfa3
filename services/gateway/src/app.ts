import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import { accountApp, accountRateLimits } from '@storefront/account';
import { cartApp } from '@storefront/cart';
import { catalogApp, catalogImagesApp } from '@storefront/catalog';
import type { Database } from '@storefront/db';
import { clientErrorHandler, errorHandler, frameworkErrors, registerCsrf, securityHeaders, zodValidation } from '@storefront/server-kit';
import type { GatewayConfig } from './config';
import { documentRoute } from './document/document-route';
import { apiDocs } from './openapi/api-docs';
import { proxyReplyOptions } from './proxy-headers';
import { createRegistrySource } from './registry/registry';
import { ACCOUNT_PREFIXES, CART_DELETE_PREFIX, CART_PREFIXES, CATALOG_PREFIXES } from './service-prefixes';
import { siteOrigin } from './site-origin';
import { serveBuilds } from './static/serve-builds';
import { remoteDirs, SHELL_DIR, WORKSPACE_ROOT } from './workspace-paths';

export interface GatewayOptions {
  config: GatewayConfig;
  /** embedded mode: the one database handle every mounted service shares (PGlite has one connection) */
  db?: Database;
  logger?: boolean;
}

/**
 * The gateway: document + static remote builds + registry, with every service mounted in-process
 * (embedded) or proxied to its own process (split mode, per-service URL).
 */
export async function buildGateway({ config, db, logger = true }: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'] } : false,
    // X-Forwarded-* only from configured proxies: otherwise a client picks the address it is counted as
    trustProxy: config.TRUSTED_PROXIES,
    // a malformed or over-long URL, or over-large headers, still get our JSON error shape, not Fastify's
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { maxParamLength: 300 },
  });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await app.register(securityHeaders);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET ?? persistentSecret() });
  // before the services, so the OpenAPI document sees every route they register
  await apiDocs(app, { publicUrl: config.PUBLIC_URL });

  // Each service is mounted in-process on the shared database, or proxied to its own process.
  const needsDb = !config.CATALOG_SERVICE_URL || !config.ACCOUNT_SERVICE_URL || !config.CART_SERVICE_URL;
  if (needsDb && !db) throw new Error('buildGateway: embedded services need a database (or set every *_SERVICE_URL)');
  if (config.CATALOG_SERVICE_URL) {
    for (const prefix of CATALOG_PREFIXES) {
      await app.register(fastifyHttpProxy, { upstream: config.CATALOG_SERVICE_URL, prefix, rewritePrefix: prefix, replyOptions: proxyReplyOptions });
    }
  } else {
    await app.register(catalogApp, { prefix: '/api', db: db! });
    await app.register(catalogImagesApp, { db: db! });
  }
  if (config.ACCOUNT_SERVICE_URL) {
    for (const prefix of ACCOUNT_PREFIXES) {
      await app.register(fastifyHttpProxy, { upstream: config.ACCOUNT_SERVICE_URL, prefix, rewritePrefix: prefix, replyOptions: proxyReplyOptions });
    }
  } else {
    await app.register(accountApp, { db: db!, secureCookies: config.PUBLIC_URL.startsWith('https://'), rateLimits: accountRateLimits(config) });
  }
  if (config.CART_SERVICE_URL) {
    for (const prefix of CART_PREFIXES) {
      await app.register(fastifyHttpProxy, { upstream: config.CART_SERVICE_URL, prefix, rewritePrefix: prefix, replyOptions: proxyReplyOptions });
    }
    await app.register(fastifyHttpProxy, {
      upstream: config.CART_SERVICE_URL,
      prefix: CART_DELETE_PREFIX,
      rewritePrefix: CART_DELETE_PREFIX,
      httpMethods: ['DELETE'],
      replyOptions: proxyReplyOptions,
    });
  } else {
    await app.register(cartApp, { db: db!, secureCookies: config.PUBLIC_URL.startsWith('https://') });
  }

  const dirs = remoteDirs();
  const originOf = siteOrigin(config);
  const registry = createRegistrySource({ remoteDirs: dirs, shellDir: SHELL_DIR, overrides: config.REGISTRY_OVERRIDES });
  await serveBuilds(app, { remotes: dirs, shellDir: SHELL_DIR });
  app.get('/registry.json', async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return registry.registry(originOf(req));
  });
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(documentRoute, { registry, origin: originOf });
  return app;
}

/** A cookie secret that survives restarts on one machine without anyone configuring it. */
function persistentSecret(): string {
  const file = path.join(WORKSPACE_ROOT, '.data', 'cookie-secret');
  try {
    const s = fs.readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  } catch {
    /* first run */
  }
  const s = randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, s, { mode: 0o600 });
  return s;
}
