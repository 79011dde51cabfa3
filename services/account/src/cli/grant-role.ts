import path from 'node:path';
import { z } from 'zod';
import { createDatabase, migrate } from '@storefront/db';
import { readConfig } from '@storefront/server-kit';
import { grantRole } from '../domain/roles/grant-role';

// `pnpm --filter @storefront/account run grant-role <email> <role>`: the operator grants a role
// (the first admin; a revoked crafter restored). Same database settings as the site and db:setup.
const env = readConfig(
  z.object({
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    PGLITE_DATA_DIR: z.string().optional(),
  }),
);
const [email, role] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!email || !role) {
  console.error('Usage: pnpm --filter @storefront/account run grant-role <email> <role>');
  process.exit(2);
}
// a relative folder is taken from where the command was typed, not services/account
const dataDir = env.PGLITE_DATA_DIR && env.PGLITE_DATA_DIR !== 'memory' ? path.resolve(process.env.INIT_CWD ?? process.cwd(), env.PGLITE_DATA_DIR) : env.PGLITE_DATA_DIR;
const handle = await createDatabase({ url: env.DATABASE_URL, dataDir });
try {
  // PGlite is migrated by whoever opens it (as the site does); PostgreSQL by its deploy step
  if (handle.kind === 'pglite') await migrate(handle);
  const outcome = await grantRole(handle.db, { email, role }, new Date());
  if (!outcome.ok) {
    console.error(outcome.problem.message);
    process.exitCode = 1;
  } else {
    const { granted, roles } = outcome.value;
    console.log(`${granted ? 'Granted' : 'Already held:'} ${role} for ${outcome.value.email} (roles now: ${roles.join(', ')})`);
  }
} finally {
  await handle.close();
}
