import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaNames } from './area-names';
import { planArea } from './plan-area';
import { insertRow } from './table-rows';

const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

describe('areaNames', () => {
  it('spells one name every way the files need', () => {
    expect(areaNames('design-lab')).toEqual({
      kebab: 'design-lab',
      camel: 'designLab',
      pascal: 'DesignLab',
      snake: 'design_lab',
      upper: 'DESIGN_LAB',
      title: 'Design lab',
      remote: 'mfe_design_lab',
    });
  });

  it.each(['Design', 'design_lab', '-lab', 'lab-', 'two--dashes', '9lives', '', 'a'.repeat(31), 'lab/x'])('refuses %j', (name) => {
    expect(() => areaNames(name)).toThrow(/is not an area name/);
  });
});

describe('insertRow', () => {
  const table = ['const T = [', "  'a',", '  // new:area things — rows above', '];'].join('\n');

  it('puts the row above the marker, with its indentation, line by line', () => {
    expect(insertRow(table, 'things', "{\n  x: 'b',\n},")).toBe(['const T = [', "  'a',", '  {', "    x: 'b',", '  },', '  // new:area things — rows above', '];'].join('\n'));
  });

  it('refuses a row that is there already, and a table without a marker', () => {
    expect(() => insertRow(table, 'things', "'a',")).toThrow(/already in the things table/);
    expect(() => insertRow(table, 'other', "'b',")).toThrow(/no "new:area other" marker/);
  });
});

describe('planArea over this repository', () => {
  const plan = planArea(ROOT, 'demo-area');
  const written = (p: string) => plan.writes.find((w) => w.path === p)?.content ?? '';

  it('makes the remote, the service, their contracts and schema, in the house shape', () => {
    const paths = plan.writes.filter((w) => !w.existing).map((w) => w.path);
    for (const p of [
      'mfe-demo-area/package.json',
      'mfe-demo-area/module-federation.config.ts',
      'mfe-demo-area/CONTEXT.md',
      'mfe-demo-area/src/lifecycles.tsx',
      'mfe-demo-area/src/root.tsx',
      'mfe-demo-area/src/server.tsx',
      'mfe-demo-area/src/server.test.tsx',
      'mfe-demo-area/src/api.ts',
      'mfe-demo-area/src/items/items.store.ts',
      'mfe-demo-area/src/items/items-screen.test.tsx',
      'services/demo-area/package.json',
      'services/demo-area/CONTEXT.md',
      'services/demo-area/src/app.ts',
      'services/demo-area/src/server.ts',
      'services/demo-area/src/index.ts',
      'services/demo-area/src/mount.ts',
      'services/demo-area/src/routes/items/route.ts',
      'services/demo-area/src/routes/items/route.test.ts',
      'services/demo-area/src/domain/list-items.ts',
      'services/demo-area/src/test-fixtures/test-app.ts',
      'packages/contracts/src/demo-area/items.ts',
      'packages/db/src/schema/demo-area.ts',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(paths.every((p) => !p.endsWith('.tpl'))).toBe(true);
    // every token was replaced
    for (const w of plan.writes) expect(w.content, w.path).not.toMatch(/__(kebab|camel|Pascal|snake|UPPER|Title|remote|port)__/);
    expect(written('mfe-demo-area/module-federation.config.ts')).toContain("name: 'mfe_demo_area'");
    expect(written('packages/db/src/schema/demo-area.ts')).toContain("pgSchema('demo_area')");
    expect(JSON.parse(written('services/demo-area/package.json')).name).toBe('@storefront/demo-area');
  });

  it('adds one row to each table that names the areas, above its marker, and the gateway depends on the service', () => {
    const rowBeforeMarker = (file: string, row: string, table: string) => {
      const lines = written(file).split('\n');
      const at = lines.findIndex((l) => l.includes(`new:area ${table}`));
      expect(lines.slice(0, at).some((l) => l.includes(row)), `${file}: ${row}`).toBe(true);
    };
    rowBeforeMarker('packages/contracts/src/screens.ts', "'demo-area',", 'screens');
    rowBeforeMarker('packages/contracts/src/index.ts', "from './demo-area/items';", 'areas');
    rowBeforeMarker('packages/store-config/src/page-title.ts', "'demo-area': pageTitle('Demo area'),", 'titles');
    rowBeforeMarker('packages/routing/src/area-pages.ts', "{ path: 'demo-area', screen: 'demo-area' },", 'pages');
    rowBeforeMarker('packages/routing/src/areas.ts', "remote: 'mfe_demo_area'", 'areas');
    rowBeforeMarker('packages/db/src/schema/index.ts', "export * from './demo-area';", 'schemas');
    rowBeforeMarker('packages/db/drizzle.config.ts', "'demo_area',", 'schemas');
    rowBeforeMarker('packages/routing/src/services.ts', "{ name: 'demo-area', package: '@storefront/demo-area', prefixes: ['/api/demo-area'] },", 'services');
    rowBeforeMarker('.env.example', 'DEMO_AREA_SERVICE_URL=', 'service urls');
    rowBeforeMarker('packages/testing/e2e/screen-visits.ts', "'demo-area': { path: () => '/demo-area', as: 'guest' },", 'screen-visits');
    expect(JSON.parse(written('services/gateway/package.json')).dependencies['@storefront/demo-area']).toBe('workspace:*');
    // nothing else of those files changed
    for (const w of plan.writes.filter((x) => x.existing && !x.path.endsWith('package.json'))) {
      const before = fs.readFileSync(path.join(ROOT, w.path), 'utf8').split('\n');
      const after = w.content.split('\n');
      expect(after.filter((l) => !before.includes(l)).every((l) => /demo|Demo|DEMO/.test(l) || /^\s*[{}],?$/.test(l)), w.path).toBe(true);
      expect(before.every((l) => after.includes(l)), w.path).toBe(true);
    }
  });

  it("writes nothing under the gateway's or the shell's src/: they read the areas and services from tables in packages", () => {
    const touched = plan.writes.map((w) => w.path);
    expect(touched.filter((p) => p.startsWith('services/gateway/src/') || p.startsWith('shell/src/'))).toEqual([]);
    // outside the new folders and packages' tables, the gateway's folder gets only its dependency on the new service
    expect(touched.filter((p) => p.startsWith('services/gateway/') || p.startsWith('shell/'))).toEqual(['services/gateway/package.json']);
  });

  it('the service exports the one mount function the gateway calls', () => {
    expect(written('services/demo-area/src/index.ts')).toContain("export { serviceMount } from './mount';");
    expect(written('services/demo-area/src/mount.ts')).toContain('export const serviceMount: ServiceMount = ({ db }) => [servicePlugin(demoAreaApp, { db })];');
  });

  it('gives the standalone service the next free port, and refuses an area that exists', () => {
    expect(plan.port).toBeGreaterThan(3103);
    expect(written('services/demo-area/src/server-config.ts')).toContain(`standaloneServiceConfig(${plan.port})`);
    expect(() => planArea(ROOT, 'cart')).toThrow(/mfe-cart already exists/);
  });
});
