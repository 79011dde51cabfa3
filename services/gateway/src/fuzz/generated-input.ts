import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ResponseChecker, withoutAngleBrackets } from './check-response';
import { encodeLoose } from './hostile-values';
import { operationsOf, type OpenApiDocument, type Operation } from './operations';
import { Personas, type Persona } from './personas';
import { requestCaseArbitrary, SPOOFED_HOST, type Mutation, type RequestCase } from './request-case';
import { StoreDictionary } from './store-dictionary';

export interface FuzzOptions {
  /** a gateway with every service mounted, on a seeded catalog */
  app: FastifyInstance;
  cases: number;
  seed: number;
  /** new shoppers (signed up, cart filled, checkout ready) every this many cases; default 300 */
  personaEvery?: number;
  onProgress?: (done: number, failures: number) => void;
}

export interface FuzzFailure {
  operation: string;
  request: string;
  status: number;
  problems: string[];
  response: string;
}

export interface FuzzReport {
  /** every operation of the OpenAPI document */
  operations: string[];
  cases: number;
  failures: FuzzFailure[];
  /** status code → count, per operation */
  statuses: Record<string, Record<number, number>>;
  seed: number;
}

/** Cases generated per operation at a time: the dictionary grows in between, so later batches name real things. */
const BATCH = 8;

/**
 * The generated-input suite: reads the gateway's OpenAPI document (built from the route
 * contracts), and drives every operation with inputs generated from its schemas — valid ones,
 * and ones with a single hostile change (text PostgreSQL cannot store, megabyte strings, huge
 * numbers, the wrong type, unknown keys, broken JSON, forged cookies and tokens, a spoofed Host) —
 * sent by prepared shoppers (anonymous, guest with a cart, signed in with a checkout ready).
 * Every answer must be below 500, errors `{ code, message }`, successes match their schema, and no
 * answer may show a stack trace, a file path, SQL or a reflected Host.
 */
export async function runGeneratedInput(opts: FuzzOptions): Promise<FuzzReport> {
  const { app } = opts;
  const doc = (await app.inject('/docs/json')).json<OpenApiDocument>();
  const operations = operationsOf(doc);
  const dictionary = new StoreDictionary();
  const personas = new Personas(app, dictionary);
  const checker = new ResponseChecker();
  const ctx = { components: doc.components?.schemas ?? {}, dictionary: dictionary.lookup };
  const arbitraries = new Map(operations.map((op) => [op.id, requestCaseArbitrary(op, ctx, Personas.COUNT)]));
  const report: FuzzReport = { operations: operations.map((o) => o.id), cases: 0, failures: [], statuses: {}, seed: opts.seed };
  const personaEvery = opts.personaEvery ?? 300;

  await personas.prepare();
  let round = 0;
  while (report.cases < opts.cases) {
    for (const op of operations) {
      const batch = fc.sample(arbitraries.get(op.id)!, { numRuns: BATCH, seed: opts.seed + round * 7919 + operations.indexOf(op) });
      for (const c of batch) {
        if (report.cases >= opts.cases) break;
        if (report.cases > 0 && report.cases % personaEvery === 0) await personas.prepare();
        await runCase(op, c, personas.get(c.persona), report, checker, dictionary);
        report.cases++;
        if (report.cases % 500 === 0) opts.onProgress?.(report.cases, report.failures.length);
      }
    }
    round++;
  }
  return report;
}

async function runCase(op: Operation, c: RequestCase, persona: Persona, report: FuzzReport, checker: ResponseChecker, dictionary: StoreDictionary) {
  const request = buildRequest(op, c, persona);
  let res: LightMyRequestResponse;
  try {
    res = await persona.inject(request, c.mutation.kind !== 'cookies');
  } catch (err) {
    report.failures.push({ operation: op.id, request: describe(request), status: 0, problems: [`inject threw: ${String(err)}`], response: '' });
    return;
  }
  (report.statuses[op.id] ??= {})[res.statusCode] = (report.statuses[op.id]?.[res.statusCode] ?? 0) + 1;
  const sent = { url: request.url, spoofedHost: c.mutation.kind === 'host', ...(c.mutation.kind === 'cookies' ? { cookies: c.mutation.cookies } : {}) };
  let problems = checker.problems(op, res, sent);
  if (problems.some((p) => p.startsWith('the HTML echoes'))) {
    // is it the input, or the page's own markup? Ask for the same page without the '<' and compare
    const harmless = withoutAngleBrackets(request.url, request.cookies);
    const baseline = await persona.inject({ ...request, url: harmless.url, cookies: harmless.cookies }, c.mutation.kind !== 'cookies');
    problems = checker.problems(op, res, { ...sent, baselineHtml: baseline.body });
  }
  if (problems.length > 0) {
    report.failures.push({ operation: op.id, request: describe(request), status: res.statusCode, problems, response: res.body.slice(0, 500) });
  } else if (res.statusCode < 300 && String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    dictionary.harvest(res.json());
  }
}

type Built = InjectOptions & { url: string; method: string; headers: Record<string, string>; cookies: Record<string, string> };

