import fc from 'fast-check';
import { confusedValue, hostileCookies, hostilePathSegment, hostileRawBody, hostileString, hostileValue } from './hostile-values';
import type { Operation } from './operations';
import { arbitraryFor, type ArbitraryContext } from './schema-arbitrary';

/** What one generated request is made of, before it is addressed to a shopper. */
export interface RequestCase {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** undefined: no body */
  body: unknown;
  mutation: Mutation;
  /** which of the prepared shoppers sends it */
  persona: number;
}

export type Mutation =
  | { kind: 'none' }
  | { kind: 'leaf'; where: 'path' | 'query' | 'body'; pick: number; value: unknown }
  /** a valid string with one character PostgreSQL cannot store slipped into it, so it passes every other check */
  | { kind: 'taint'; where: 'path' | 'query' | 'body'; pick: number; char: string }
  | { kind: 'extra_key'; where: 'query' | 'body'; key: string; value: unknown }
  | { kind: 'drop_key'; where: 'query' | 'body'; pick: number }
  | { kind: 'whole_body'; value: unknown }
  | { kind: 'raw_body'; payload: string; contentType: string | undefined }
  | { kind: 'path_segment'; pick: number; segment: string }
  | { kind: 'csrf'; token: 'none' | 'forged' }
  | { kind: 'cookies'; cookies: Record<string, string> }
  | { kind: 'host'; host: string };

/** The Host a spoofing client sends; it must never come back in a response. */
export const SPOOFED_HOST = 'fuzz-spoofed.example';

/** The path or query parameters as one object schema, so they are generated like a body. */
const objectOf = (op: Operation, where: 'path' | 'query', ctx: ArbitraryContext) => {
  const list = op.parameters.filter((p) => p.in === where);
  const schema = { type: 'object', properties: Object.fromEntries(list.map((p) => [p.name, p.schema])), required: list.filter((p) => p.required).map((p) => p.name) };
  if (where === 'query') return arbitraryFor(schema, ctx) as fc.Arbitrary<Record<string, unknown>>;
  // a path parameter is looked up with the resource it names: payment_intents/{id} → payment_intent.id
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of list) {
    const segment = new RegExp(`([\\w-]+)/\\{${p.name.replace('*', '\\*')}\\}`).exec(op.path)?.[1];
    model[p.name] = arbitraryFor(p.schema, ctx, 0, segment ? `${segment}|${p.name}` : p.name);
  }
  return fc.record(model);
};

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('taint' as const), where: fc.constantFrom('path' as const, 'query' as const, 'body' as const), pick: fc.nat(), char: fc.constantFrom('\u0000', '\uD800', '\uDC00') }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('leaf' as const), where: fc.constantFrom('path' as const, 'query' as const, 'body' as const), pick: fc.nat(), value: hostileValue }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('extra_key' as const),
      where: fc.constantFrom('query' as const, 'body' as const),
      key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'a\u0000b', 'é'), fc.string({ maxLength: 20 })),
      value: hostileValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop_key' as const), where: fc.constantFrom('query' as const, 'body' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('whole_body' as const), value: confusedValue }) },
  { weight: 2, arbitrary: hostileRawBody.map((raw) => ({ kind: 'raw_body' as const, ...raw })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('path_segment' as const), pick: fc.nat(), segment: hostilePathSegment }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('csrf' as const), token: fc.constantFrom('none' as const, 'forged' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cookies' as const), cookies: hostileCookies }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'host' as const, host: SPOOFED_HOST }) },
);

/** Valid inputs (from the operation's schemas) half the time, and one hostile change the other half. */
export function requestCaseArbitrary(op: Operation, ctx: ArbitraryContext, personas: number): fc.Arbitrary<RequestCase> {
  const body: fc.Arbitrary<unknown> = op.body
    ? arbitraryFor(op.body, ctx)
    : ['POST', 'PUT', 'PATCH'].includes(op.method)
      ? // a body the route parses itself (no schema in the document): any small JSON object
        fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString.filter((s) => s.length < 200)), { maxKeys: 4 })
      : fc.constant(undefined);
  return fc.record({
    path: objectOf(op, 'path', ctx),
    query: objectOf(op, 'query', ctx),
    body,
    mutation: fc.oneof({ weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: mutation }),
    persona: fc.nat(personas - 1),
  });
}
