import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_SIGN_IN_LIMIT, DEFAULT_SIGN_UP_LIMIT } from './app';
import { accountRateLimitKeys, accountRateLimits } from './rate-limit-config';

const schema = z.object(accountRateLimitKeys);

describe('account rate-limit keys', () => {
  it('default to the app’s own limits', () => {
    expect(accountRateLimits(schema.parse({}))).toEqual({ signIn: DEFAULT_SIGN_IN_LIMIT, signUp: DEFAULT_SIGN_UP_LIMIT });
  });

  it('read numbers from the environment and refuse nonsense', () => {
    expect(accountRateLimits(schema.parse({ SIGN_UP_ATTEMPTS_PER_HOUR: '1000' })).signUp).toEqual({ max: 1000, windowMs: 3_600_000 });
    expect(schema.safeParse({ SIGN_IN_ATTEMPTS_PER_15_MIN: '0' }).success).toBe(false);
    expect(schema.safeParse({ SIGN_IN_ATTEMPTS_PER_15_MIN: 'lots' }).success).toBe(false);
  });
});
