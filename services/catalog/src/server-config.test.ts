import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '@storefront/server-kit';
import { serverConfig } from './server-config';

describe('serverConfig', () => {
  it('starts on a bare machine with defaults', () => {
    expect(readConfig(serverConfig, {})).toEqual({ PORT: 3101, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
  });

  it('names every bad key', () => {
    expect(() => readConfig(serverConfig, { PORT: '0', DATABASE_URL: 'mysql://x/y' })).toThrow(ConfigError);
    try {
      readConfig(serverConfig, { PORT: '0', DATABASE_URL: 'mysql://x/y' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT:');
      expect((e as Error).message).toContain('DATABASE_URL: must be a postgres:// URL');
    }
  });
});
