import type { FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { Database } from '@storefront/db';
import type { BlobStore } from '@storefront/uploads';
import type { GatewayConfig } from '../config';
import { proxyReplyOptions } from '../proxy-headers';
import { SERVICES } from './service-table';

/**
 * Every service of the table, mounted in this process on the shared database, or proxied to its
 * own process when its URL is set. Throws when a service is embedded and there is no database.
 */
export async function mountServices(app: FastifyInstance, config: GatewayConfig, db: Database | undefined, blobStore: BlobStore): Promise<void> {
  for (const service of SERVICES) {
    const upstream = config[service.urlVariable];
    if (upstream) {
      for (const prefix of service.prefixes) {
        await app.register(fastifyHttpProxy, { upstream, prefix, rewritePrefix: prefix, replyOptions: proxyReplyOptions });
      }
      for (const { prefix, methods } of service.methodPrefixes ?? []) {
        await app.register(fastifyHttpProxy, { upstream, prefix, rewritePrefix: prefix, httpMethods: [...methods], replyOptions: proxyReplyOptions });
      }
      continue;
    }
    if (!db) throw new Error(`buildGateway: the ${service.name} service is embedded and needs a database (or set ${service.urlVariable})`);
    for (const { plugin, options } of service.plugins) await app.register(plugin, options({ db, config, blobStore }));
  }
}
