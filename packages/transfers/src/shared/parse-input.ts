import type { z } from 'zod';
import { failed, succeeded, type Outcome } from '../outcome/outcome';

function pathOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(request)' : path.map(String).join('.');
}

/**
 * Shape checks (types, whole numbers, known enums) are zod's and answer `malformed` (400); the
 * ranges a shopper can get wrong are checked afterwards by each pricing function and answer
 * `invalid` (422) with the allowed range in the message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, code: string): Outcome<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return succeeded(parsed.data);
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[pathOf(issue.path)] ??= []).push(issue.message);
  const [path, messages] = Object.entries(fieldErrors)[0]!;
  return failed({ kind: 'malformed', code, message: `${path}: ${messages.join('; ')}`, fieldErrors });
}

/** An `invalid` problem on the field(s) at fault, whose message names the allowed range. */
export function outOfRange(code: string, fields: string | readonly string[], message: string): Outcome<never> {
  const names = typeof fields === 'string' ? [fields] : fields;
  return failed({ kind: 'invalid', code, message, fieldErrors: Object.fromEntries(names.map((field) => [field, [message]])) });
}
