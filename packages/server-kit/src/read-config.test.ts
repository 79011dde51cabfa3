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

  it('never echoes a refused secret, a token or a URL carrying a password: it says how long it was', () => {
    const secrets = z.object({ COOKIE_SECRET: z.string().min(32), STAFF_API_TOKEN: z.string().min(24), SMTP_URL: z.url().startsWith('smtps://'), PORT: z.coerce.number() });
    try {
      readConfig(secrets, { COOKIE_SECRET: 'hunter2', STAFF_API_TOKEN: 'short-token', SMTP_URL: 'smtp://mailer:pa55word@mail.example:25', PORT: 'x' });
      expect.unreachable();
    } catch (e) {
      const msg = (e as Error).message;
      for (const leaked of ['hunter2', 'short-token', 'pa55word']) expect(msg).not.toContain(leaked);
      expect(msg).toContain('COOKIE_SECRET: ');
      expect(msg).toContain('(a value of 7 characters, not shown)');
      expect(msg).toContain('(a value of 11 characters, not shown)');
      // an ordinary setting is still shown, so a typo is easy to spot
      expect(msg).toContain('(got "x")');
    }
  });
});
