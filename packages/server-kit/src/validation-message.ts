/**
 * Turns validation issues (zod's, via fastify-type-provider-zod, or Ajv's) into the readable
 * `{ message, fieldErrors }` of an ApiError: "Invalid query: page must be at least 1".
 *
 * The contracts attach custom messages to some checks ("must be a number") but zod repeats a
 * schema-level `error` for every issue of that schema (page=0 would read "must be a number"),
 * so range, enum and unknown-key issues are always re-worded from their parameters.
 */

export interface ValidationIssue {
  /** zod issue code or Ajv keyword */
  keyword: string;
  /** "/page" or "/items/0/qty" */
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

export interface ValidationSummary {
  message: string;
  fieldErrors: Record<string, string[]>;
}

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'path parameters',
  headers: 'headers',
};

function describe(issue: ValidationIssue): string {
  const p = issue.params ?? {};
  const origin = typeof p.origin === 'string' ? p.origin : typeof p.type === 'string' ? p.type : undefined;
  switch (issue.keyword) {
    case 'too_small':
    case 'minimum':
    case 'minLength':
    case 'minItems': {
      const n = p.minimum ?? p.limit;
      // at least one character is "required": what a form says of an empty field ("Full name is required")
      if (origin === 'string' || issue.keyword === 'minLength') return Number(n) === 1 ? 'is required' : `must be at least ${String(n)} characters`;
      if (origin === 'array' || issue.keyword === 'minItems') return `must have at least ${String(n)} ${Number(n) === 1 ? 'item' : 'items'}`;
      return `must be at least ${String(n)}`;
    }
    case 'too_big':
    case 'maximum':
    case 'maxLength':
    case 'maxItems': {
      const n = p.maximum ?? p.limit;
      if (origin === 'string' || issue.keyword === 'maxLength') return `must be at most ${String(n)} characters`;
      if (origin === 'array' || issue.keyword === 'maxItems') return `must have at most ${String(n)} items`;
      return `must be at most ${String(n)}`;
    }
    case 'invalid_value':
    case 'enum': {
      const values = (p.values ?? p.allowedValues) as unknown[] | undefined;
      if (Array.isArray(values)) return `must be one of ${values.map(String).join(', ')}`;
      break;
    }
    case 'invalid_type':
      if (issue.message && !issue.message.startsWith('Invalid input')) return issue.message;
      if (typeof p.expected === 'string') return p.expected === 'int' ? 'must be a whole number' : `must be a ${p.expected}`;
      break;
    case 'additionalProperties':
      return 'is not a known parameter';
  }
  return issue.message ?? 'is invalid';
}

function fieldOf(issue: ValidationIssue, context: string): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  // Query and path parameters are flat: `line.0` helps nobody, `line` does.
  if (context !== 'body') return parts[0] ?? '';
  return parts.join('.');
}

export function summarizeValidation(issues: readonly ValidationIssue[], context = 'body'): ValidationSummary {
  // a Map, not an object literal: a field named `toString` or `constructor` (an unknown key a
  // client sent) would otherwise find Object.prototype's member instead of an empty list
  const errors = new Map<string, string[]>();
  const add = (field: string, text: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(text)) list.push(text);
    errors.set(field, list);
  };
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as unknown[]) add(String(key), 'is not a known parameter');
      continue;
    }
    if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
      add(issue.params.additionalProperty, 'is not a known parameter');
      continue;
    }
    add(fieldOf(issue, context) || '_', describe(issue));
  }
  const fieldErrors = Object.fromEntries(errors) as Record<string, string[]>;
  // A custom message may already name its field ("price_min must not exceed price_max").
  const sentences = [...errors].flatMap(([field, texts]) =>
    texts.map((t) => (field === '_' || t.startsWith(`${field} `) ? t : `${field} ${t}`)),
  );
  const where = CONTEXT_NAMES[context] ?? context;
  return { message: `Invalid ${where}: ${sentences.join('; ')}`, fieldErrors };
}
