import type { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings whose value is a secret by name: a refused one is described, never echoed (logs keep what start-up prints). */
const SECRET_KEY = /SECRET|TOKEN|PASSWORD|PASSPHRASE|CREDENTIAL|PRIVATE|API_?KEY|_KEY$/i;
/** A URL with a user or password in it (postgres://user:pw@…, smtp://user:pw@…). */
const URL_WITH_USERINFO = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]+@/i;

function describeValue(key: string, value: string): string {
  if (SECRET_KEY.test(key) || URL_WITH_USERINFO.test(value)) return `a value of ${value.length} characters, not shown`;
  return `got ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
}

/**
 * Reads and validates an entry point's environment once (ARCHITECTURE §3.10). Defaults in the
 * schema are what make `npm start` work on a bare machine; a bad value fails start-up with
 * every offending key listed, not the first. Empty values count as unset.
 */
export function readConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.output<S> {
  // `KEY=` in an env file means "not set", so its default applies
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => {
    const key = i.path.map(String).join('.') || '(env)';
    const value = typeof i.path[0] === 'string' ? env[i.path[0]] : undefined;
    const shown = value === undefined ? 'not set' : describeValue(key, value);
    return `${key}: ${i.message} (${shown})`;
  });
  throw new ConfigError(problems);
}
