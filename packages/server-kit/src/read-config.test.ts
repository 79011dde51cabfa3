import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, readConfig } from './read-config';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3101),
  DATABASE_URL: z.url().optional(),
  COOKIE_SECRET: z.string().min(32),
});

describe('readConfig', () => {
  it('applies defaults and coercion', () => {
    expect(readConfig(schema, { COOKIE_SECRET: 'x'.repeat(32) })).toEqual({ PORT: 3101, COOKIE_SECRET: 'x'.repeat(32) });
  });

  it('treats empty values as unset', () => {
    expect(readConfig(schema, { PORT: '', DATABASE_URL: '', COOKIE_SECRET: 'x'.repeat(32) })).toEqual({ PORT: 3101, COOKIE_SECRET: 'x'.repeat(32) });
  });

  it('lists every bad key in one readable error', () => {
    try {
      readConfig(schema, { PORT: 'eighty', DATABASE_URL: 'not a url' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      expect(msg).toMatch(/^Invalid configuration:/);
      expect(msg).toContain('PORT: ');
      expect(msg).toContain('(got "eighty")');
      expect(msg).toContain('DATABASE_URL: ');
      expect(msg).toContain('COOKIE_SECRET: ');
      expect(msg).toContain('(not set)');
      expect((e as ConfigError).problems).toHaveLength(3);
    }
  });
});
