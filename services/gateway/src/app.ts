import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Database } from '@storefront/db';
import { createBlobStoreFromEnv, type BlobStore } from '@storefront/uploads';
import { clientErrorHandler, errorHandler, frameworkErrors, persistentSecret, registerCsrf, securityHeaders, zodValidation } from '@storefront/server-kit';
import type { GatewayConfig } from './config';
import { documentRoute } from './document/document-route';
import { favicon } from './document/favicon';
import { apiDocs } from './openapi/api-docs';
import { createRegistrySource, publicRegistry } from './registry/registry';
import { mountServices } from './services/mount-services';
import { siteOrigin } from './site-origin';
import { telemetryCollector } from './telemetry/collector';
import { telemetrySampleRate } from './telemetry/sample-rate';
import { serveBuilds } from './static/serve-builds';
import { remoteDirs, SHELL_DIR, WORKSPACE_ROOT } from './workspace-paths';

export interface GatewayOptions {
  config: GatewayConfig;
  /** embedded mode: the one database handle every mounted service shares (PGlite has one connection) */
  db?: Database;
  logger?: boolean;
  /** where the remotes' and the shell's builds are (tests point it at fixture builds) */
  builds?: { remoteDirs: Record<string, string>; shellDir: string };
  /** uploaded artwork; by default from BLOB_STORE/BLOB_DIR/S3_* (disk under `.data/blobs`) */
  blobStore?: BlobStore;
}

/**
 * The gateway: document + static remote builds + registry, with every service mounted in-process
 * (embedded) or proxied to its own process (split mode, per-service URL).
 */
export async function buildGateway({ config, db, logger = true, builds, blobStore }: GatewayOptions): Promise<FastifyInstance> {
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
  // sync flushes: each part of a streamed document leaves compressed as soon as it is written
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerCsrf(app, { cookieSecret: config.COOKIE_SECRET ?? persistentSecret('cookie-secret') });
  // before the services, so the OpenAPI document sees every route they register
  await apiDocs(app, { publicUrl: config.PUBLIC_URL });
  await app.register(telemetryCollector, { otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, perMinute: config.TELEMETRY_REPORTS_PER_MINUTE });

  // Each service is mounted in-process on the shared database, or proxied to its own process.
  await mountServices(app, config, db, blobStore ?? createBlobStoreFromEnv(process.env, { dataDir: path.join(WORKSPACE_ROOT, '.data') }));

  const dirs = builds?.remoteDirs ?? remoteDirs();
  const shellDir = builds?.shellDir ?? SHELL_DIR;
  const originOf = siteOrigin(config);
  const registry = createRegistrySource({ remoteDirs: dirs, shellDir, overrides: config.REGISTRY_OVERRIDES });
  await serveBuilds(app, { remotes: dirs, shellDir });
  app.get('/registry.json', async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicRegistry(registry.registry(originOf(req)));
  });
  app.get('/healthz', async () => ({ ok: true }));
  await favicon(app);
  await app.register(documentRoute, {
    registry,
    origin: originOf,
    telemetry: { sampleRate: telemetrySampleRate(config) },
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
  });
  return app;
}

