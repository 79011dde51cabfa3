import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted as Fastify `trustProxy` entries. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * `TRUSTED_PROXIES`: the addresses (IP, CIDR, or loopback / linklocal / uniquelocal) whose
 * X-Forwarded-For, -Host and -Proto are believed. Default none: with no proxy configured,
 * `request.ip` is the peer's own address, so a client cannot pick the address its sign-in
 * attempts count against (ARCHITECTURE §3.13). The value is Fastify's `trustProxy` option.
 */
export const trustedProxiesKey = {
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx): string[] | false => {
      const entries = (value ?? '')
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const bad = entries.filter((e) => !isProxyAddress(e));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not an IP address, CIDR range or loopback/linklocal/uniquelocal: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return entries.length > 0 ? entries : false;
    }),
};
