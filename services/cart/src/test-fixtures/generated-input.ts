import { expect } from 'vitest';

// Generated input for the cart's calls (the cart has no fast-check; a seeded generator makes the
// runs repeatable): near-valid bodies with hostile changes, and garbage. Shared by the made and
// DTF generated-input tests.

/** mulberry32: a small seeded generator, so a failure replays. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

export const HOSTILE: readonly unknown[] = [
  null, '', '\u0000', '\uD800', 'x'.repeat(100_000), -1, 0, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, true, [], {}, { version: 2 }, '../../etc/passwd', 'null', '%00',
];

export function mutate(value: unknown, g: ReturnType<typeof generator>, depth = 0): unknown {
  if (depth > 6 || g.next() < 0.15) return g.pick(HOSTILE);
  if (Array.isArray(value)) return value.map((v) => (g.next() < 0.3 ? mutate(v, g, depth + 1) : v));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries) if (g.next() > 0.05) out[k] = g.next() < 0.3 ? mutate(v, g, depth + 1) : v;
    if (g.next() < 0.1) out[g.pick(['extra', '__proto__', 'constructor', 'unit_price'])] = g.pick(HOSTILE);
    return out;
  }
  return g.next() < 0.5 ? g.pick(HOSTILE) : value;
}

/** A query or path part; a lone surrogate (which encodeURIComponent refuses) goes as the raw bytes a client could send. */
export const enc = (value: unknown) => {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
};

export function expectNoServerError(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (res.statusCode >= 500 && res.statusCode !== 503) throw new Error(`${what} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  if (res.statusCode >= 400 && res.statusCode !== 404 || (res.statusCode === 404 && res.body)) {
    const body = res.json() as { code?: unknown; message?: unknown };
    expect(typeof body.code, what).toBe('string');
    expect(typeof body.message, what).toBe('string');
    expect(res.body, what).not.toMatch(/ at .*\.ts:\d+|SELECT |select .* from/);
  }
}
