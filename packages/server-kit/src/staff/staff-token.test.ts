import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { isHttpError } from '../http-error';
import { requireStaff } from './staff-token';

const request = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;
const statusOf = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    if (isHttpError(error)) return error.statusCode;
    throw error;
  }
};

describe('requireStaff', () => {
  const token = 'a-staff-token-of-enough-length';
  it('lets the exact bearer token through', () => {
    expect(statusOf(() => requireStaff(request(`Bearer ${token}`), token))).toBe(200);
  });
  it('answers 401 for a missing, wrong, prefixed or differently cased token', () => {
    for (const header of [undefined, '', 'Bearer', `Bearer ${token}x`, `Bearer ${token.slice(1)}`, token, `bearer ${token}`, `Basic ${token}`, `Bearer ${token.toUpperCase()}`]) {
      expect(statusOf(() => requireStaff(request(header), token))).toBe(401);
    }
  });
  it('makes the staff routes not exist (404) when no token is configured', () => {
    expect(statusOf(() => requireStaff(request('Bearer anything'), undefined))).toBe(404);
    expect(statusOf(() => requireStaff(request('Bearer '), ''))).toBe(404);
  });
});
