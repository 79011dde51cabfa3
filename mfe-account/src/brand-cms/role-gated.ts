import { readFailure } from '@storefront/http';

/** A read a role gates: a 403 is an answer ("this needs the … role"), not a failure to retry. */
export type RoleGated<T> = { allowed: true; value: T } | { allowed: false; message: string };

export async function roleGated<T>(read: () => Promise<T>): Promise<RoleGated<T>> {
  try {
    return { allowed: true, value: await read() };
  } catch (err) {
    const f = readFailure(err);
    if (f.status === 403) return { allowed: false, message: f.message };
    throw err;
  }
}
