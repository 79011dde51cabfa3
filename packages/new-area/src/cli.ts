// `pnpm new:area <name>`: a remote and a service in the house shape, wired into every table that
// names the areas, installed, with the area's migration generated. See the package's CONTEXT.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPlan, planArea } from './plan-area';

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const name = process.argv[2];
if (!name) {
  console.error('Usage: pnpm new:area <name>   (lower-case words joined by "-", e.g. design-lab)');
  process.exit(2);
}

let plan;
try {
  plan = planArea(root, name);
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(2);
}
applyPlan(root, plan);
for (const w of plan.writes) console.log(`${w.existing ? '  edited ' : '  created'} ${w.path}`);

const run = (cmd: string, args: string[], cwd = root) => {
  console.log(`▸ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
run('npx', ['-y', 'pnpm@10.34.9', 'install']);
run('npx', ['drizzle-kit', 'generate', '--name', plan.names.snake], path.join(root, 'packages/db'));

console.log(`
✓ The ${plan.names.kebab} area is made: mfe-${plan.names.kebab} (screen /${plan.names.kebab}) and services/${plan.names.kebab} (GET /api/${plan.names.kebab}/items.json, standalone on port ${plan.port}).
  Build it:  npx -y pnpm@10.34.9 --filter @storefront/mfe-${plan.names.kebab} build
  Test it:   npx -y pnpm@10.34.9 --filter @storefront/${plan.names.kebab} --filter @storefront/mfe-${plan.names.kebab} test
  Then npm start serves it at /${plan.names.kebab}. Replace the items resource with the area's own.`);
