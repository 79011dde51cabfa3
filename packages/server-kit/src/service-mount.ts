import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Database } from '@storefront/db';
import type { BlobStore } from '@storefront/uploads';

/**
 * What the gateway hands every service it mounts in-process (embedded mode). Here, not in the
 * gateway or a service, so both sides share it while no service imports another or the gateway.
 */
export interface MountDeps {
  /** the one database handle every mounted service shares (PGlite has one connection) */
  db: Database;
  /** where uploaded artwork lives (disk by default, S3 with BLOB_STORE=s3): one store every service shares */
  blobStore: BlobStore;
  /** the site is served over https (the gateway's PUBLIC_URL): cookies carry Secure */
  secureCookies: boolean;
  /** the bearer token of the shop's staff-only routes (STAFF_API_TOKEN); unset: those routes answer 404 */
  staffApiToken: string | undefined;
  /**
   * The gateway's validated settings (.env.example), for a key a service reads with its own schema
   * (account's sign-in limits): `z.object(keys).parse(deps.settings)`.
   */
  settings: Readonly<Record<string, unknown>>;
}

/** One Fastify plugin of a service and the options it is registered with. */
export interface ServicePlugin {
  // each service's own options type; `servicePlugin` checks the pairing where the row is written
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugin: FastifyPluginAsync<any>;
  options: FastifyPluginOptions;
}

/**
 * The one function each service package exports as `serviceMount` from its public surface: its
 * plugins and their options, given what the gateway shares. The gateway imports the package named
 * by the service's row of routing's `SERVICES` and registers what this answers, in order.
 */
export type ServiceMount = (deps: MountDeps) => readonly ServicePlugin[];

/** A plugin paired with its own options type (plus Fastify's `prefix`), checked at compile time. */
export function servicePlugin<O extends FastifyPluginOptions>(plugin: FastifyPluginAsync<O>, options: O & { prefix?: string }): ServicePlugin {
  return { plugin, options };
}
