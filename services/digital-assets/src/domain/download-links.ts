import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_FORMATS, type DownloadFormat } from './asset-art-files';

/** How long a download link works: My Library signs fresh ones every time it is opened. */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;

/** What a link names: one bought line's file in one format, for one user, until a moment. */
export interface DownloadGrant {
  orderLineId: string;
  userId: string;
  format: DownloadFormat;
  expiresAt: Date;
}

export type DownloadTokenCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: 'invalid' | 'expired' };

export interface DownloadLinks {
  sign(grant: Omit<DownloadGrant, 'expiresAt'>, now: Date): { token: string; expiresAt: Date };
  verify(token: string, now: Date): DownloadTokenCheck;
}

// The payload is packed (38 bytes → 51 characters) so a whole token (95 characters) fits a path
// parameter under Fastify's default 100-character limit, which a standalone service keeps:
// version, order line id, user id (16 bytes each), expiry (seconds, uint32), format.
const VERSION = 1;
const PAYLOAD_BYTES = 1 + 16 + 16 + 4 + 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/**
 * Signed download links: `base64url(payload)` + `.` + `base64url(HMAC-SHA256(secret, that first
 * part))`. Stateless, so any instance with the secret checks them; the signature is compared in
 * constant time before anything in the payload is believed (its expiry too, which is signed).
 * Who may use a link is checked by the route against the session.
 */
export function createDownloadLinks(secret: string): DownloadLinks {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    sign(grant, now) {
      if (!UUID.test(grant.orderLineId) || !UUID.test(grant.userId)) throw new RangeError('download links name uuids');
      const seconds = Math.floor((now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeUInt8(VERSION, 0);
      uuidBytes(grant.orderLineId).copy(payload, 1);
      uuidBytes(grant.userId).copy(payload, 17);
      payload.writeUInt32BE(seconds, 33);
      payload.writeUInt8(DOWNLOAD_FORMATS.indexOf(grant.format), 37);
      const encoded = payload.toString('base64url');
      return { token: `${encoded}.${mac(encoded).toString('base64url')}`, expiresAt: new Date(seconds * 1000) };
    },
    verify(token, now) {
      const parts = token.split('.');
      if (parts.length !== 2 || !BASE64URL.test(parts[0]!) || !BASE64URL.test(parts[1]!)) return { ok: false, reason: 'invalid' };
      const [encoded, signature] = parts as [string, string];
      const expected = mac(encoded);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      const payload = Buffer.from(encoded, 'base64url');
      const format = DOWNLOAD_FORMATS[payload[37] ?? -1];
      if (payload.length !== PAYLOAD_BYTES || payload[0] !== VERSION || format === undefined) return { ok: false, reason: 'invalid' };
      const expiresAt = new Date(payload.readUInt32BE(33) * 1000);
      if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, grant: { orderLineId: uuidOf(payload.subarray(1, 17)), userId: uuidOf(payload.subarray(17, 33)), format, expiresAt } };
    },
  };
}
