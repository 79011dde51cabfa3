import fc from 'fast-check';

const MEGABYTE = 1024 * 1024;

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) three UTF-8-style bytes instead of throwing. */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const cu = ch.charCodeAt(0);
      if (ch.length === 1 && cu >= 0xd800 && cu <= 0xdfff) {
        out += [0xe0 | (cu >> 12), 0x80 | ((cu >> 6) & 0x3f), 0x80 | (cu & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      } else out += encodeURIComponent(ch);
    }
    return out;
  }
}


/** Strings an attacker sends: text PostgreSQL cannot store, markup, SQL, paths, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  // text PostgreSQL cannot store, the most common way a 500 hides: weighted up
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`) },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '%00', '\\u0000') },
  // lone surrogates, high and low, alone and inside text
  { weight: 3, arbitrary: fc.constantFrom('\uD800', '\uDFFF', 'x\uD83Dy', '\uDC00abc', '👕\uD800') },
  fc.constantFrom("' or '1'='1", "'; drop table catalog.products; --", '%_\\', '$1', '<script>alert(1)</script>', '{{7*7}}', '${7*7}'),
  fc.constantFrom('../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '/', '//evil.example', 'C:\\Windows\\win.ini'),
  fc.constantFrom('', ' ', '\t\r\n', '\u200b', '\u202e', 'ǅ', 'ﬃ', 'İ', '🏳️‍🌈'.repeat(40)),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('x'.repeat(MEGABYTE), '\u00e9'.repeat(MEGABYTE / 2)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Numbers past every limit: huge, tiny, negative zero, beyond 2^53, and their string forms. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2, 2 ** 31, -(2 ** 31) - 1, 0, -0, 0.5, -1, 1e-300, Number.MIN_VALUE),
  fc.constantFrom('1e999', '-1e999', 'NaN', 'Infinity', '0x10', '1_000', '9'.repeat(400), '1.', '.5', ' 1 ', '+1'),
  fc.double(),
  fc.bigInt().map((n) => n.toString()),
);

/** Values of the wrong type, including shapes JavaScript code trips over. */
export const confusedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [[]], [null], { length: 1e9 }, 'null', 'undefined', 'true', 'object Object', '[]', '{}'),
  fc.constantFrom({ __proto__: { admin: true } }, JSON.parse('{"__proto__":{"polluted":1}}') as unknown, { constructor: { prototype: { polluted: 1 } } }, { toString: 1, valueOf: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 100, max: 2000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
  fc.array(fc.string(), { minLength: 1000, maxLength: 5000 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: hostileNumber }, { weight: 2, arbitrary: confusedValue });

/** Raw bodies that are not what a route expects at all. */
export const hostileRawBody: fc.Arbitrary<{ payload: string; contentType: string | undefined }> = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"str"', '123', 'true', '{"a":1,"a":2}', '\u0000', '{"\\u0000":1}', '{"x":"\\ud800"}').map((payload) => ({ payload, contentType: 'application/json' })),
  fc.integer({ min: 1000, max: 50_000 }).map((n) => ({ payload: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json' })),
  fc.constant({ payload: JSON.stringify({ a: 'x'.repeat(MEGABYTE + 10) }), contentType: 'application/json' }),
  fc.constantFrom('application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonx', 'text/html').map((contentType) => ({
    payload: contentType.includes('form') ? 'a=1&b=%00' : '<a>1</a>',
    contentType,
  })),
  fc.constant({ payload: '{"sku":"x","quantity":1}', contentType: undefined }),
);

/** Path segments that probe routing and decoding rather than the route's own contract. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%E0%A4%A', '%ED%A0%80', '%FF', '..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F', '~', '%20', '%', 'ǅ', '%F0%9F%91%95'),
  fc.integer({ min: 100, max: 2000 }).map((n) => 'a'.repeat(n)),
  hostileString.filter((s) => s.length < 5000).map(encodeLoose),
);

/** Cookie values the store reads (session, guest cart, greeting, deliver-to), replaced with junk. */
export const hostileCookies: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom('sid', 'cart', 'name', 'delivery_zip', 'delivery_locations', '_csrf'),
  fc.oneof(hostileString.filter((s) => s.length < 3000).map(encodeLoose), fc.constantFrom('', '%', '%00', 'a'.repeat(4000), 's%3Aforged.sig')),
  { minKeys: 1, maxKeys: 3 },
);
