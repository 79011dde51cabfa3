// A service runs only its own code (ARCHITECTURE §3.11): no service imports another service's
// package, not even in its tests, and none lists one in its package.json, devDependencies
// included. What two services need goes into a package (a named read in packages/db, a rule in
// packages/contracts, a plugin in server-kit, a fixture in packages/testing). The gateway is the
// one composer: it mounts or proxies the services, and its tests may import every one. Services
// are found on disk, so a new area is covered the day it is created.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
// Tests that compose services (a real sign-up beside the cart, split mode) live in the gateway's
// tests. A service's own tests get what they need from packages (@storefront/testing writes a
// signed-in shopper), so a test file is held to the rule like any other: a test that imports
// another service hides a dependency the service's package.json would otherwise have to declare.
const COMPOSERS = new Set(['gateway']);

function services() {
  const dir = join(ROOT, 'services');
  return readdirSync(dir)
    .filter((folder) => existsSync(join(dir, folder, 'package.json')))
    .map((folder) => ({ folder, name: JSON.parse(readFileSync(join(dir, folder, 'package.json'), 'utf8')).name }));
}

/** Reports, on a service's src/index.ts, every other service its package.json depends on. */
const serviceDependencies = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { folder: { type: 'string' }, others: { type: 'array' } } }] },
  create(context) {
    const { folder, others } = context.options[0];
    return {
      Program(node) {
        const pkg = JSON.parse(readFileSync(join(ROOT, 'services', folder, 'package.json'), 'utf8'));
        // devDependencies too: a test that needs another service belongs in the gateway's tests
        const listed = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies };
        for (const other of others) {
          if (other in listed) {
            context.report({ node, message: `services/${folder}/package.json lists the service ${other}: a service runs only its own code; share a package (packages/db, contracts, server-kit; for tests packages/testing, or the gateway's tests) instead.` });
          }
        }
      },
    };
  },
};

export function serviceBoundaries() {
  const all = services();
  return all
    .filter((s) => !COMPOSERS.has(s.folder))
    .flatMap((s) => {
      const others = all.filter((o) => o.name !== s.name).map((o) => o.name);
      const otherFolders = all.filter((o) => o.name !== s.name).map((o) => o.folder);
      return [
        {
          files: [`services/${s.folder}/**/*.{ts,tsx,js}`],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    group: others.flatMap((name) => [name, `${name}/*`]),
                    message: 'A service runs only its own code (ARCHITECTURE §3.11): use a named read in packages/db, a rule in packages/contracts or a plugin in server-kit (in tests: a fixture in packages/testing, or a test in services/gateway).',
                  },
                  {
                    // the same, reached by a relative path into another service's folder
                    group: otherFolders.map((folder) => `**/services/${folder}/**`).concat(otherFolders.map((folder) => `../**/${folder}/src/**`)),
                    message: 'A service runs only its own code (ARCHITECTURE §3.11): use a named read in packages/db, a rule in packages/contracts or a plugin in server-kit (in tests: a fixture in packages/testing, or a test in services/gateway).',
                  },
                ],
              },
            ],
          },
        },
        {
          files: [`services/${s.folder}/src/index.ts`],
          plugins: { storefront: { rules: { 'service-dependencies': serviceDependencies } } },
          rules: { 'storefront/service-dependencies': ['error', { folder: s.folder, others }] },
        },
      ];
    });
}
