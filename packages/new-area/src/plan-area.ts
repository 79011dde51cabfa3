import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaNames, render, type AreaNames } from './area-names';
import { insertRow } from './table-rows';

export const TEMPLATES = fileURLToPath(new URL('../templates', import.meta.url));

/** One file to write: a new one from a template, or an existing one with the area's rows added. */
export interface FileWrite {
  path: string;
  content: string;
  existing: boolean;
}

export interface AreaPlan {
  names: AreaNames;
  /** the standalone service's port: the next after the services' own */
  port: number;
  writes: FileWrite[];
}

/** Template folder → where its files go (relative to the repo root, tokens rendered). */
const TEMPLATE_TARGETS: Record<string, string> = {
  remote: 'mfe-__kebab__',
  service: 'services/__kebab__',
  contracts: 'packages/contracts/src/__kebab__',
};

/**
 * Everything `pnpm new:area <name>` writes, computed without writing: the remote, the service,
 * the contracts and the schema from templates, and one row in each table that names the areas
 * (each table has a `new:area <table>` marker line where rows go). Nothing under the gateway's or
 * the shell's src/: both read the areas and services from packages/routing's tables.
 */
export function planArea(root: string, kebab: string): AreaPlan {
  const names = areaNames(kebab);
  for (const dir of [`mfe-${kebab}`, `services/${kebab}`]) {
    if (fs.existsSync(path.join(root, dir))) throw new Error(`${dir} already exists: the area "${kebab}" was made before.`);
  }
  const port = nextServicePort(root);
  const writes: FileWrite[] = [];

  for (const [folder, target] of Object.entries(TEMPLATE_TARGETS)) {
    for (const file of filesUnder(path.join(TEMPLATES, folder))) {
      const relative = path.relative(path.join(TEMPLATES, folder), file).replace(/\.tpl$/, '');
      writes.push({ path: render(path.join(target, relative), names, port), content: render(fs.readFileSync(file, 'utf8'), names, port), existing: false });
    }
  }
  writes.push({ path: `packages/db/src/schema/${kebab}.ts`, content: render(fs.readFileSync(path.join(TEMPLATES, 'db/schema.ts.tpl'), 'utf8'), names, port), existing: false });

  const edit = (file: string, rows: [table: string, row: string][]) => {
    let text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [table, row] of rows) text = insertRow(text, table, render(row, names, port));
    writes.push({ path: file, content: text, existing: true });
  };
  edit('packages/contracts/src/screens.ts', [['screens', `'__kebab__',`]]);
  edit('packages/contracts/src/index.ts', [['areas', `export { __camel__ItemsQuery, __camel__ItemsResponse, type __Pascal__Item, type __Pascal__ItemsResponse } from './__kebab__/items';`]]);
  edit('packages/store-config/src/page-title.ts', [['titles', `'__kebab__': pageTitle('__Title__'),`]]);
  edit('packages/routing/src/area-pages.ts', [['pages', `{ path: '__kebab__', screen: '__kebab__' },`]]);
  edit('packages/routing/src/areas.ts', [['areas', `{ name: '__kebab__', remote: '__remote__', screens: ['__kebab__'], slot: 'main' },`]]);
  edit('packages/db/src/schema/index.ts', [['schemas', `export * from './__kebab__';`]]);
  edit('packages/db/drizzle.config.ts', [['schemas', `'__snake__',`]]);
  // the gateway mounts it (its package's serviceMount) or, with <UPPER>_SERVICE_URL set, proxies these paths
  edit('packages/routing/src/services.ts', [['services', `{ name: '__kebab__', package: '@storefront/__kebab__', prefixes: ['/api/__kebab__'] },`]]);
  // the browser checks every screen gets (taps, sideways scroll, axe): the new page is visited too
  edit('packages/testing/e2e/screen-visits.ts', [['screen-visits', `'__kebab__': { path: () => '/__kebab__', as: 'guest' },`]]);
  edit('.env.example', [['service urls', `# Split mode for the __kebab__ service (pnpm --filter @storefront/__kebab__ start)\n__UPPER___SERVICE_URL=`]]);

  const gatewayPackage = JSON.parse(fs.readFileSync(path.join(root, 'services/gateway/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  // the one edit in the gateway's folder: it imports the row's package, so it must depend on it (pnpm links it, turbo hashes it)
  gatewayPackage.dependencies = sortedKeys({ ...gatewayPackage.dependencies, [`@storefront/${kebab}`]: 'workspace:*' });
  writes.push({ path: 'services/gateway/package.json', content: `${JSON.stringify(gatewayPackage, null, 2)}\n`, existing: true });
  return { names, port, writes };
}

/** Writes the plan's files (folders made as needed). */
export function applyPlan(root: string, plan: AreaPlan): void {
  for (const w of plan.writes) {
    const file = path.join(root, w.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, w.content);
  }
}

function nextServicePort(root: string): number {
  let max = 3100;
  for (const service of fs.readdirSync(path.join(root, 'services'))) {
    const config = path.join(root, 'services', service, 'src/server-config.ts');
    if (!fs.existsSync(config)) continue;
    for (const m of fs.readFileSync(config, 'utf8').matchAll(/standaloneServiceConfig\((\d+)\)/g)) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function sortedKeys(o: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}
