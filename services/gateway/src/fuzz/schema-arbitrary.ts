import fc from 'fast-check';
import { TEST_CARDS } from '@storefront/contracts';

/** The password of every shopper the suite signs up, so generated sign-ins sometimes succeed. */
export const FUZZ_PASSWORD = 'fuzz password 123';

/** A JSON Schema (2020-12, as zod's toJSONSchema writes it) — only the keywords generation reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/**
 * Where a generated string may come from instead of thin air: values the store itself handed out
 * (slugs, SKUs, ids, order numbers), keyed by field name. Read at generation time, so it grows
 * as the run goes and generated requests reach past "not found".
 */
export type Dictionary = (field: string) => readonly string[];

export interface ArbitraryContext {
  /** resolves `#/components/schemas/…` */
  components: Record<string, JsonSchema>;
  dictionary: Dictionary;
}

const MAX_DEPTH = 6;
const SAFE = Number.MAX_SAFE_INTEGER;

function fromDictionary(field: string | undefined, ctx: ArbitraryContext, own: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (!field) return own;
  // half the time a value the store knows, when it knows any for this field
  return fc.tuple(own, fc.nat(), fc.boolean()).map(([value, i, known]) => {
    const seen = ctx.dictionary(field);
    return known && seen.length > 0 ? seen[i % seen.length] : value;
  });
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40));
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
    } catch {
      /* a pattern fast-check cannot invert: plain strings below */
    }
  }
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength })).filter(fits);
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1e6), -SAFE);
  const hi = Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1e6), SAFE);
  if (integer) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(s: JsonSchema, ctx: ArbitraryContext, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(s.additionalProperties, ctx, depth + 1), { maxKeys: 3 });
  }
  const required = (s.required ?? []).filter((k) => k in props);
  const optional = keys.filter((k) => !required.includes(k));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = arbitraryFor(props[key]!, ctx, depth + 1, key);
  // every required key, and a few optional ones: a listing query has 20 optional filters, and
  // with each present half the time a valid request would almost never be generated
  return fc.tuple(fc.record(model, { requiredKeys: keys }), fc.subarray(optional, { maxLength: Math.min(3, optional.length) })).map(([value, chosen]) => {
    const out: Record<string, unknown> = {};
    for (const key of [...required, ...chosen]) out[key] = (value as Record<string, unknown>)[key];
    return out;
  });
}

/** Field names whose strings follow a format the input schema cannot state (a zod pipe's inner check). */
const FIELD_HINTS: Record<string, fc.Arbitrary<string>> = {
  email: fc.tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/), fc.constantFrom('example.com', 'shop.example', 'mail.example.org')).map(([local, domain]) => `${local}@${domain}`),
  zipcode: fc.oneof(fc.stringMatching(/^\d{5}$/), fc.constantFrom('10001', '94103', 'M5H 1A1', 'K1A0B1')),
  postal_code: fc.oneof(fc.stringMatching(/^\d{5}$/), fc.constantFrom('10001', 'M5H 1A1')),
  // a card number: the built-in provider's test cards (success, declines, extra authentication)
  number: fc.constantFrom(...Object.values(TEST_CARDS)),
  password: fc.constantFrom(FUZZ_PASSWORD),
};

/**
 * Values that satisfy `schema` as far as JSON Schema can say (zod refinements it cannot express,
 * like "price_min ≤ price_max", are left to chance: those cases are the 400s a client would get).
 */
export function arbitraryFor(schema: JsonSchema, ctx: ArbitraryContext, depth = 0, field?: string): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) {
    const target = ctx.components[schema.$ref.replace(/^#\/components\/schemas\//, '')];
    return target ? arbitraryFor(target, ctx, depth + 1, field) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => arbitraryFor(b, ctx, depth + 1, field)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0]!, ctx, depth + 1, field);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, ctx, depth, field)));
  switch (schema.type) {
    case 'string': {
      if (field?.endsWith('_ids')) {
        // comma-separated ids the store handed out
        const one = field.slice(0, -4);
        return fc.array(fc.nat(), { minLength: 1, maxLength: 4 }).map((picks) => {
          const seen = [...ctx.dictionary(`${one}_id`), ...ctx.dictionary('id')].filter((v) => /^\d+$/.test(v));
          return seen.length > 0 ? picks.map((i) => seen[i % seen.length]).join(',') : picks.join(',');
        });
      }
      const hint = field ? FIELD_HINTS[field.split('|').pop()!] : undefined;
      return fromDictionary(field, ctx, hint ? fc.oneof(hint, stringArbitrary(schema)) : stringArbitrary(schema));
    }
    case 'integer':
      return fromDictionary(field, ctx, numberArbitrary(schema, true)).map((v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v));
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((p) => arbitraryFor(p, ctx, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(arbitraryFor(schema.items ?? {}, ctx, depth + 1, field), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, ctx, depth);
  }
  if (schema.properties) return objectArbitrary(schema, ctx, depth);
  // no type at all (a body parsed in the handler, a zod `unknown`): any small JSON value
  return fc.jsonValue({ maxDepth: 2 });
}
