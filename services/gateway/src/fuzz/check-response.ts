import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { apiError } from '@storefront/contracts';
import type { Operation } from './operations';
import { SPOOFED_HOST } from './request-case';

/** Traces of the inside of the process: a stack frame, a source path, a database error. */
const LEAKS: [RegExp, string][] = [
  [/\bat (?:async )?[\w$.<>[\] ]+ \((?:file:\/\/)?\/[^)]*:\d+:\d+\)/, 'a stack trace'],
  [/\/(?:node_modules|work|home|usr)\/[\w@.-]+\//, 'a server file path'],
  [/\b(?:syntax error at or near|violates (?:not-null|unique|foreign key|check) constraint|invalid byte sequence for encoding|relation "[^"]+" does not exist|column "[^"]+" does not exist|invalid input syntax for type|value too long for type|out of range for type|unterminated quoted string)\b/i, 'PostgreSQL error text'],
  [/\b(?:select\s+[\w"*., ]+\s+from\s+"?\w+"?\.|insert\s+into\s+"?\w+"?\.|update\s+"?\w+"?\."?\w+"?\s+set\s)/i, 'SQL text'],
  [/\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /, 'a JavaScript error'],
];

const strictApiError = apiError.strict();

/** Checks answers against the document's response schemas (compiled once per operation and status). */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  /** Everything wrong with one answer; empty when it is fine. */
  problems(op: Operation, res: LightMyRequestResponse, sent: { url: string; spoofedHost: boolean; cookies?: Record<string, string>; baselineHtml?: string }): string[] {
    const problems: string[] = [];
    if (String(res.headers['content-type'] ?? '').startsWith('text/html')) problems.push(...markupInjections(res.body, sent, sent.baselineHtml));
    if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
    const type = String(res.headers['content-type'] ?? '');
    const isJson = type.startsWith('application/json');
    const text = isJson || type.startsWith('text/') ? res.body : '';
    for (const [pattern, what] of LEAKS) if (pattern.test(text)) problems.push(`the body shows ${what}`);
    if (sent.spoofedHost && text.includes(SPOOFED_HOST)) problems.push('the body reflects a spoofed Host header');
    if (res.statusCode >= 400) {
      if (sent.url.startsWith('/api/') && !isJson) problems.push(`an API error that is not JSON (${type || 'no content type'})`);
      if (isJson) {
        const parsed = parseJson(res.body);
        if (!parsed.ok) problems.push('an error body that is not valid JSON');
        else if (!strictApiError.safeParse(parsed.value).success) problems.push(`an error body that is not { code, message, fieldErrors? }: ${res.body.slice(0, 200)}`);
      }
      return problems;
    }
    const schema = op.responses[String(res.statusCode)];
    if (schema && res.statusCode !== 204) {
      if (!isJson) return [...problems, `a ${res.statusCode} declared as JSON answered as ${type || 'no content type'}`];
      const parsed = parseJson(res.body);
      if (!parsed.ok) return [...problems, 'a body that is not valid JSON'];
      const validate = this.validator(op, String(res.statusCode), schema);
      if (!validate(parsed.value)) problems.push(`a body that does not match its schema: ${this.ajv.errorsText(validate.errors).slice(0, 300)}`);
    }
    return problems;
  }

  private validator(op: Operation, status: string, schema: object): ValidateFunction {
    const key = `${op.id} ${status}`;
    let v = this.compiled.get(key);
    if (!v) this.compiled.set(key, (v = this.ajv.compile(schema)));
    return v;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The server-rendered document (page data, head tags, each area's HTML) escapes what it echoes:
 * React escapes text and attributes, inlined JSON escapes `<` and quotes, head tags are escaped.
 * So a value the request carried that holds a `<` never appears in the HTML as sent (a quote may:
 * inside inlined JSON it reads `\"`, which contains the raw text without breaking out).
 */
export function markupInjections(html: string, sent: { url: string; cookies?: Record<string, string> }, baselineHtml = ''): string[] {
  const values: string[] = [];
  try {
    const url = new URL(sent.url, 'http://x');
    values.push(...url.searchParams.values(), ...url.pathname.split('/').map(safeDecode));
  } catch {
    /* an unparseable URL is answered 400 before any HTML */
  }
  values.push(...Object.values(sent.cookies ?? {}).map(safeDecode));
  // a short input can be a piece of the page's own markup ("<t" of <title>): it counts only where it
  // stands more often than in the same page asked for without the '<' (baselineHtml)
  return values
    .filter((v) => v.length >= 2 && v.includes('<') && occurrences(html, v) > occurrences(baselineHtml, v))
    .map((v) => `the HTML echoes request input unescaped: ${JSON.stringify(v.slice(0, 80))}`);
}

function occurrences(text: string, part: string): number {
  let n = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) n++;
  return n;
}

/** The same request with every '<' (raw or percent-encoded) made harmless: the page it answers is the baseline. */
export function withoutAngleBrackets(url: string, cookies: Record<string, string> = {}): { url: string; cookies: Record<string, string> } {
  const clean = (v: string) => v.replace(/%3c/gi, 'x').replace(/</g, 'x');
  return { url: clean(url), cookies: Object.fromEntries(Object.entries(cookies).map(([k, v]) => [k, clean(v)])) };
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
