import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSetupEnv } from './setup-env';

describe('readSetupEnv', () => {
  it('defaults to embedded PGlite and 2,400 products; blank values count as unset', () => {
    expect(readSetupEnv({ DATABASE_URL: '', DEMO_PRODUCTS: '' })).toEqual({ DEMO_PRODUCTS: 2400 });
  });

  it('reads a PostgreSQL URL and a product count', () => {
    expect(readSetupEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DEMO_PRODUCTS: '100000', DEMO_SEED: '7' })).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DEMO_PRODUCTS: 100000,
      DEMO_SEED: 7,
    });
  });

  it('rejects a non-postgres URL and a non-integer count', () => {
    expect(() => readSetupEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readSetupEnv({ DEMO_PRODUCTS: '12.5' })).toThrow(/DEMO_PRODUCTS/);
    expect(() => readSetupEnv({ DEMO_PRODUCTS: 'lots' })).toThrow(/DEMO_PRODUCTS/);
  });

  it('resolves a relative data folder from where the command was typed', () => {
    expect(readSetupEnv({ PGLITE_DATA_DIR: '.data/pg', INIT_CWD: '/repo' }).PGLITE_DATA_DIR).toBe(path.resolve('/repo', '.data/pg'));
    expect(readSetupEnv({ PGLITE_DATA_DIR: 'memory' }).PGLITE_DATA_DIR).toBe('memory');
  });
});
