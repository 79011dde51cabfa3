/**
 * Errors as data: a domain function that may not find what it was asked for answers this,
 * and the route turns `ok: false` into a 404. No HTTP in the domain.
 */
export type Found<T> = { ok: true; value: T } | { ok: false; message: string };

export const found = <T>(value: T): Found<T> => ({ ok: true, value });
export const missing = (message: string): Found<never> => ({ ok: false, message });
