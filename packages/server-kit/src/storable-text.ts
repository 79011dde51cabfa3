/**
 * Text PostgreSQL cannot store: a NUL byte (text columns refuse U+0000) or a UTF-16 surrogate
 * without its pair (not encodable as UTF-8). Either one reaching a query is a database error,
 * i.e. a 500, so request input is checked for both before any contract sees it.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'contains characters that cannot be stored (a NUL byte or an unpaired surrogate)';

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

interface Visit {
  value: unknown;
  key: string | number;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): (string | number)[] {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let v = visit; v?.parent; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * The path (`['items', 0, 'name']`) of the first string, or object key, in `value` that
 * PostgreSQL cannot store; null when there is none. Walks with its own stack and parent links
 * (no path copied per step), so a hostile, deeply nested JSON body costs linear time and cannot
 * overflow the call stack.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return pathOf(visit);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: visit });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (!isStorableText(key)) return pathOf(visit, key);
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}
