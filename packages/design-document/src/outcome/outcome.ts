// Errors as data (ARCHITECTURE §3.4) without importing @storefront/server-kit: that package reaches
// the database and Node, and this one runs in the browser too. The shapes are the same as
// server-kit's `Outcome` / `Problem`, so a service hands a problem from here to `valueOrThrow` as is.

export type DocumentProblemKind = 'malformed' | 'not_found' | 'invalid' | 'conflict';

export interface DocumentProblem {
  kind: DocumentProblemKind;
  /** stable code for clients */
  code: string;
  /** a sentence a shopper can read */
  message: string;
  /** dotted path of each bad field → its messages (the 400 body's `fieldErrors`) */
  fieldErrors?: Record<string, string[]>;
}

export type Outcome<T, P = DocumentProblem> = { ok: true; value: T } | { ok: false; problem: P };

export const succeeded = <T>(value: T): Outcome<T, never> => ({ ok: true, value });
export const failed = <P>(problem: P): Outcome<never, P> => ({ ok: false, problem });
