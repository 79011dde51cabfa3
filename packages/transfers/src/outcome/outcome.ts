// Errors as data (ARCHITECTURE §3.4) without importing @storefront/server-kit: that package reaches
// the database and Node, and this one runs in the browser too. The shapes are server-kit's
// `Outcome` / `Problem` (and design-document's), so a service hands a problem to `valueOrThrow` as is:
// malformed → 400, not_found → 404, invalid → 422.

export type TransferProblemKind = 'malformed' | 'not_found' | 'invalid' | 'conflict';

export interface TransferProblem {
  kind: TransferProblemKind;
  /** stable code for clients */
  code: string;
  /** a sentence a shopper can read */
  message: string;
  /** dotted path of each bad field → its messages */
  fieldErrors?: Record<string, string[]>;
}

export type Outcome<T, P = TransferProblem> = { ok: true; value: T } | { ok: false; problem: P };

export const succeeded = <T>(value: T): Outcome<T, never> => ({ ok: true, value });
export const failed = <P>(problem: P): Outcome<never, P> => ({ ok: false, problem });
