import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES, serviceUrlVariable, type ServiceRow } from '@storefront/routing';
import { ConfigError } from '@storefront/server-kit';
import type { BlobStore } from '@storefront/uploads';
import { buildGateway } from '../app';
import { gatewayConfigSchema, readGatewayConfig, type GatewayConfig } from '../config';
import { WORKSPACE_ROOT } from '../workspace-paths';
import { mountServices } from './mount-services';

/** A row no gateway file names: what `pnpm new:area demo-area` adds to routing's SERVICES. */
const NEW_ROW: ServiceRow = { name: 'demo-area', package: '@storefront/demo-area', prefixes: ['/api/demo-area'] };

interface Echo {
  upstream: string;
  method: string;
  url: string;
  forwardedFor: string | undefined;
}

/** One stand-in process per service: it answers every request with its own name and what it was asked. */
const upstreams = new Map<string, { app: FastifyInstance; url: string }>();
beforeAll(async () => {
  for (const name of [...SERVICES.map((s) => s.name), NEW_ROW.name]) {
    const app = Fastify({ logger: false });
    app.all('/*', async (req): Promise<Echo> => ({ upstream: name, method: req.method, url: req.url, forwardedFor: req.headers['x-forwarded-for'] as string | undefined }));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    upstreams.set(name, { app, url });
  }
});
afterAll(async () => {
  for (const { app } of upstreams.values()) await app.close();
});

const urlOf = (name: string) => upstreams.get(name)!.url;
const noBlobs = {} as BlobStore;

describe('split mode from the generic <NAME>_SERVICE_URL settings', () => {
  it("proxies every row's prefixes to the URL named after the row (read from the environment), with no database at all", async () => {
    const env = { COOKIE_SECRET: 's'.repeat(40), ...Object.fromEntries(SERVICES.map((s) => [serviceUrlVariable(s.name), urlOf(s.name)])) };
    const gateway = await buildGateway({ config: readGatewayConfig(env), logger: false, blobStore: noBlobs });
    try {
      for (const service of SERVICES) {
        for (const prefix of service.prefixes) {
          for (const url of [prefix, `${prefix}/anything?x=1`]) {
            const res = await gateway.inject({ url, remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '10.9.9.9' } });
            expect(res.statusCode, url).toBe(200);
            expect(res.json<Echo>(), url).toEqual({ upstream: service.name, method: 'GET', url, forwardedFor: '198.51.100.7' });
          }
        }
      }
      // writes still need the page's anti-forgery token at the gateway; reads never did
      const write = await gateway.inject({ method: 'POST', url: '/api/cart/add', payload: {} });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: 'csrf_missing' });
    } finally {
      await gateway.close();
    }
  });

  it('proxies a method prefix for its methods only: DELETE /cart/… reaches the cart, GET /cart/… does not', async () => {
    const app = Fastify({ logger: false });
    await mountServices(app, configWith(SERVICES.map((s) => [serviceUrlVariable(s.name), urlOf(s.name)])), undefined, noBlobs);
    const cart = SERVICES.find((s) => s.methodPrefixes?.length)!;
    const [{ prefix, methods }] = cart.methodPrefixes as [{ prefix: string; methods: readonly string[] }];
    expect(methods).toEqual(['DELETE']);
    const deleted = await app.inject({ method: 'DELETE', url: `${prefix}/line/7` });
    expect(deleted.json<Echo>()).toMatchObject({ upstream: cart.name, method: 'DELETE', url: `${prefix}/line/7` });
    expect((await app.inject({ url: `${prefix}/line/7` })).statusCode).toBe(404);
    await app.close();
  });

  it('a new row is proxied from its own variable without any gateway change', async () => {
    const app = Fastify({ logger: false });
    await mountServices(app, configWith([[serviceUrlVariable(NEW_ROW.name), urlOf(NEW_ROW.name)]]), undefined, noBlobs, [NEW_ROW]);
    expect(serviceUrlVariable(NEW_ROW.name)).toBe('DEMO_AREA_SERVICE_URL');
    const res = await app.inject({ url: '/api/demo-area/items.json' });
    expect(res.json<Echo>()).toMatchObject({ upstream: 'demo-area', url: '/api/demo-area/items.json' });
    await app.close();
  });

  it('a row left embedded without a database names the variable that would split it', async () => {
    const app = Fastify({ logger: false });
    await expect(mountServices(app, configWith([]), undefined, noBlobs, [NEW_ROW])).rejects.toThrow(/demo-area service is embedded and needs a database \(or set DEMO_AREA_SERVICE_URL\)/);
    await app.close();
  });
});

describe('the URL settings of the service table', () => {
  it('reads one URL setting per row, named after the row', () => {
    for (const service of SERVICES) {
      const variable = serviceUrlVariable(service.name);
      expect(readGatewayConfig({ [variable]: 'http://127.0.0.1:3999' })[variable], variable).toBe('http://127.0.0.1:3999');
    }
    expect(serviceUrlVariable('design-lab')).toBe('DESIGN_LAB_SERVICE_URL');
  });

  it.each(SERVICES.map((s) => [serviceUrlVariable(s.name), s.name] as const))('refuses a %s that is not a URL, naming it', (variable, name) => {
    const read = () => readGatewayConfig({ [variable]: 'not a url' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(new RegExp(`${variable}: must be the URL of the ${name} service's own process \\(split mode\\).*got "not a url"`));
  });

  it('lists every row\'s setting in .env.example', () => {
    const example = fs.readFileSync(path.join(WORKSPACE_ROOT, '.env.example'), 'utf8');
    for (const service of SERVICES) expect(example, service.name).toMatch(new RegExp(`^${serviceUrlVariable(service.name)}=`, 'm'));
  });
});

function configWith(entries: [string, string][]): GatewayConfig {
  return { ...gatewayConfigSchema.parse({ COOKIE_SECRET: 's'.repeat(40) }), ...Object.fromEntries(entries) };
}
