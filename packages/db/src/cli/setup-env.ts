import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DEMO_PRODUCTS } from '../demo/generate-catalog';

/** An unset variable and one set to '' mean the same thing in .env files. */
const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);

export const setupEnvSchema = z.object({
  DATABASE_URL: z.preprocess(blankAsUnset, z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  PGLITE_DATA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  DEMO_PRODUCTS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_DEMO_PRODUCTS)),
  DEMO_SEED: z.preprocess(blankAsUnset, z.coerce.number().int().optional()),
});
export type SetupEnv = z.infer<typeof setupEnvSchema>;

/**
 * Validated once at the entry point. A relative PGLITE_DATA_DIR is taken from where the
 * command was typed (pnpm's INIT_CWD), not from packages/db where pnpm runs the script.
 */
export function readSetupEnv(env: NodeJS.ProcessEnv = process.env): SetupEnv {
  const parsed = setupEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment for db setup:\n${z.prettifyError(parsed.error)}`);
  const dir = parsed.data.PGLITE_DATA_DIR;
  return dir && dir !== 'memory' ? { ...parsed.data, PGLITE_DATA_DIR: path.resolve(env.INIT_CWD ?? process.cwd(), dir) } : parsed.data;
}