/** One case as an HTTP request from `persona`: its cookies and anti-forgery token, unless the case tampers with them. */
export function buildRequest(op: Operation, c: RequestCase, persona: Persona): Built {
  const m = c.mutation;
  const path = mutateObject({ ...c.path }, m, 'path');
  const query = mutateObject({ ...c.query }, m, 'query');
  let body = m.kind === 'whole_body' && c.body !== undefined ? m.value : mutateValue(c.body, m);
  const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const hostileSegment = m.kind === 'path_segment' ? names[m.pick % Math.max(1, names.length)] : undefined;
  let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === hostileSegment && m.kind === 'path_segment') return m.segment;
    const v = path[name];
    // a page path: its slashes stay, each segment is encoded as a browser would
    if (name === '*') return asText(v).replace(/^\/+/, '').split('/').map(encodeLoose).join('/');
    return encodeLoose(asText(v));
  });
  if (m.kind === 'path_segment' && names.length === 0) url = `${url.replace(/\/$/, '')}/${m.segment}`;
  const qs = queryString(query);
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;

  const headers: Record<string, string> = {};
  const cookies: Record<string, string> = m.kind === 'cookies' ? { ...persona.cookies(), ...m.cookies } : persona.cookies();
  if (op.method !== 'GET') {
    if (m.kind !== 'csrf') headers['x-csrf-token'] = persona.token;
    else if (m.token === 'forged') headers['x-csrf-token'] = `${persona.token.slice(0, -4)}AAAA`;
  }
  if (m.kind === 'host') headers.host = SPOOFED_HOST;
  // order placement needs one (other routes ignore it); a few keys per shopper, so replays and reuse happen too
  if (op.method === 'POST') headers['idempotency-key'] = `fuzz-${c.persona}-${(JSON.stringify(c.body ?? '')?.length ?? 0) % 7}`;
  let payload: string | undefined;
  if (m.kind === 'raw_body' && op.method !== 'GET') {
    payload = m.payload;
    if (m.contentType) headers['content-type'] = m.contentType;
    body = undefined;
  } else if (body !== undefined && op.method !== 'GET') {
    payload = JSON.stringify(body) ?? 'null';
    headers['content-type'] = 'application/json';
  }
  return { method: op.method, url, headers, cookies, ...(payload === undefined ? {} : { payload }) } as Built;
}

function mutateObject(target: Record<string, unknown>, m: Mutation, where: 'path' | 'query'): Record<string, unknown> {
  if (!('where' in m) || m.where !== where) return target;
  const keys = Object.keys(target);
  if (m.kind === 'leaf' && keys.length > 0) target[keys[m.pick % keys.length]!] = m.value;
  if (m.kind === 'taint' && keys.length > 0) {
    const key = keys[m.pick % keys.length]!;
    target[key] = taint(target[key], m.char);
  }
  if (m.kind === 'extra_key') target[m.key] = m.value;
  if (m.kind === 'drop_key' && keys.length > 0) delete target[keys[m.pick % keys.length]!];
  return target;
}

/** The body with one hostile change: a leaf replaced, a key added or dropped. */
function mutateValue(body: unknown, m: Mutation): unknown {
  if (body === undefined || !('where' in m) || m.where !== 'body') return body;
  const copy = structuredClone(body);
  if (m.kind === 'extra_key') {
    if (copy && typeof copy === 'object' && !Array.isArray(copy)) Object.defineProperty(copy, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  // every place a value sits: [container, key]
  const slots: [Record<string, unknown> | unknown[], string | number][] = [];
  const stack: unknown[] = [copy];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      v.forEach((child, i) => {
        slots.push([v, i]);
        stack.push(child);
      });
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        slots.push([v as Record<string, unknown>, k]);
        stack.push(child);
      }
    }
  }
  if (slots.length === 0) return m.kind === 'leaf' ? m.value : copy;
  if (m.kind === 'taint') {
    // prefer a string leaf: that is where the character has to hide
    const strings = slots.filter(([c, k]) => typeof (c as Record<string | number, unknown>)[k] === 'string');
    const [container, key] = (strings.length > 0 ? strings : slots)[m.pick % (strings.length || slots.length)]!;
    (container as Record<string | number, unknown>)[key] = taint((container as Record<string | number, unknown>)[key], m.char);
    return copy;
  }
  const [container, key] = slots[(m.kind === 'leaf' || m.kind === 'drop_key' ? m.pick : 0) % slots.length]!;
  if (m.kind === 'leaf') (container as Record<string | number, unknown>)[key] = m.value;
  else if (m.kind === 'drop_key') {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete container[key as string];
  }
  return copy;
}

/** Any generated value as the text a URL carries (objects as JSON; never throws, whatever the prototype). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** `value` with `char` slipped into the middle of it (a number or anything else becomes text first). */
function taint(value: unknown, char: string): string {
  const text = asText(value);
  const at = Math.floor(text.length / 2);
  return text.slice(0, at) + char + text.slice(at);
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) && v.length <= 20 ? v : [v]) {
      const text = asText(item);
      parts.push(`${encodeLoose(k)}=${encodeLoose(text)}`);
    }
  }
  return parts.join('&');
}

function describe(r: Built): string {
  const body = typeof r.payload === 'string' ? ` ${r.payload.length > 300 ? `${r.payload.slice(0, 300)}… (${r.payload.length} chars)` : r.payload}` : '';
  const url = r.url.length > 300 ? `${r.url.slice(0, 300)}… (${r.url.length} chars)` : r.url;
  const extra = [r.headers['content-type'] && `content-type: ${r.headers['content-type']}`, r.headers.host && `host: ${r.headers.host}`].filter(Boolean).join(', ');
  return `${r.method} ${url}${extra ? ` [${extra}]` : ''}${body}`;
}
