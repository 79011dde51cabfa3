// A service runs only its own code (ARCHITECTURE §3.11): no service imports another service's
// package, and none lists one in its dependencies. What two services need goes into a package (a
// named read in packages/db, a rule in packages/contracts, a plugin in server-kit). The gateway is
// the one composer: it mounts or proxies the services. Services are found on disk, so a new area
// is covered the day it is created.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
const COMPOSERS = new Set(['gateway']);
// Tests may compose services the way the gateway does (cart's tests sign in through account's
// routes): they never run in a service's process, so devDependencies and test files are allowed.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-fixtures/**'];

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
        const shipped = { ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies };
        for (const other of others) {
          if (other in shipped) {
            context.report({ node, message: `services/${folder}/package.json lists the service ${other}: a service runs only its own code; share a package (packages/db, contracts, server-kit) instead.` });
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
          ignores: TEST_FILES,
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    group: others.flatMap((name) => [name, `${name}/*`]),
                    message: 'A service runs only its own code (ARCHITECTURE §3.11): use a named read in packages/db, a rule in packages/contracts or a plugin in server-kit.',
                  },
                  {
                    // the same, reached by a relative path into another service's folder
                    group: otherFolders.map((folder) => `**/services/${folder}/**`).concat(otherFolders.map((folder) => `../**/${folder}/src/**`)),
                    message: 'A service runs only its own code (ARCHITECTURE §3.11): use a named read in packages/db, a rule in packages/contracts or a plugin in server-kit.',
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
