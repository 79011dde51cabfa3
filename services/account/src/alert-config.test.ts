import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, type Database } from '@storefront/db';
import { ConfigError, readConfig } from '@storefront/server-kit';
import { accountAlertKeys, accountAlertSettings, DEFAULT_ALERTS_INTERVAL_MS } from './alert-config';
import { serviceMount } from './mount';
import { serverConfig } from './server-config';

const keys = z.object(accountAlertKeys);

describe('alert settings', () => {
  it('default to a 5-minute job writing .eml files into .data/outbox, links to http://localhost:3000', () => {
    expect(accountAlertSettings(keys.parse({}))).toEqual({
      alertsIntervalMs: DEFAULT_ALERTS_INTERVAL_MS,
      alertMail: { smtpUrl: undefined, outboxDir: path.join(path.dirname(DEFAULT_DATA_DIR), 'outbox'), publicOrigin: 'http://localhost:3000', from: 'Storefront <alerts@localhost>' },
    });
    expect(DEFAULT_ALERTS_INTERVAL_MS).toBe(300_000);
  });

  it('are read by the standalone service: 0 turns the job off; the outbox sits beside PGLITE_DIR', () => {
    const config = readConfig(serverConfig, {
      COOKIE_SECRET: 'x'.repeat(32),
      ALERTS_INTERVAL_MS: '0',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      PUBLIC_ORIGIN: 'https://shop.example/',
      MAIL_FROM: 'Shop <alerts@shop.example>',
      PGLITE_DIR: '/srv/data/pglite',
    });
    expect(accountAlertSettings(config, { pgliteDir: config.PGLITE_DIR })).toEqual({
      alertsIntervalMs: 0,
      alertMail: { smtpUrl: 'smtps://user:pw@mail.example:465', outboxDir: '/srv/data/outbox', publicOrigin: 'https://shop.example', from: 'Shop <alerts@shop.example>' },
    });
  });

  it('refuse a malformed SMTP_URL at start-up without showing it (it may hold a password)', () => {
    for (const bad of ['http://user:hunter2@mail.example', 'smtp//user:hunter2@mail.example', 'hunter2']) {
      const fail = () => accountAlertSettings(keys.parse({ SMTP_URL: bad }));
      expect(fail).toThrow(ConfigError);
      expect(fail).toThrow(/SMTP_URL: must be smtp:\/\//);
      expect(fail).not.toThrow(/hunter2/);
    }
    expect(() => readConfig(serverConfig, { COOKIE_SECRET: 'x'.repeat(32), PUBLIC_ORIGIN: 'ftp://x', MAIL_FROM: 'nobody' })).toThrow(/PUBLIC_ORIGIN[\s\S]*MAIL_FROM/);
  });

  it('embedded in the gateway: from its settings, the links defaulting to its PUBLIC_URL and the outbox beside its PGlite folder', () => {
    const mount = (settings: Record<string, unknown>) => serviceMount({ db: {} as Database, blobStore: {} as never, secureCookies: false, staffApiToken: undefined, settings })[0]!.options;
    expect(mount({ PUBLIC_URL: 'https://shop.example', PGLITE_DATA_DIR: '/srv/pglite', SMTP_URL: 'smtp://127.0.0.1:2525', ALERTS_INTERVAL_MS: 60_000 })).toMatchObject({
      alertsIntervalMs: 60_000,
      alertMail: { smtpUrl: 'smtp://127.0.0.1:2525', outboxDir: '/srv/outbox', publicOrigin: 'https://shop.example' },
    });
    expect(mount({ PUBLIC_URL: 'https://shop.example', PUBLIC_ORIGIN: 'https://www.shop.example' })).toMatchObject({ alertMail: { publicOrigin: 'https://www.shop.example' } });
  });
});
