import type { FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { Database } from '@storefront/db';
import { SERVICES, serviceUrlVariable, type ServiceRow } from '@storefront/routing';
import type { MountDeps, ServiceMount } from '@storefront/server-kit';
import type { BlobStore } from '@storefront/uploads';
import type { GatewayConfig } from '../config';
import { proxyReplyOptions } from '../proxy-headers';

/**
 * A proxy route per kind of method: the root's anti-forgery hook (registerCsrf) guards a route by
 * its methods, so one route for every method would demand the page's token of a GET too (an
 * `<img>` of /images, the gateway's own page-data `inject`). Writes still need it, checked here
 * and again by the service.
 */
const READS = ['GET', 'HEAD', 'OPTIONS'] as const;
const WRITES = ['DELETE', 'PATCH', 'POST', 'PUT'] as const;

/**
 * Every service of routing's SERVICES table, mounted in this process on the shared database, or
 * proxied to its own process when its `<NAME>_SERVICE_URL` is set. Nothing here names a service:
 * a row says the package, and the package's `serviceMount` says its plugins. Throws when a service
 * is embedded and there is no database, or its package cannot be mounted.
 */
export async function mountServices(app: FastifyInstance, config: GatewayConfig, db: Database | undefined, blobStore: BlobStore, services: readonly ServiceRow[] = SERVICES): Promise<void> {
  for (const service of services) {
    const upstream = serviceUrlOf(config, service);
    if (upstream) {
      for (const prefix of service.prefixes) {
        for (const methods of [READS, WRITES]) {
          await app.register(fastifyHttpProxy, { upstream, prefix, rewritePrefix: prefix, httpMethods: [...methods], replyOptions: proxyReplyOptions });
        }
      }
      for (const { prefix, methods } of service.methodPrefixes ?? []) {
        await app.register(fastifyHttpProxy, { upstream, prefix, rewritePrefix: prefix, httpMethods: [...methods], replyOptions: proxyReplyOptions });
      }
      continue;
    }
    if (!db) throw new Error(`buildGateway: the ${service.name} service is embedded and needs a database (or set ${serviceUrlVariable(service.name)})`);
    const mount = await loadServiceMount(service);
    for (const { plugin, options } of mount(mountDeps(config, db, blobStore))) await app.register(plugin, options);
  }
}

/** Split mode: the URL of the service's own process, from its generic setting; undefined when it is mounted here. */
export function serviceUrlOf(config: GatewayConfig, service: ServiceRow): string | undefined {
  return config[serviceUrlVariable(service.name)];
}

/** What every mounted service is given (server-kit's MountDeps). */
export function mountDeps(config: GatewayConfig, db: Database, blobStore: BlobStore): MountDeps {
  return { db, blobStore, secureCookies: config.PUBLIC_URL.startsWith('https://'), staffApiToken: config.STAFF_API_TOKEN, settings: config };
}

/**
 * The row's package's `serviceMount`, imported by name. The package is one of the gateway's
 * dependencies (package.json, which `pnpm new:area` fills in); each service types its
 * `serviceMount` as server-kit's ServiceMount, and this checks at start-up that there is one.
 */
export async function loadServiceMount(service: ServiceRow): Promise<ServiceMount> {
  let module: { serviceMount?: unknown };
  try {
    module = (await import(/* @vite-ignore */ service.package)) as { serviceMount?: unknown };
  } catch (error) {
    throw new Error(
      `buildGateway: cannot import ${service.package} for the ${service.name} service: ${(error as Error).message} (a row's package must be one of services/gateway/package.json's dependencies, installed)`,
      { cause: error },
    );
  }
  if (typeof module.serviceMount !== 'function') {
    throw new Error(`buildGateway: ${service.package} exports no serviceMount(deps) function, so the ${service.name} service cannot be mounted (export it from its src/index.ts)`);
  }
  return module.serviceMount as ServiceMount;
}
