import { describe, expect, it } from 'vitest';
import { createDownloadLinks, DOWNLOAD_LINK_TTL_MS } from './download-links';

const LINE = '0192f0c4-7a1b-7c3d-8e9f-0a1b2c3d4e5f';
const USER = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const at = new Date('2026-05-01T12:00:00.400Z');

describe('download links', () => {
  const links = createDownloadLinks('a-secret-of-at-least-thirty-two-characters');

  it('round-trips what was signed until the link expires, 15 minutes on (to the second)', () => {
    const { token, expiresAt } = links.sign({ orderLineId: LINE, userId: USER, format: 'pdf' }, at);
    expect(expiresAt.toISOString()).toBe('2026-05-01T12:15:00.000Z');
    // short enough for a path parameter under Fastify's default 100-character limit
    expect(token.length).toBeLessThan(100);
    expect(links.verify(token, at)).toEqual({ ok: true, grant: { orderLineId: LINE, userId: USER, format: 'pdf', expiresAt } });
    expect(links.verify(token, new Date(expiresAt.getTime() - 1))).toMatchObject({ ok: true });
    expect(links.verify(token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(links.verify(token, new Date(at.getTime() + DOWNLOAD_LINK_TTL_MS + 60_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses any change to the payload or the signature, another secret, and malformed tokens as invalid', () => {
    const { token } = links.sign({ orderLineId: LINE, userId: USER, format: 'png' }, at);
    const [payload, signature] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    for (let i = 0; i < bytes.length; i++) {
      const changed = Buffer.from(bytes);
      changed[i] = changed[i]! ^ 1;
      expect(links.verify(`${changed.toString('base64url')}.${signature}`, at), `byte ${i}`).toEqual({ ok: false, reason: 'invalid' });
    }
    const sig = Buffer.from(signature, 'base64url');
    sig[0] = sig[0]! ^ 0x80;
    expect(links.verify(`${payload}.${sig.toString('base64url')}`, at)).toEqual({ ok: false, reason: 'invalid' });
    expect(createDownloadLinks('another-secret-of-at-least-thirty-two-chars').verify(token, at)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', '.', 'abc', `${payload}.`, `.${signature}`, `${payload}.${signature}.x`, `${payload}.${signature.slice(1)}`, `${payload}!.${signature}`]) {
      expect(links.verify(bad, at), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
